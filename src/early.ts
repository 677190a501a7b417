// A few bytes that run before the main script is evaluated (a separate entry, loaded first): they
// start the start-up requests a visitor's first screen needs, which the API client then takes over
// (api/earlyFetch.ts). Evaluating the main script takes longer on a cold load than these answers.
import { earlyJson, startEarlyFetch, startEarlyFetchAfter, startEarlyStep } from './api/earlyFetch';
import { nodeinfoHrefs, pickNodeinfoPath, WELL_KNOWN_NODEINFO } from './api/nodeinfo';
import { timelineUrl } from './api/timelines';
import { firstTimeline } from './utils/firstTimeline';
import { servesPleromaApi } from './utils/pleromaLike';
import { readJson, STORAGE_KEYS, type StoredOAuth } from './utils/storage';

try {
  // Asked without a token whoever is signed in.
  void startEarlyFetch('/static/config.json');
  // NodeInfo as the protocol says: the discovery document, then the document it links on this origin (the
  // boot saga also accepts the server's own host, which only the instance document names).
  // The boot saga waits for this step before asking for the document itself, so it is never asked twice.
  startEarlyStep(
    'nodeinfo',
    earlyJson(startEarlyFetch(WELL_KNOWN_NODEINFO)).then((links) => {
      const path = pickNodeinfoPath(nodeinfoHrefs(links), window.location.origin, null);
      if (path) void startEarlyFetch(path);
    }),
  );
  // A signed-in user's calls carry the token: the app makes those itself.
  if (!readJson<StoredOAuth>(STORAGE_KEYS.oauth)?.userToken) {
    const instance = earlyJson(startEarlyFetch('/api/v1/instance'));
    // Only Pleroma and Akkoma have it: asked once the instance document shows which server this is.
    startEarlyFetchAfter('/api/pleroma/frontend_configurations', instance.then(servesPleromaApi));
    const first = firstTimeline(window.location.pathname);
    if (first) {
      void startEarlyFetch(
        timelineUrl(first.kind, {
          tag: first.kind === 'tag' ? (first.param ?? undefined) : undefined,
          withMuted: true,
        }),
      );
    }
  }
} catch {
  // Nothing here is needed: the app makes every request itself when these are missing.
}

// ICU's locale data loads at the first Intl call (20 ms here): while the main script still downloads
// and compiles, the main thread is idle, so the loading happens then instead of in the first render.
setTimeout(() => {
  try {
    Intl.DateTimeFormat.supportedLocalesOf('en');
    Intl.NumberFormat.supportedLocalesOf('en');
  } catch {
    // an old browser without Intl: react-intl will say so itself
  }
});
