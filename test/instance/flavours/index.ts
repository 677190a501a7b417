// The demo instance's flavours: `akkoma` (the default, the demo as it always was), `snac2` (snac 2.94)
// and `hollo` (Hollo 0.10.0). A flavour is a table of differences (flavours/types.ts), never a fork of
// the routes; each one is proven against its server's recorded exchanges (test/instance/contract/).
import { hollo } from './hollo';
import { snac2 } from './snac2';
import { FLAVOUR_NAMES, type Flavour, type FlavourName } from './types';

export type { Flavour, FlavourName } from './types';
export { FLAVOUR_NAMES } from './types';

/** Today's behaviour: nothing differs. */
export const akkoma: Flavour = { name: 'akkoma', streaming: true, serverDocuments: true, clientCspOnPages: true };

const FLAVOURS: Record<FlavourName, Flavour> = { akkoma, snac2, hollo };

export const isFlavourName = (name: string): name is FlavourName => (FLAVOUR_NAMES as string[]).includes(name);

/** The flavour by name (DEMO_SERVER, --flavour); empty or absent means akkoma. */
export function flavourNamed(name: string | undefined): Flavour {
  const wanted = (name ?? '').trim().toLowerCase() || 'akkoma';
  if (!isFlavourName(wanted)) throw new Error(`unknown demo server flavour "${name}" (one of ${FLAVOUR_NAMES.join(', ')})`);
  return FLAVOURS[wanted];
}
