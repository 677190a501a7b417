// The one check every URL from a server passes before it can reach the DOM (an img src, a link, an audio src).
// Post HTML is not checked here: the sanitizer (utils/sanitize.ts) has its own rules for it.

/** Any ASCII control character: browsers drop tabs and newlines inside a URL, so `java\nscript:` runs. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** An absolute http(s) URL: scheme, then the two slashes (`https:evil` resolves relatively and is refused). */
const ABSOLUTE = /^https?:\/\//i;
/** A same-origin path: one slash, not `//host` (protocol-relative) nor `/\host` (browsers read `\` as `/`). */
const PATH = /^\/(?![/\\])/;

/**
 * The URL if it is an absolute `https:`/`http:` URL or a same-origin path (`/media/x.png`); null for anything
 * else: `javascript:`, `data:`, `vbscript:`, `blob:`, any other scheme, `//host`, relative paths without a
 * leading slash, strings with control characters, unparsable URLs, empty strings and non-strings.
 * Surrounding whitespace is trimmed (the browser would ignore it too); the trimmed string is what is returned,
 * so what reaches the DOM is exactly what was checked.
 */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '' || CONTROL.test(url)) return null;
  if (PATH.test(url)) return url;
  if (!ABSOLUTE.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A copy of `record` in which each of `keys` holds a checked URL. A safe one stays (trimmed); null and '' stay
 * as they are (the server's own "none"); anything else becomes `unsafe`: null for a nullable field, '' for a
 * field that must be a string, or undefined to remove an optional field.
 */
export function keepSafeUrls<T extends object>(record: T, keys: readonly string[], unsafe: null | '' | undefined): T {
  const out = { ...record } as Record<string, unknown>;
  for (const key of keys) {
    const value = out[key];
    if (!(key in out) || value === null || value === '') continue;
    const safe = safeUrl(value);
    if (safe !== null) out[key] = safe;
    else if (unsafe === undefined) delete out[key];
    else out[key] = unsafe;
  }
  return out as T;
}
