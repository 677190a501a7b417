import { all, call, delay, fork, join, put, race, select, spawn, take } from 'typed-redux-saga';
import type { Task } from 'redux-saga';
import {
  fetchFrontendConfigurations,
  fetchInstance,
  fetchNodeinfo,
  fetchNodeinfoLinks,
  fetchStaticConfig,
  fetchTermsOfService,
} from '../api/instance';
import { HttpError } from '../api/client';
import { earlyStepDone } from '../api/earlyFetch';
import { NODEINFO_FALLBACK, nodeinfoHrefs, pickNodeinfoPath } from '../api/nodeinfo';
import type { Instance, Nodeinfo } from '../api/types';
import { authRestored } from '../slices/auth';
import {
  frontendConfigLoaded,
  instanceLoaded,
  lastKnownConfigRestored,
  lastKnownNameRestored,
  nodeinfoLoaded,
  staticConfigLoaded,
  termsOfServiceLoaded,
} from '../slices/instance';
import { settingsRestored } from '../slices/settings';
import { bootFinished, noticeAdded, startupSettled } from '../slices/ui';
import { selectApiConfig, selectCapabilities } from '../selectors/instance';
import { visitorMayRead } from '../selectors/visitor';
import { readPreloaded } from '../utils/preloaded';
import { readJson, storageAvailable, STORAGE_KEYS, type StoredOAuth } from '../utils/storage';
import type { Settings } from '../settings/defaults';
import { restoreSession } from './auth';
import { timelineKey, timelinePrefetched, type TimelineKey } from '../slices/timelines';
import { prefetchMemberTimeline } from './prefetchTimeline';
import { firstTimeline } from '../utils/firstTimeline';
import type { RootState } from '../store/rootReducer';
import { asServerDocument, isRecord } from '../utils/guards';
import { instanceDomain } from '../utils/acct';
import { serverFragment } from '../utils/serverFragment';
import { servesPleromaApi } from '../utils/pleromaLike';
import { startServiceWorker } from '../serviceWorker/start';
import { warmStartRead } from '../features/warmStart/index';
import { firstPageSettled } from './firstScreen';
import { untilState } from './untilState';

/** A start-up step that fails is only logged (spec 000 §4). */
function* step(name: string, effect: () => Generator) {
  try {
    yield* call(effect);
  } catch (error) {
    console.warn(`start-up: ${name} failed`, error instanceof Error ? error.message : error);
  }
}

function* restoreFromStorage() {
  if (!storageAvailable()) {
    yield* put(noticeAdded('error', { id: 'errors.storage_unavailable' }));
    return;
  }
  const oauth = yield* call(readJson<StoredOAuth>, STORAGE_KEYS.oauth);
  const app = oauth?.clientId && oauth.clientSecret ? { clientId: oauth.clientId, clientSecret: oauth.clientSecret } : null;
  const lastLoginName = yield* call(readJson<string>, STORAGE_KEYS.lastLoginName);
  yield* put(
    authRestored({
      app,
      token: oauth?.userToken ?? null,
      lastLoginName: typeof lastLoginName === 'string' ? lastLoginName : null,
    }),
  );
  const name = yield* call(readJson<string>, STORAGE_KEYS.instanceName);
  if (typeof name === 'string' && name) yield* put(lastKnownNameRestored(name));
  const kept = yield* call(readJson<unknown>, STORAGE_KEYS.instanceConfig);
  if (isRecord(kept) && isRecord(kept.staticConfig) && isRecord(kept.frontendConfig))
    yield* put(lastKnownConfigRestored({ staticConfig: kept.staticConfig, frontendConfig: kept.frontendConfig }));
  const config = yield* call(readJson<Partial<Settings>>, STORAGE_KEYS.config);
  if (isRecord(config)) yield* put(settingsRestored(config));
}

function* loadStaticConfig() {
  const cfg = yield* select(selectApiConfig);
  const res = yield* call(fetchStaticConfig, cfg);
  if (isRecord(res.data)) yield* put(staticConfigLoaded(res.data));
}

function* loadInstance() {
  const preloaded = readPreloaded('/api/v1/instance');
  if (isRecord(preloaded)) {
    yield* put(instanceLoaded(asServerDocument<Instance>(preloaded)));
    return;
  }
  const cfg = yield* select(selectApiConfig);
  const res = yield* call(fetchInstance, cfg);
  if (isRecord(res.data)) yield* put(instanceLoaded(res.data));
}

/** Pleroma and Akkoma inject NodeInfo under the path they serve it at. */
const PRELOADED_NODEINFO = [NODEINFO_FALLBACK, '/nodeinfo/2.1.json'];

/** The instance document once its step has settled (null when it failed): later steps that depend on it wait here. */
function* settledInstance(instanceStep: Task) {
  yield* join(instanceStep);
  return yield* select((s: RootState) => s.instance.instance);
}

/**
 * NodeInfo discovery (issue 17 §9, §16): `/.well-known/nodeinfo`, then the best document it links (2.1, else
 * 2.0) on this origin or on the server's own host (the instance document's `uri`/`domain`). Null when discovery
 * fails: no document, no readable link, or links only to other hosts.
 */
function* discoverNodeinfoPath(instanceStep: Task) {
  const cfg = yield* select(selectApiConfig);
  let hrefs: string[];
  try {
    hrefs = nodeinfoHrefs((yield* call(fetchNodeinfoLinks, cfg)).data);
  } catch {
    return null;
  }
  if (hrefs.length === 0) return null;
  const origin = window.location.origin;
  const here = pickNodeinfoPath(hrefs, origin, null);
  if (here) return here;
  // A link naming the server by its public host (a client served through a proxy): the instance document says
  // whether that host is this server.
  const instance = yield* settledInstance(instanceStep);
  return pickNodeinfoPath(hrefs, origin, instanceDomain(instance));
}

function* loadNodeinfo(instanceStep: Task) {
  for (const path of PRELOADED_NODEINFO) {
    const preloaded = readPreloaded(path);
    if (isRecord(preloaded)) {
      yield* put(nodeinfoLoaded(asServerDocument<Nodeinfo>(preloaded)));
      return;
    }
  }
  // the early script may be fetching the linked document already: its request is then taken over
  yield* call(earlyStepDone, 'nodeinfo');
  const path = (yield* call(discoverNodeinfoPath, instanceStep)) ?? NODEINFO_FALLBACK;
  const cfg = yield* select(selectApiConfig);
  const res = yield* call(fetchNodeinfo, cfg, path);
  if (isRecord(res.data)) yield* put(nodeinfoLoaded(res.data));
}

/** The admin's frontend defaults: preloaded, else asked only of Pleroma and Akkoma (others have no such path). */
function* loadFrontendConfig(instanceStep: Task) {
  const preloaded = readPreloaded('/api/pleroma/frontend_configurations');
  let data: unknown = preloaded;
  if (!isRecord(preloaded)) {
    const instance = yield* settledInstance(instanceStep);
    if (!servesPleromaApi(instance)) return;
    const cfg = yield* select(selectApiConfig);
    data = (yield* call(fetchFrontendConfigurations, cfg)).data;
  }
  if (isRecord(data) && isRecord(data.pleroma_fe)) yield* put(frontendConfigLoaded(data.pleroma_fe));
}

/**
 * Pleroma's terms of service page; other servers have none, and a missing one (404) is normal: nothing is said.
 * Only the about and registration screens show it, never a first timeline: it is asked once the first screen is
 * drawn (issue 25: the terms come after the first status).
 */
function* loadTermsOfService(instanceStep: Task) {
  yield* call(untilState, (s: RootState) => s.ui.firstScreenDrawn);
  const instance = yield* settledInstance(instanceStep);
  if (!servesPleromaApi(instance)) return;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchTermsOfService, cfg);
    const terms = serverFragment(res.data);
    if (terms) yield* put(termsOfServiceLoaded(terms));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return;
    throw error;
  }
}

/** The visitor timeline a start-up URL shows, as a timeline key (see utils/firstTimeline.ts). */
export function firstTimelineKey(pathname: string): TimelineKey | null {
  const first = firstTimeline(pathname);
  return first ? timelineKey(first.kind, first.param) : null;
}

/** The server has accepted the stored token (not merely the warm start's resumed session). */
const signedInConfirmed = (s: RootState) => s.auth.token !== null && s.auth.me !== null && !s.auth.resumed;

/**
 * The first timeline is asked for with the start-up requests, not after the mount (issue 25); the early script has
 * the same request on its way already. A visitor's once the instance document has settled (where it already says a
 * visitor is refused, nobody asks), never waiting for NodeInfo: a server that turns out to refuse visitors (Hollo's
 * 401) gets 'Log in to see this' from the answer itself. A member's once the server has accepted the token (a refused
 * one leads to the sign-in, not to a failed page), unless the warm start has drawn it from the home cache.
 */
function* prefetchFirstTimeline(instanceStep: Task, signInStep: Task) {
  if ((yield* select((s: RootState) => s.auth.token)) !== null) {
    yield* join(signInStep);
    if (yield* select(signedInConfirmed)) yield* call(prefetchMemberTimeline, window.location.pathname);
    return;
  }
  const first = firstTimeline(window.location.pathname);
  if (!first) return;
  yield* join(instanceStep);
  if (!visitorMayRead(first.kind, yield* select(selectCapabilities))) return;
  yield* put(timelinePrefetched({ key: timelineKey(first.kind, first.param) }));
}

/** The prefetched timeline is the only one at start-up: asked for (idle) or on its way (loading). */
const firstPagePending = (s: RootState) => Object.values(s.timelines).some((t) => t.status === 'idle' || t.status === 'loading');

/** The longest the mount waits for the first page prefetched (the frame index.html painted stays meanwhile). */
export const FIRST_PAGE_MOUNT_WAIT_MS = 400;

/**
 * The prefetched first page settled (or the wait ran out): mounted with the page in the store, the shell and the first
 * posts are one render and one layout (issue 25), instead of a shell laid out and painted while the posts it waits
 * for are already here, then laid out again with them.
 */
function* firstPageOrWait(prefetchStep: Task) {
  yield* join(prefetchStep);
  if (yield* select(firstPagePending)) yield* race({ page: take(firstPageSettled), wait: delay(FIRST_PAGE_MOUNT_WAIT_MS) });
}

/**
 * Start-up (spec 000 §4: config, instance documents, token login, terms of service, then mount), reordered for the
 * first status (issue 25): the requests are independent, so they run concurrently, and the app mounts once what the
 * first screen needs has settled (config, the instance document, the sign-in). NodeInfo and the admin's frontend
 * configuration keep loading after that (`startupSettled`), and the terms once the first screen is drawn; what
 * needs them waits for them (the root's redirect, the theme), the first status never does. What each sets is overlaid in a fixed order by
 * the selectors (static config < instance config < user), so arrival order changes nothing. The mount also waits
 * a moment for the first page asked with those requests (`firstPageOrWait`).
 */
export function* bootSaga() {
  yield* call(restoreFromStorage);
  // Forked first: NodeInfo discovery, the frontend configuration and the terms wait on it where they must.
  const instanceStep = yield* fork(step, 'instance', loadInstance);
  const nodeinfoStep = yield* fork(step, 'nodeinfo', () => loadNodeinfo(instanceStep));
  const frontendStep = yield* fork(step, 'frontend configuration', () => loadFrontendConfig(instanceStep));
  yield* fork(step, 'terms of service', () => loadTermsOfService(instanceStep));
  const signInStep = yield* fork(step, 'sign-in', restoreSession);
  const prefetchStep = yield* fork(step, 'first timeline', () => prefetchFirstTimeline(instanceStep, signInStep));
  const firstNeeds = yield* fork(function* needs() {
    yield* all([call(step, 'config', loadStaticConfig), join(instanceStep), join(signInStep)]);
  });
  // The home cache, read since the store started (features/warmStart): when it resumed the member's session, the
  // screen is drawn from it before any of those answers (issue 25); the sign-in check then confirms or ends it.
  const resumed = yield* call(warmStartRead);
  if (!resumed) {
    yield* join(firstNeeds);
    yield* call(firstPageOrWait, prefetchStep);
  }
  yield* put(bootFinished());
  yield* join(firstNeeds);
  yield* join([nodeinfoStep, frontendStep]);
  yield* put(startupSettled());
  // The service worker, and the notice when the client was opened offline (serviceWorker/start.ts)
  yield* spawn(startServiceWorker);
}
