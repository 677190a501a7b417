// NodeInfo discovery (https://nodeinfo.diaspora.software/protocol): `/.well-known/nodeinfo` lists the
// documents a server offers; the client follows the newest schema it reads (2.1, then 2.0). Pure and
// tiny, so the `early` script can use it as well as the boot saga.
import { safeUrl } from '../schemas/urls';

export const WELL_KNOWN_NODEINFO = '/.well-known/nodeinfo';
/** Asked only when discovery fails: where Pleroma and Akkoma serve 2.0 (and what their preloaded block names). */
export const NODEINFO_FALLBACK = '/nodeinfo/2.0.json';

const SCHEMA = /^https?:\/\/nodeinfo\.diaspora\.software\/ns\/schema\/(2\.[01])$/;

/** The hrefs of the schemas we read, 2.1 first, each passed through the one URL check (http, https or a path). */
export function nodeinfoHrefs(doc: unknown): string[] {
  const links = (doc as { links?: unknown } | null)?.links;
  if (!Array.isArray(links)) return [];
  const found: Array<[string, string]> = [];
  for (const link of links as Array<{ rel?: unknown; href?: unknown } | null>) {
    const schema = SCHEMA.exec(String(link?.rel))?.[1];
    const href = safeUrl(link?.href);
    if (schema && href) found.push([schema, href]);
  }
  return found.sort((a, b) => (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0)).map(([, href]) => href);
}

/**
 * The best document to ask for, as a path on this origin (as every API call): a link on this page's origin or
 * on the server's own host (`serverHost`, from the instance document: behind a proxy the server names its
 * public address). Null when every link points elsewhere: another host is never asked.
 */
export function pickNodeinfoPath(hrefs: readonly string[], pageOrigin: string, serverHost: string | null): string | null {
  for (const href of hrefs) {
    // safeUrl let through only http(s) URLs and same-origin paths
    const url = new URL(href, pageOrigin);
    if (url.origin === pageOrigin || url.host.toLowerCase() === serverHost) return url.pathname + url.search;
  }
  return null;
}
