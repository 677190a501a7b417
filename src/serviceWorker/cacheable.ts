// What the service worker may keep and what it serves when the network is gone. Pure rules, so they are
// tested on their own (test/unit/serviceWorker/) and shared by the worker and the page.
import { INSTANCE_PATHS, isServerSignInPage } from '../../scripts/webpack/devProxy';

/** The precached page every client route falls back to offline. */
export const SHELL_URL = '/index.html';

/** A built script or style with a content hash in its name (webpack.config.ts: `[name].[contenthash:8]`). */
const HASHED_ASSET = /^\/static\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/;

export interface AssetRequest {
  method: string;
  url: string;
  headers: Pick<Headers, 'has'>;
}

/**
 * Whether the worker may keep this request's answer: a same-origin GET of a hashed script or style, never
 * anything carrying credentials (an Authorization header) and never the API. Everything else goes to the
 * network untouched.
 */
export function isCacheableAsset(request: AssetRequest, origin: string): boolean {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return false;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return false;
  }
  return url.origin === origin && url.search === '' && HASHED_ASSET.test(url.pathname);
}

/**
 * Whether an offline navigation to this address gets the client's shell: every route of the client, but not
 * the server's own pages (the API, media, its sign-in pages: the paths a reverse proxy sends to the server).
 */
export function isClientNavigation(url: URL): boolean {
  const path = url.pathname;
  if (INSTANCE_PATHS.some((prefix) => path.startsWith(prefix))) return false;
  return !isServerSignInPage(`${path}${url.search}`);
}

/** The same-origin scripts and styles a page has used, for the worker to keep (it was not there to see them). */
export function cacheableUrls(urls: readonly string[], origin: string): string[] {
  const none = { has: () => false };
  return [...new Set(urls)].filter((url) => isCacheableAsset({ method: 'GET', url, headers: none }, origin));
}
