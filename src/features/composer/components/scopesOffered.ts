import type { StatusVisibility } from '../../../api/types/index';
import type { Software } from '../../../capabilities';
import { allowedScopes } from '../lib/scopes';

/** Servers with local-only posting (Pleroma's and Akkoma's `local` visibility). */
const LOCAL_SCOPE_SOFTWARE: Software[] = ['pleroma', 'akkoma'];

/**
 * The scopes the selector shows, in spec order: a reply's are not wider than the original (allowedScopes);
 * 'local' only where the server has it, or when the draft or the original already is local.
 */
export function offeredScopes(
  original: StatusVisibility | undefined,
  current: StatusVisibility,
  software: Software,
): StatusVisibility[] {
  const localOk = LOCAL_SCOPE_SOFTWARE.includes(software) || original === 'local' || current === 'local';
  return allowedScopes(original).filter((s) => s !== 'local' || localOk);
}
