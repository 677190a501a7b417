import { ANNOUNCER_ID } from './announce';

/** The app's one polite live region (see announce.ts); mounted once by the shell. */
export function Announcer() {
  return <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />;
}
