import { isOurCache, trimCache } from '../../../src/serviceWorker/cacheNames';

/** A Cache holding these keys in insertion order; deletes are recorded. */
function fakeCache(urls: string[]) {
  const kept = urls.map((url) => new Request(url));
  return {
    keys: () => Promise.resolve([...kept]),
    delete: (key: RequestInfo | URL) => {
      const at = kept.findIndex((request) => request === key);
      if (at >= 0) kept.splice(at, 1);
      return Promise.resolve(at >= 0);
    },
    left: () => kept.map((request) => request.url),
  };
}

describe('cache names', () => {
  it("are ours by their prefix, Workbox's precache included", () => {
    expect(isOurCache('fedi-client-assets')).toBe(true);
    expect(isOurCache('fedi-client-precache-v2-https://social.example/')).toBe(true);
    expect(isOurCache('workbox-precache-v2-https://social.example/')).toBe(false);
    expect(isOurCache('fedi-clientele')).toBe(false);
  });
});

describe('trimCache', () => {
  it('drops the oldest entries beyond the limit', async () => {
    const cache = fakeCache(['https://x.test/a', 'https://x.test/b', 'https://x.test/c', 'https://x.test/d']);
    await trimCache(cache, 2);
    expect(cache.left()).toEqual(['https://x.test/c', 'https://x.test/d']);
  });

  it('leaves a cache within the limit alone', async () => {
    const cache = fakeCache(['https://x.test/a']);
    await trimCache(cache, 2);
    expect(cache.left()).toEqual(['https://x.test/a']);
  });
});
