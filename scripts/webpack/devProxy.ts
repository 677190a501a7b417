// Which requests the development server forwards to the server: its API and media, and its own sign-in
// pages, whatever path the authorize step sends the browser to (Hollo: a relative `/login`, snac2:
// `/oauth/x-snac-login`, Mastodon and GoToSocial: `/auth/…`), with what those pages load. The client's own
// routes (`/login`, `/oauth-callback`, …) stay the client's. docs/architecture.md ("Reverse proxy paths")
// lists the same rules for a production reverse proxy.

/** Paths a Mastodon-API server answers (Pleroma/Akkoma, Mastodon, snac2, Hollo); prefixes. */
export const INSTANCE_PATHS = [
  '/api',
  // '/oauth/' with its slash: the client's own /oauth-callback route must not go to the server.
  '/oauth/',
  '/nodeinfo',
  '/.well-known',
  '/media',
  '/instance',
  '/emoji',
  '/proxy',
  '/auth/',
  '/main/ostatus',
  '/__demo',
  '/static/terms-of-service.html',
  '/static/stickers.json',
  '/static/emoji.json',
];

/** The least a request must tell: its path with the query, method and a few headers (node's IncomingMessage has them). */
export interface ProxiedRequest {
  url?: string;
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}

const header = (req: ProxiedRequest, name: string): string => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const split = (url: string): { path: string; query: URLSearchParams } => {
  const at = url.indexOf('?');
  return at < 0
    ? { path: url, query: new URLSearchParams() }
    : { path: url.slice(0, at), query: new URLSearchParams(url.slice(at + 1)) };
};

const startsWithAny = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path.startsWith(p));

/**
 * A page of the server's own sign-in: the authorize page and what it leads to. `/login` is the server's
 * only with a `next` (Hollo's `/login?next=…`); the client's login screen never has one.
 */
export function isServerSignInPage(url: string): boolean {
  const { path, query } = split(url);
  if (path === '/login' || path === '/login/') return query.has('next');
  return path.startsWith('/oauth/') || path.startsWith('/auth/');
}

/** The address of the page that asked, on this same dev server, or null. */
function refererPath(req: ProxiedRequest): string | null {
  const referer = header(req, 'referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const host = header(req, 'host');
    if (host && from.host !== host) return null;
    return `${from.pathname}${from.search}`;
  } catch {
    return null;
  }
}

/** A top-level navigation (a link, a redirect, a form's submit), not something a page loads. */
function isNavigation(req: ProxiedRequest): boolean {
  const mode = header(req, 'sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return /text\/html/.test(header(req, 'accept'));
}

/**
 * Whether the development server forwards this request to the server.
 * - the API and media paths (INSTANCE_PATHS);
 * - the server's sign-in pages (`/oauth/…`, `/auth/…`, `/login?next=…`) and any POST to `/login`
 *   (Hollo's login form posts there; the client's single-page app never receives a POST);
 * - what a server's sign-in page loads or posts (its styles, scripts and images, such as Hollo's
 *   `/public/…`): requests whose Referer is such a page, except navigations, so the browser's way back
 *   to the client (`/oauth-callback?code=…`, sent from the server's page) stays the client's.
 */
export function forwardToServer(req: ProxiedRequest): boolean {
  const url = req.url ?? '/';
  const { path } = split(url);
  if (startsWithAny(path, INSTANCE_PATHS)) return true;
  if (isServerSignInPage(url)) return true;
  const method = (req.method ?? 'GET').toUpperCase();
  if ((path === '/login' || path === '/login/') && method === 'POST') return true;
  const from = refererPath(req);
  if (!from || !isServerSignInPage(from)) return false;
  // A form on the server's page posts to the server, wherever it points.
  if (method !== 'GET' && method !== 'HEAD') return true;
  return !isNavigation(req);
}
