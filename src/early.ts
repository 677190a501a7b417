// A few bytes that run before the main script is evaluated (a separate entry, loaded first): they
// start the start-up requests a visitor's first screen needs, which the API client then takes over
// (api/earlyFetch.ts). Evaluating the main script takes longer on a cold load than these answers.
import { earlyJson, startEarlyFetch, startEarlyFetchAfter, startEarlyStep } from './api/earlyFetch';
import { NODEINFO_FALLBACK, nodeinfoHrefs, pickNodeinfoPath, WELL_KNOWN_NODEINFO } from './api/nodeinfo';
import { readPreloaded } from './utils/preloaded';
import { isRecord } from './utils/guards';
import { earlyTimelineUrl } from './utils/earlyTimeline';
import { servesPleromaApi } from './utils/pleromaLike';
import { readJson, STORAGE_KEYS, type StoredOAuth } from './utils/storage';
import { preloadReaderLanguage } from './i18n/preloadLanguage';
import { applyThemeVars, THEME_STORAGE_KEY, type AppliedTheme } from './theme/applied';
import { nameSkeleton, SKELETON_ID } from './app/shell/skeleton';
import { loadPictureStyles, pictureToShow, showHomePicture } from './features/warmStart/homePicture';

// The last theme's variables, before the first paint (src/theme/applied.ts); the app checks them after start-up.
try {
  applyThemeVars(readJson<AppliedTheme>(THEME_STORAGE_KEY)?.vars ?? {});
} catch {
  // a damaged entry: the stylesheet's default until the app applies the theme again
}
// The name in the shell index.html paints before any script of the app has run (app/shell/skeleton.ts).
try {
  nameSkeleton(readJson<string>(STORAGE_KEYS.instanceName));
} catch {
  // no name in the frame: the app's own top bar names the server a moment later
}

// The member's home as they left it, in the frame before its first paint (features/warmStart/homePicture.ts): this
// script runs in the head, so its stylesheets are asked for now, and the frame is filled in the first animation
// frame, once the body has been parsed.
try {
  const picture = pictureToShow();
  if (picture) {
    const show = () => {
      const frame = document.getElementById(SKELETON_ID);
      if (frame && document.getElementById('app')) showHomePicture(frame, picture);
      else if (document.readyState === 'loading') requestAnimationFrame(show);
    };
    loadPictureStyles(picture);
    requestAnimationFrame(show);
  }
} catch {
  // no picture: the frame as index.html draws it, and the app's own first screen
}

try {
  preloadReaderLanguage();
  // Asked without a token whoever is signed in.
  void startEarlyFetch('/static/config.json');
  // What Pleroma and Akkoma put in the page (utils/preloaded.ts) is read from there, never asked again.
  const preloadedNodeinfo = [NODEINFO_FALLBACK, '/nodeinfo/2.1.json'].map(readPreloaded).find(isRecord);
  // NodeInfo as the protocol says: the discovery document, then the document it links on this origin (the
  // boot saga also accepts the server's own host, which only the instance document names).
  // The boot saga waits for this step before asking for the document itself, so it is never asked twice.
  if (!preloadedNodeinfo) {
    const nodeinfoRequest = earlyJson(startEarlyFetch(WELL_KNOWN_NODEINFO)).then((links) => {
      const path = pickNodeinfoPath(nodeinfoHrefs(links), window.location.origin, null);
      // boxed, so this step settles once the request is made rather than when it is answered
      return { answer: path ? startEarlyFetch(path) : null };
    });
    startEarlyStep('nodeinfo', nodeinfoRequest);
  }
  // A member's calls carry the token, as the client's own do (it takes an answer over only for the same token).
  const token = readJson<StoredOAuth>(STORAGE_KEYS.oauth)?.userToken;
  const authorization = token ? `Bearer ${token}` : null;
  const preloadedInstance = readPreloaded('/api/v1/instance');
  const instance = preloadedInstance ?? earlyJson(startEarlyFetch('/api/v1/instance', authorization));
  // Only Pleroma and Akkoma have it: asked once the instance document shows which server this is.
  if (readPreloaded('/api/pleroma/frontend_configurations') === undefined)
    startEarlyFetchAfter('/api/pleroma/frontend_configurations', Promise.resolve(instance).then(servesPleromaApi), authorization);
  if (authorization) void startEarlyFetch('/api/v1/accounts/verify_credentials', authorization);
  // Asked at once, never behind NodeInfo (issue 25): a server that refuses visitors answers 401, which the app
  // turns into 'Log in to see this' as it would have from NodeInfo.
  const first = earlyTimelineUrl(window.location.pathname, authorization !== null);
  if (first) void startEarlyFetch(first, authorization);
} catch {
  // Nothing here is needed: the app makes every request itself when these are missing.
}

// ICU's locale data loads at the first Intl call (15–35 ms here): while the main script still downloads
// and compiles, the main thread is idle, so the loading happens then instead of in the first render. After the
// first frame, not before it: a timer set now ran before the parser went on, and held the frame back as long.
requestAnimationFrame(() =>
  setTimeout(() => {
    try {
      Intl.DateTimeFormat.supportedLocalesOf('en');
      Intl.NumberFormat.supportedLocalesOf('en');
    } catch {
      // an old browser without Intl: react-intl will say so itself
    }
  }),
);
