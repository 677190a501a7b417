// What the page and the service worker say to each other (the worker is /sw-pleroma.js, scope '/').

export const SW_URL = '/sw-pleroma.js';

/** Page → waiting worker: take over now (the reader clicked 'Reload' on the new-version notice). */
export const SKIP_WAITING = 'fedi:skip-waiting';

/** Page → worker, after sign-out cleared every cache: fetch the shell again, so the client still opens offline. */
export const RESTORE_SHELL = 'fedi:restore-shell';

/** Workbox's own message (workbox-routing's cache listener): fetch these URLs through the worker's routes. */
export const CACHE_URLS = 'CACHE_URLS';
