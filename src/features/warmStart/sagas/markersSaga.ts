// The reading position of home and notifications across reloads and devices (the "warm-start" chunk): Mastodon's
// read markers where the server keeps them, and always on this browser too (IndexedDB, beside the home cache).
// Both only move forward: home's is the newest row the reader has had at the top of the screen, notifications'
// the newest one seen (the read button). Restored at sign-in: notifications read up to the marker, and on a device
// without the home cache, home opens at the marker's row when the first page holds it.
import { buffers, channel, type Channel } from 'redux-saga';
import { all, call, delay, fork, put, race, select, take } from 'typed-redux-saga';
import { fetchMarkers, saveMarkers, type MarkerTimeline, type Markers } from '../../../api/markers';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import { bootFinished } from '../../../slices/ui';
import type { RootState } from '../../../store/rootReducer';
import { servesPleromaApi } from '../../../utils/pleromaLike';
import { isRecord } from '../../../utils/guards';
import { notificationsFetched, notificationsSeen, selectNotificationsState } from '../../notifications/notificationsSlice';
import { MARKERS_RECORD, readRecord } from '../homeCacheStore';
import { writeRecord } from '../homeCacheWrite';
import { currentPlaceOf, hasWarmPlace, onPlaceNoted, setWarmPlace } from '../warmPlace';
import { HOME } from '../warmStartEntry';
import { isNewerId } from './homeCacheSaga';
import { onPageLeaving } from '../pageLeaving';

/** Markers go to the server at most this often while the reader moves, and at once when the page is left. */
export const MARKERS_QUIET_MS = 5_000;
export const MARKERS_MAX_WAIT_MS = 30_000;

export const LOCAL_MARKERS_VERSION = 1;

export type LastRead = Partial<Record<MarkerTimeline, string>>;

/** The markers kept on this browser for this account on this server, or none. */
export function readLocalMarkers(raw: unknown, origin: string, account: string): LastRead {
  if (!isRecord(raw) || raw.version !== LOCAL_MARKERS_VERSION || raw.origin !== origin || raw.account !== account) return {};
  const out: LastRead = {};
  for (const timeline of ['home', 'notifications'] as const) {
    const id = raw[timeline];
    if (typeof id === 'string' && id !== '') out[timeline] = id;
  }
  return out;
}

/** The newer of two ids (either may be missing). */
export const newer = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined ? b : b === undefined || isNewerId(a, b) ? a : b;

/** What the server keeps, then this browser's: the newer of the two for each timeline. */
export function restoredLastRead(server: Markers, local: LastRead): LastRead {
  const out: LastRead = {};
  for (const timeline of ['home', 'notifications'] as const) {
    const id = newer(server[timeline]?.lastReadId, local[timeline]);
    if (id) out[timeline] = id;
  }
  return out;
}

/**
 * Notifications on a server without Pleroma's `is_seen`, and no marker anywhere yet: what is there now counts as
 * read (as before any marker), so what comes later shows as new.
 */
function* firstNotificationsMarker() {
  let ids = (yield* select(selectNotificationsState)).ids;
  while (!(yield* select(selectNotificationsState)).loaded) {
    yield* take(notificationsFetched);
    ids = (yield* select(selectNotificationsState)).ids;
  }
  if (ids[0]) yield* put(notificationsSeen({ maxId: ids[0] }));
}

function* restore(lastRead: LastRead, warm: boolean, pleromaLike: boolean) {
  const home = lastRead.home;
  if (home && !warm && !hasWarmPlace(HOME)) {
    const timeline = yield* select((s: RootState) => s.timelines[HOME]);
    // only before the first page is on screen: a list already drawn never jumps
    if (!timeline || timeline.ids.length === 0) setWarmPlace(HOME, { key: home, offset: 0, scrollY: 0 });
  }
  if (lastRead.notifications) yield* put(notificationsSeen({ maxId: lastRead.notifications }));
  else if (!pleromaLike) yield* call(firstNotificationsMarker);
}

type Change = 'change' | 'leave';

/** `top.id`: the newest row the reader has had at the top of home since the saga started. */
function listen(changes: Channel<Change>, top: { id?: string }): () => void {
  const offLeaving = onPageLeaving(() => changes.put('leave'));
  const offPlace = onPlaceNoted((key) => {
    if (key !== HOME) return;
    const id = currentPlaceOf(HOME)?.place.key ?? undefined;
    const next = newer(id, top.id);
    if (next === top.id) return;
    top.id = next;
    changes.put('change');
  });
  return () => {
    offLeaving();
    offPlace();
  };
}

function* watchSeen(changes: Channel<Change>) {
  for (;;) {
    yield* take(notificationsSeen);
    changes.put('change');
  }
}

export function* markersSaga(me: string, warm: boolean) {
  if (!(yield* select((s: RootState) => s.ui.booted))) yield* take(bootFinished);
  const origin = window.location.origin;
  const pleromaLike = servesPleromaApi(yield* select((s: RootState) => s.instance.instance));
  const local = readLocalMarkers(yield* call(readRecord, MARKERS_RECORD), origin, me);
  let server: Markers = {};
  if ((yield* select(selectCapabilities)).markers) {
    try {
      server = yield* call(fetchMarkers, yield* select(selectApiConfig));
    } catch {
      // unreachable, or no markers here (a 404 turns them off: missingFeatures.ts): this browser's then
    }
  }
  const saved: LastRead = restoredLastRead(server, local);
  // the server keeps home's marker until an answer shows it dropped it (Pleroma and Akkoma keep notifications' only)
  let homeOnServer = true;
  const changes = channel<Change>(buffers.sliding(4));
  const top: { id?: string } = {};
  const stop = listen(changes, top);
  try {
    yield* fork(restore, { ...saved }, warm, pleromaLike);
    yield* fork(watchSeen, changes);
    for (;;) {
      const first = yield* take(changes);
      let leaving = first === 'leave';
      if (!leaving) {
        const started = Date.now();
        for (;;) {
          const wait = Math.min(MARKERS_QUIET_MS, Math.max(0, started + MARKERS_MAX_WAIT_MS - Date.now()));
          const { next } = yield* race({ next: take(changes), quiet: delay(wait) });
          if (next === undefined) break;
          if (next === 'leave') {
            leaving = true;
            break;
          }
        }
      }
      const state = yield* select((s: RootState) => s);
      const seen = selectNotificationsState(state).seenMaxId ?? undefined;
      const moved: LastRead = {};
      const home = newer(top.id, saved.home);
      if (home && home !== saved.home && state.timelines[HOME]?.ids.includes(home)) moved.home = home;
      const notifications = newer(seen, saved.notifications);
      if (notifications && notifications !== saved.notifications) moved.notifications = notifications;
      if (!moved.home && !moved.notifications) continue;
      Object.assign(saved, moved);
      const toServer: LastRead = { ...moved };
      if (!homeOnServer) delete toServer.home;
      // Pleroma's read button moves its notifications marker itself
      if (pleromaLike) delete toServer.notifications;
      const online = selectCapabilities(state).markers && (toServer.home || toServer.notifications);
      const [kept] = yield* all([
        online ? call(sendMarkers, toServer, leaving) : call(() => null),
        call(writeRecord, MARKERS_RECORD, { version: LOCAL_MARKERS_VERSION, origin, account: me, ...saved }),
      ]);
      if (kept && toServer.home && !kept.home) homeOnServer = false;
    }
  } finally {
    stop();
    changes.close();
  }
}

function* sendMarkers(lastRead: LastRead, leaving: boolean) {
  try {
    return yield* call(saveMarkers, yield* select(selectApiConfig), lastRead, leaving);
  } catch {
    return null;
  }
}
