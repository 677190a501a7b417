import { all, call, fork, put, select } from 'typed-redux-saga';
import {
  fetchFrontendConfigurations,
  fetchInstance,
  fetchNodeinfo,
  fetchStaticConfig,
  fetchTermsOfService,
} from '../api/instance';
import type { Instance, Nodeinfo } from '../api/types';
import { authRestored } from '../slices/auth';
import {
  frontendConfigLoaded,
  instanceLoaded,
  nodeinfoLoaded,
  staticConfigLoaded,
  termsOfServiceLoaded,
} from '../slices/instance';
import { settingsRestored } from '../slices/settings';
import { bootFinished, noticeAdded } from '../slices/ui';
import { selectApiConfig } from '../selectors/instance';
import { readPreloaded } from '../utils/preloaded';
import { readJson, storageAvailable, STORAGE_KEYS, type StoredOAuth } from '../utils/storage';
import type { Settings } from '../settings/defaults';
import { restoreSession } from './auth';
import { timelineKey, timelinePrefetched, type TimelineKey } from '../slices/timelines';
import { firstTimeline } from '../utils/firstTimeline';
import type { RootState } from '../store/rootReducer';
import { asServerDocument, isRecord } from '../utils/guards';

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

function* loadNodeinfo() {
  const preloaded = readPreloaded('/nodeinfo/2.0.json');
  if (isRecord(preloaded)) {
    yield* put(nodeinfoLoaded(asServerDocument<Nodeinfo>(preloaded)));
    return;
  }
  const cfg = yield* select(selectApiConfig);
  const res = yield* call(fetchNodeinfo, cfg);
  if (isRecord(res.data)) yield* put(nodeinfoLoaded(res.data));
}

function* loadFrontendConfig() {
  const preloaded = readPreloaded('/api/pleroma/frontend_configurations');
  const cfg = yield* select(selectApiConfig);
  const data: unknown = isRecord(preloaded) ? preloaded : (yield* call(fetchFrontendConfigurations, cfg)).data;
  if (isRecord(data) && isRecord(data.pleroma_fe)) yield* put(frontendConfigLoaded(data.pleroma_fe));
}

function* loadTermsOfService() {
  const cfg = yield* select(selectApiConfig);
  const res = yield* call(fetchTermsOfService, cfg);
  if (typeof res.data === 'string') yield* put(termsOfServiceLoaded(res.data));
}

/** The visitor timeline a start-up URL shows, as a timeline key (see utils/firstTimeline.ts). */
export function firstTimelineKey(pathname: string): TimelineKey | null {
  const first = firstTimeline(pathname);
  return first ? timelineKey(first.kind, first.param) : null;
}

/** A visitor's first timeline is asked for alongside the instance documents, not after the mount. */
function* prefetchFirstTimeline() {
  const token = yield* select((s: RootState) => s.auth.token);
  const key = token ? null : firstTimelineKey(window.location.pathname);
  if (key) yield* put(timelinePrefetched({ key }));
}

/**
 * Start-up (spec 000 §4: config, instance documents, token login, terms of service, then mount).
 * The requests are independent, so they run concurrently; what each one sets is overlaid in a fixed
 * order by the selectors (static config < instance config < user), so arrival order changes nothing.
 * The app mounts once everything the first screen needs has settled; the terms of service, which no
 * first screen shows, keep loading after that.
 */
export function* bootSaga() {
  yield* call(restoreFromStorage);
  yield* call(prefetchFirstTimeline);
  yield* fork(step, 'terms of service', loadTermsOfService);
  yield* all([
    call(step, 'config', loadStaticConfig),
    call(step, 'instance', loadInstance),
    call(step, 'nodeinfo', loadNodeinfo),
    call(step, 'frontend configuration', loadFrontendConfig),
    call(step, 'sign-in', restoreSession),
  ]);
  yield* put(bootFinished());
}
