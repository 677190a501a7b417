// The address a request reached this server at, so media, avatar, emoji, profile and streaming URLs
// work whichever name the client was opened with (localhost, 127.0.0.1, a LAN address, the dev-server
// proxy, which forwards the Host header as it is). Only a plain host[:port] is accepted from the
// headers: nothing else can reach a URL the server builds.
import type { IncomingHttpHeaders } from 'node:http';

/** A DNS name or IPv4 address (letters, digits, hyphens, dots), with an optional port. */
const HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?(?::\d{1,5})?$/i;

/** The first value of a header that may repeat or hold a comma-separated list (proxies append). */
function first(value: string | string[] | undefined): string {
  const one = Array.isArray(value) ? value[0] : value;
  return (one ?? '').split(',')[0]?.trim() ?? '';
}

export const isPlainHost = (host: string): boolean =>
  host.length <= 255 && HOST.test(host) && Number(/:(\d+)$/.exec(host)?.[1] ?? 0) <= 65535;

/**
 * `http(s)://host[:port]` from X-Forwarded-Host / X-Forwarded-Proto (a proxy in front), else the Host
 * header; `fallback` (the configured public URL, or the server's own) when neither names a plain host.
 * The scheme is X-Forwarded-Proto's when it is http or https, else the fallback's for the fallback's
 * own host, else http (this server speaks nothing else).
 */
export function requestOrigin(headers: IncomingHttpHeaders, fallback: string): string {
  const proto = first(headers['x-forwarded-proto']).toLowerCase();
  let base: URL | null = null;
  try {
    base = new URL(fallback);
  } catch {
    // an unusable fallback only loses its scheme hint
  }
  for (const host of [first(headers['x-forwarded-host']), first(headers.host)]) {
    if (!isPlainHost(host)) continue;
    const scheme =
      proto === 'http' || proto === 'https' ? `${proto}:` : host.toLowerCase() === base?.host ? base.protocol : 'http:';
    try {
      return new URL(`${scheme}//${host}`).origin;
    } catch {
      // a name the URL parser refuses, such as 256.0.0.1
    }
  }
  return fallback;
}
