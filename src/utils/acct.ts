// The local-host rule (issue 17 §10): an account is local when its `acct` names no host, or names the
// instance's own domain. Mastodon leaves the host out of a local acct; snac2 puts it in
// ('bob@127.0.0.1:8015'), so the rule cannot read '@' alone. Pure: slices, selectors and sagas share it.

/** The host an instance document names itself by: v2 `domain`, else v1 `uri` (a bare host, or a URL on Pleroma). */
export function instanceDomain(instance: { uri?: unknown; domain?: unknown } | null | undefined): string | null {
  const raw = instance?.domain || instance?.uri;
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    // a bare host (with its port) reads as one; a path, spaces or other junk do not
    const url = new URL(raw.includes('://') ? raw.trim() : `http://${raw.trim()}`);
    return url.pathname === '/' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** 'bob@host' -> 'host'; null when the acct names no host. */
export function acctHost(acct: string): string | null {
  const at = acct.indexOf('@');
  return at < 0 ? null : acct.slice(at + 1) || null;
}

/** No host, or the instance's own host (case-insensitive; the port counts). */
export function isLocalAcct(acct: string, domain: string | null): boolean {
  const host = acctHost(acct);
  return host === null || (domain !== null && host.toLowerCase() === domain);
}

/** The acct as Mastodon writes it: the instance's own host left out ('bob', not 'bob@127.0.0.1:8012'). */
export function localAcct(acct: string, domain: string | null): string {
  const host = acctHost(acct);
  if (host === null || domain === null || host.toLowerCase() !== domain) return acct;
  return acct.slice(0, acct.indexOf('@'));
}
