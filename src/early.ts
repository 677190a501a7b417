// A few bytes that run before the main script is evaluated (a separate entry, loaded first): they
// start the start-up requests a visitor's first screen needs, which the API client then takes over
// (api/earlyFetch.ts). Evaluating the main script takes longer on a cold load than these answers.
import { startEarlyFetch } from './api/earlyFetch';
import { timelineUrl } from './api/timelines';
import { firstTimeline } from './utils/firstTimeline';
import { readJson, STORAGE_KEYS, type StoredOAuth } from './utils/storage';

try {
  // Asked without a token whoever is signed in.
  startEarlyFetch('/static/config.json');
  startEarlyFetch('/nodeinfo/2.0.json');
  // A signed-in user's calls carry the token: the app makes those itself.
  if (!readJson<StoredOAuth>(STORAGE_KEYS.oauth)?.userToken) {
    startEarlyFetch('/api/v1/instance');
    startEarlyFetch('/api/pleroma/frontend_configurations');
    const first = firstTimeline(window.location.pathname);
    if (first) {
      startEarlyFetch(
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
