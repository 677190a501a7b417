/**
 * The server's VAPID public key (base64url, as Pleroma's `vapid_public_key` and Mastodon's `vapid_key` give it)
 * as the bytes PushManager.subscribe takes; null when it is not base64 at all.
 */
export function applicationServerKey(key: string): Uint8Array<ArrayBuffer> | null {
  const base64 = key.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+=*$/.test(base64)) return null;
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
