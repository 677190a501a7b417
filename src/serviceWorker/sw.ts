// The service worker, built by webpack (Workbox's InjectManifest, webpack.config.ts) into /sw-pleroma.js:
// the offline shell, the scripts and styles the reader used, and updates that wait for the reader.
// Design: docs/architecture.md, "Service worker". Checked with its own tsconfig (WebWorker types).
import { cacheNames, setCacheNameDetails } from 'workbox-core';
import { getCacheKeyForURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isCacheableAsset, isClientNavigation, SHELL_URL } from './cacheable';
import { ASSETS_CACHE, CACHE_PREFIX, MAX_ASSETS, trimCache } from './cacheNames';
import { RESTORE_SHELL, SKIP_WAITING } from './messages';
import { installPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

setCacheNameDetails({ prefix: CACHE_PREFIX });
// Workbox writes the shell's file list here at build time (read once: the build replaces one occurrence).
const manifest = self.__WB_MANIFEST;

// Navigations first, before the precache's route: always the network (a new release's page as soon as it is
// out, the server's injected data), and only when there is no network the precached shell, for the client's
// own routes; the server's pages (API, sign-in) get the browser's usual answer.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ request }) => (isClientNavigation(new URL(request.url)) ? matchPrecache(SHELL_URL) : undefined),
      },
    ],
  }),
);

precacheAndRoute(manifest);

// Lazy chunks and styles, as the reader uses them: cache first (a hashed name never changes its content).
registerRoute(
  ({ request }) => isCacheableAsset(request, self.location.origin),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [{ cacheDidUpdate: async ({ cacheName }) => trimCache(await caches.open(cacheName), MAX_ASSETS) }],
  }),
);

/** Sign-out deleted every cache (clearCaches.ts): the shell, the same for every reader, is fetched again. */
async function restoreShell(): Promise<void> {
  const cache = await caches.open(cacheNames.precache);
  await Promise.all(
    manifest.map(async (entry) => {
      const url = typeof entry === 'string' ? entry : entry.url;
      const key = getCacheKeyForURL(url);
      if (!key || (await cache.match(key))) return;
      const response = await fetch(url);
      if (response.ok) await cache.put(key, response);
    }),
  );
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null && 'type' in data ? data.type : null;
  // A new version waits until no tab runs the old one, or until the reader asks for it (register.ts).
  if (type === SKIP_WAITING) event.waitUntil(self.skipWaiting());
  if (type === RESTORE_SHELL) event.waitUntil(restoreShell().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // The page that installed the first version is served from then on (its later chunks are kept).
      self.clients.claim(),
      // The navigation request starts while the worker boots, instead of after it.
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

// Web push (./push.ts): shown for the member signed in on this browser; a click opens the post.
installPushHandlers(self);
