/** The worker's message to an open tab after a notification click: `{ type, url }` (url: a path of this client). */
export const WORKER_OPEN_MESSAGE = 'fedi-client/open';
