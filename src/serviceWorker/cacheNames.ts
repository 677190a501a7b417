// The names of the caches the service worker makes: one prefix, so sign-out finds every one of them (and
// nothing another app on the origin keeps).

/** Workbox's precache is named `${CACHE_PREFIX}-precache-…` too (sw.ts sets the prefix). */
export const CACHE_PREFIX = 'fedi-client';

/** The hashed scripts and styles the reader used: their names change with their content, so they never go stale. */
export const ASSETS_CACHE = `${CACHE_PREFIX}-assets`;

/**
 * At most this many kept assets: every release adds new names, and old ones are only needed by a tab still
 * open on an old release. The whole build is fewer than 100 scripts and styles.
 */
export const MAX_ASSETS = 150;

export const isOurCache = (name: string): boolean => name.startsWith(`${CACHE_PREFIX}-`);

/** Drops the oldest entries (a cache lists its keys in the order they were put) beyond `max`. */
export async function trimCache(cache: Pick<Cache, 'keys' | 'delete'>, max: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}
