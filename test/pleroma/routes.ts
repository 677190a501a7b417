// Which part of Pleroma answers a request, as its endpoint and router decide (Pleroma develop 2.7:
// lib/pleroma/web/endpoint.ex, router.ex, plugs/frontend_static.ex, plugs/instance_static.ex,
// fallback/redirect_controller.ex, constants.ex `static_only_files`). Pure: the server looks files up.

/**
 * The first path segment of every route that is not the fallback's (Router.get_api_routes/0, production
 * routes only). FrontendStatic serves no file from a path with any of these as one of its segments.
 */
export const API_ROUTE_SEGMENTS = new Set([
  '.well-known',
  'activities',
  'api',
  'auth',
  'authorize_interaction',
  'check_password',
  'inbox',
  'internal',
  'mailer',
  'main',
  'manifest.json',
  'nodeinfo',
  'notice',
  'oauth',
  'objects',
  'ostatus_subscribe',
  'phoenix',
  'proxy',
  'relay',
  'tags',
  'user_exists',
  'users',
]);

/** Whether FrontendStatic looks for this path in the frontend's folder (api_route?/1, invalid_path?/1). */
export function frontendMayServe(pathname: string): boolean {
  // Plug's path_info: the non-empty segments; Plug.Static then decodes each and refuses separators in one
  const segments = pathname.split('/').filter(Boolean);
  let decoded: string[];
  try {
    decoded = segments.map(decodeURIComponent);
  } catch {
    return false;
  }
  if (segments.length === 0 || decoded.some((s) => s === '.' || s === '..' || /[/\\:\0]/.test(s))) return false;
  return !segments.some((s) => API_ROUTE_SEGMENTS.has(s));
}

/** The file a path names inside the frontend's folder (decoded, forward slashes), when FrontendStatic may serve it. */
export function frontendFile(pathname: string): string | null {
  return frontendMayServe(pathname) ? pathname.split('/').filter(Boolean).map(decodeURIComponent).join('/') : null;
}

/**
 * First segments of the paths InstanceStatic serves from the admin's instance/static/ folder, before the
 * frontend's (Pleroma.Constants.static_only_files): instance/static/static/config.json overrides the frontend's.
 */
export const INSTANCE_STATIC_SEGMENTS = new Set(
  'index.html robots.txt static static-fe finmoji emoji packs sounds images instance sw.js sw-pleroma.js favicon.png schemas doc embed.js embed.css'.split(
    ' ',
  ),
);

/** Whether InstanceStatic looks for this path in instance/static/ (the same path checks as the frontend's). */
export const instanceStaticFile = (pathname: string): string | null => {
  const rel = frontendFile(pathname);
  return rel !== null && INSTANCE_STATIC_SEGMENTS.has(rel.split('/')[0] ?? '') ? rel : null;
};

/**
 * The instance's own documents, which Pleroma finds in instance/static/ or ships in priv/static/; the demo
 * instance has them, and stands in for both folders here.
 */
export const INSTANCE_STATIC_FILES = new Set(['/static/terms-of-service.html', '/instance/panel.html', '/static/stickers.json']);

/** Served by the server's own code or socket, never by the frontend: everything under these first segments. */
const SERVER_SEGMENTS = new Set([
  'api',
  'oauth',
  '.well-known',
  'nodeinfo',
  'media', // UploadedMedia plug
  'proxy', // media proxy
  'emoji', // InstanceStatic: custom emoji files
  'images',
  'auth',
  'objects',
  'activities',
  'inbox',
  'relay',
  'internal',
  'user_exists',
  'check_password',
  'ostatus_subscribe',
  'authorize_interaction',
  'phoenix',
  'tags', // a hashtag's RSS/Atom feed (this client's own tag page is /tag/…)
  'mailer',
  '__demo', // not Pleroma's: the demo instance's test controls, reached through this server in tests
]);

/** /users/:nickname/… paths that are ActivityPub collections or feeds (everything else there is the client's). */
const USER_SERVER_PATHS = new Set(['inbox', 'outbox', 'followers', 'following', 'collections', 'feed', 'statuses']);

export type RouteKind =
  /** forwarded to the instance (the demo instance here) */
  | 'server'
  /** the frontend's index.html with the server-generated meta and the preloaded documents */
  | 'index-with-preload'
  /** /notice/:id as HTML: with meta and preload for a public post, else the plain index with 404 */
  | 'notice'
  /** /users/:nickname and /:nickname_or_id as HTML: with meta and preload for a known account, else the plain index */
  | 'account'
  /** the index with only the title, favicon and manifest links (RedirectController.redirector) */
  | 'index'
  /** Pleroma's own /manifest.json (ManifestController) */
  | 'manifest'
  /** priv/static/favicon.png, which Pleroma's generated meta links */
  | 'favicon'
  | 'options'
  | 'not-found';

/** Phoenix's `accepts` for ["html", …, "json"]: a browser's navigation (or no preference) is HTML. */
export const wantsHtml = (accept: string) => accept === '' || /text\/html|\*\/\*/.test(accept) || !/json/.test(accept);

/** Where a request goes once neither the instance's static folder nor the frontend's folder had the file. */
export function routeFor(method: string, pathname: string, accept: string): RouteKind {
  const segments = pathname.split('/').filter(Boolean);
  const [first = '', second, third] = segments;
  if (method === 'OPTIONS') return 'options';
  if (SERVER_SEGMENTS.has(first)) return 'server';
  if (first === 'main' && second === 'ostatus') return 'server';
  // (TrailingFormatPlug: feed.atom is the feed route with its format)
  if (first === 'users' && third !== undefined && USER_SERVER_PATHS.has(third.replace(/\.\w+$/, ''))) return 'server';
  if (first === 'notice' && third === 'embed_player') return 'server';
  const get = method === 'GET' || method === 'HEAD';
  if (first === 'manifest.json' && segments.length === 1) return get ? 'manifest' : 'not-found';
  if (!get) return 'not-found';
  if (first === 'favicon.png' && segments.length === 1) return 'favicon';
  // A frontend without a service worker: Pleroma then serves the Pleroma-FE worker it ships in priv/static/,
  // Akkoma (which ships none) the index page as text/html. Here a plain 404, so that a client registering a
  // worker its own build lacks fails visibly instead of running someone else's.
  if ((first === 'sw-pleroma.js' || first === 'sw.js') && segments.length === 1) return 'not-found';
  const html = wantsHtml(accept);
  if (first === 'notice' && segments.length === 2) return html ? 'notice' : 'server';
  if (first === 'users' && segments.length === 2) return html ? 'account' : 'server';
  if (first === 'registration' && segments.length === 2) return 'index';
  if (segments.length === 1) return 'account';
  return 'index-with-preload';
}
