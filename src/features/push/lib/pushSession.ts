// Who the service worker shows pushes for. Every push carries the access token it was subscribed with; the
// worker compares its digest with the one recorded here at subscription, so a push for a member who has
// signed out (or another account) shows nothing. Only a digest is kept: never a token in a cache. Shared by
// the page (writes) and the worker (reads); kept in Cache Storage, which both can reach.

/** The cache the record lives in; logout's clearing of the worker's caches removes it with them. */
export const PUSH_SESSION_CACHE = 'fedi-client-push-session';
const RECORD_URL = '/__push-session';

export interface PushSession {
  /** SHA-256 of the access token, hex */
  tokenDigest: string;
  /** show who and what kind, not the text */
  hideContents: boolean;
  /** the API's base URL ('' for the page's own origin), where the worker asks for the notification */
  apiBase: string;
}

export async function digestToken(token: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function writePushSession(session: PushSession): Promise<void> {
  const cache = await caches.open(PUSH_SESSION_CACHE);
  await cache.put(RECORD_URL, new Response(JSON.stringify(session), { headers: { 'Content-Type': 'application/json' } }));
}

export async function readPushSession(): Promise<PushSession | null> {
  try {
    const found = await (await caches.open(PUSH_SESSION_CACHE)).match(RECORD_URL);
    const value: unknown = found ? await found.json() : null;
    if (typeof value !== 'object' || value === null) return null;
    const { tokenDigest, hideContents, apiBase } = value as Record<string, unknown>;
    if (typeof tokenDigest !== 'string') return null;
    return { tokenDigest, hideContents: hideContents === true, apiBase: typeof apiBase === 'string' ? apiBase : '' };
  } catch {
    return null;
  }
}

export async function clearPushSession(): Promise<void> {
  await caches.delete(PUSH_SESSION_CACHE);
}
