// The Content Security Policy of index.html (a <meta> tag; the demo instance also sends it as a header).
// One strict policy: no inline script or style, no eval. Images and media may come from any https: host
// (remote avatars, emoji, attachments); a configured server that the policy would not allow otherwise
// (a local server over plain http, an API or media origin other than the page's) is added by its exact
// origin, never by widening a directive to a whole scheme.

type Directives = [name: string, sources: string[]][];

const BASE: Directives = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
  ['media-src', ["'self'", 'blob:', 'https:']],
  ['connect-src', ["'self'", 'ws:', 'wss:']],
  ['font-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
];

/** Where a configured server's own URLs (media, avatars, emoji, API) point: these directives allow its origin. */
const SERVER_DIRECTIVES = new Set(['img-src', 'media-src', 'connect-src']);

/**
 * The origin of a configured server address (`http(s)://host[:port]`, path ignored), or null for anything
 * else: relative paths, other schemes, credentials, text that is not a URL, and IPv6 literals (a CSP
 * host-source cannot name one).
 */
export function serverOrigin(server: unknown): string | null {
  if (typeof server !== 'string' || !/^https?:\/\//i.test(server.trim())) return null;
  try {
    const url = new URL(server.trim());
    if (url.username || url.password || !url.hostname || url.hostname.startsWith('[')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Whether one of the sources already allows this origin (its scheme source, or the origin itself). */
const allows = (sources: string[], origin: string) => sources.includes(origin) || sources.includes(new URL(origin).protocol);

export interface CspOptions {
  /** Configured server addresses (INSTANCE, config.json's `server`); unset or unusable ones are skipped. */
  servers?: readonly unknown[];
  /** Origins the page itself is served from, when known (the dev server): a server there is 'self'. */
  self?: readonly string[];
}

/** The policy for the configured servers. With none, or only ones it already allows, it is the base policy. */
export function contentSecurityPolicy({ servers = [], self = [] }: CspOptions = {}): string {
  const origins = servers
    .map(serverOrigin)
    .filter((origin): origin is string => origin !== null && !self.some((own) => serverOrigin(own) === origin));
  return BASE.map(([name, sources]) => {
    const all = [...sources];
    if (SERVER_DIRECTIVES.has(name)) for (const origin of origins) if (!allows(all, origin)) all.push(origin);
    return `${name} ${all.join(' ')}`;
  }).join('; ');
}

/**
 * The policy of the Flash player's own page (static/ruffle/player.html, framed by the media viewer). Ruffle compiles
 * WebAssembly ('wasm-unsafe-eval': WebAssembly only, never eval) and styles its shadow tree with <style> elements
 * ('unsafe-inline' styles), which the app's page does not allow; the frame has them so the app's policy stays as it
 * is. The movie may come from any https: host (an attachment), or from a configured server's exact origin.
 */
export function flashPlayerContentSecurityPolicy({ servers = [], self = [] }: CspOptions = {}): string {
  const origins = servers
    .map(serverOrigin)
    .filter((origin): origin is string => origin !== null && !self.some((own) => serverOrigin(own) === origin));
  const connect = ["'self'", 'https:'];
  for (const origin of origins) if (!allows(connect, origin)) connect.push(origin);
  const directives: Directives = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
