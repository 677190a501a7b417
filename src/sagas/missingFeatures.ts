// A feature the server turns out to lack is turned off for the session, and said once (issue 17 §9):
// the API client reports every 404/405/501 (api/missingRoutes.ts), the registry (missingFeatures.ts) says
// which of them mean a missing feature, and selectCapabilities hides it everywhere from then on. The
// registry is a chunk of its own, loaded with the first such answer: most sessions never meet one.
import { buffers, eventChannel } from 'redux-saga';
import { call, put, select, take } from 'typed-redux-saga';
import { HttpError } from '../api/errors';
import { MISSING_ROUTE_STATUSES, onMissingRoute } from '../api/missingRoutes';
import type { FailedRoute, MissingFeature } from '../missingFeatures';
import { featureMissing } from '../slices/instance';
import { noticeAdded } from '../slices/ui';
import type { RootState } from '../store/rootReducer';
import { retryImport } from '../utils/retryImport';

export const MISSING_FEATURE_NOTICE_MS = 8_000;

const loadRegistry = () => retryImport(() => import(/* webpackChunkName: "missing-features" */ '../missingFeatures'));

/**
 * Whether a failed request is the server saying one of its features is missing (the registry's rule, as the saga
 * below reads every such answer): the feature turns off with its own 'This server does not support …' notice, so
 * the caller shows no error of its own beside it. Not for silent features (the caller copes by itself).
 */
export function* isMissingFeatureAnswer(error: unknown) {
  if (!(error instanceof HttpError) || !error.route || !MISSING_ROUTE_STATUSES.includes(error.status)) return false;
  try {
    const registry = yield* call(loadRegistry);
    const hit = registry.missingRouteOf({ ...error.route, status: error.status, body: error.body });
    return hit !== null && !registry.FEATURE_ROUTES[hit.feature].silent;
  } catch {
    return false; // the chunk would not load: the caller's own error shows, as the feature stays offered
  }
}

export function* missingFeaturesSaga() {
  // buffered: answers that arrive while the registry loads are read once it is in
  const reports = eventChannel<FailedRoute>((emit) => onMissingRoute(emit), buffers.expanding(8));
  /** feature -> the ways to it that answered "missing" so far */
  const missingWays = new Map<MissingFeature, Set<number>>();
  try {
    for (;;) {
      const failed = yield* take(reports);
      let registry: Awaited<ReturnType<typeof loadRegistry>>;
      try {
        registry = yield* call(loadRegistry);
      } catch {
        continue; // the chunk would not load: the feature stays offered, and its own error shows
      }
      const hit = registry.missingRouteOf(failed);
      if (!hit) continue;
      const ways = missingWays.get(hit.feature) ?? new Set<number>();
      ways.add(hit.way);
      missingWays.set(hit.feature, ways);
      if (!registry.allWaysMissing(hit.feature, ways)) continue;
      const known = yield* select((s: RootState) => s.instance.missingFeatures.includes(hit.feature));
      if (known) continue;
      yield* put(featureMissing({ feature: hit.feature }));
      // 'This server does not support direct messages.'
      if (!registry.FEATURE_ROUTES[hit.feature].silent)
        yield* put(noticeAdded('info', { id: `missing_feature.${hit.feature}` }, MISSING_FEATURE_NOTICE_MS));
    }
  } finally {
    reports.close();
  }
}
