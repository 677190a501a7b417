// Domain names as a reader types them, for the blocked-domains form and its saga.

/** A domain as typed: trimmed, lower case, without a scheme, path or leading '@'/'*.'; null when not a host name. */
export function cleanDomain(input: string): string | null {
  let host = input.trim().toLowerCase();
  host = host
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^@/, '')
    .replace(/^\*\./, '');
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}(?::\d{1,5})?$/.test(host) ? host : null;
}
