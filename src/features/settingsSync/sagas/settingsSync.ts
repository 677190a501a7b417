// The "settings-sync" chunk (spec 001 §4 Settings, §7 Settings profiles, §9): while a member is signed in on a
// server with Akkoma's settings profiles, their preferences follow them between browsers. One loop does all of
// it, so two requests to the profile never overlap: the load at sign-in, a check every 600 s, and a push after
// each change (debounced).
import type { Action } from '@reduxjs/toolkit';
import { buffers } from 'redux-saga';
import { actionChannel, call, delay, put, race, select, take } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { describeErrorWithServerText } from '../../../api/errors';
import { waitOutRateLimit } from '../../../sagas/rateLimit';
import { selectApiConfig } from '../../../selectors/instance';
import { selectSettings } from '../../../selectors/settings';
import type { Settings } from '../../../settings/defaults';
import { settingChanged, settingsRestored } from '../../../slices/settings';
import { noticeAdded, noticesWithdrawn } from '../../../slices/ui';
import type { RootState } from '../../../store/rootReducer';
import { getProfile, putProfile } from '../api/frontendSettings';
import { knownSettings, readProfile, syncedSettings, syncsKey, unknownSettings } from '../lib/profileSettings';
import { NOTICE_MS } from '../../../utils/noticeTimes';

/** Spec 001 §9: the profile is checked every 600 s. */
export const SYNC_INTERVAL_MS = 600_000;
/** A burst of changes (a slider, several switches) goes as one push this long after the last. */
export const SYNC_DEBOUNCE_MS = 3_000;

/** What the loop remembers between requests. */
interface SyncMemo {
  /** keys of the remote profile this client does not know: sent back as they were */
  extra: Record<string, unknown>;
  /** the synced values as last pulled or pushed (a stable string), null before the first answer */
  lastSynced: string | null;
}

const selectUserSettings = (s: RootState) => s.settings.user;

/** A stable text of the values that travel, to tell whether anything changed since the last sync. */
function snapshot(user: Partial<Settings>): string {
  const synced = syncedSettings(user);
  return JSON.stringify(
    Object.keys(synced)
      .sort()
      .map((key) => [key, synced[key]]),
  );
}

const isSyncedChange = (a: Action) => settingChanged.match(a) && syncsKey(a.payload.key);

/**
 * A sync (spec 001 §4): profileVersion goes up by one, an info notice, the PUT with every value that travels,
 * then a success or an error notice. A failed push leaves the local version ahead of the server's, so the next
 * check pushes again.
 */
/** What the sync says while it works: gone once its outcome is said, never shown beside it. */
const PROGRESS_NOTICES = ['settings_profile.creating', 'settings_profile.synchronizing'];

export function* pushProfile(memo: SyncMemo) {
  const { profile: name, profileVersion } = yield* select(selectSettings);
  const version = profileVersion + 1;
  yield* put(settingChanged('profileVersion', version));
  yield* put(noticeAdded('info', { id: 'settings_profile.synchronizing' }, NOTICE_MS.info));
  const user = yield* select(selectUserSettings);
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(putProfile, cfg, name, { settings: { ...memo.extra, ...syncedSettings(user) }, version });
    memo.lastSynced = snapshot(user);
    yield* put(noticesWithdrawn({ messageIds: PROGRESS_NOTICES }));
    yield* put(noticeAdded('success', { id: 'settings_profile.synchronized' }, NOTICE_MS.success));
  } catch (error) {
    yield* put(noticesWithdrawn({ messageIds: PROGRESS_NOTICES }));
    yield* put(
      noticeAdded(
        'error',
        { id: 'settings_profile.synchronization_error', cause: describeErrorWithServerText(error) },
        NOTICE_MS.error,
      ),
    );
  }
}

/** Remote values over the local ones, with the remote version (the persistence saga writes them to storage). */
function* applyRemote(settings: Record<string, unknown>, version: number) {
  const user = yield* select(selectUserSettings);
  const next: Partial<Settings> = { ...user, ...knownSettings(settings), profileVersion: version };
  yield* put(settingsRestored(next));
  return next;
}

/**
 * Reads the profile: newer than the local version, it applies; older, or equal while this browser changed
 * something since the last sync, the local values are pushed. A 404 means the member has none yet: it is
 * created (spec 001 §4: a 5 s notice, then a sync). Other failures are logged and tried at the next check.
 */
export function* loadProfile(memo: SyncMemo) {
  const { profile: name, profileVersion: local } = yield* select(selectSettings);
  const cfg = yield* select(selectApiConfig);
  let answer: unknown;
  try {
    answer = (yield* call(getProfile, cfg, name)).data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      yield* put(noticeAdded('info', { id: 'settings_profile.creating', values: { profile: name } }, NOTICE_MS.info));
      yield* call(pushProfile, memo);
      return;
    }
    console.warn('the settings profile could not be read:', error instanceof Error ? error.message : error);
    return;
  }
  const profile = readProfile(answer);
  if (!profile) {
    console.warn('the settings profile is not {settings, version}; left alone');
    return;
  }
  memo.extra = unknownSettings(profile.settings);
  if (profile.version > local) {
    const applied = yield* call(applyRemote, profile.settings, profile.version);
    memo.lastSynced = snapshot(applied);
    return;
  }
  const user = yield* select(selectUserSettings);
  const changedHere = memo.lastSynced !== null && memo.lastSynced !== snapshot(user);
  if (profile.version < local || changedHere) yield* call(pushProfile, memo);
  else memo.lastSynced = snapshot(user);
}

/** Runs while the member is signed in (the notifications background starts it through settingsSync/index.ts). */
export function* settingsSyncSaga() {
  const memo: SyncMemo = { extra: {}, lastSynced: null };
  // changes made while a request is out wait here; one is enough to know a push is due
  const changes = yield* actionChannel(isSyncedChange, buffers.sliding(1));
  yield* call(loadProfile, memo);
  for (;;) {
    const next = yield* race({ check: delay(SYNC_INTERVAL_MS), change: take(changes) });
    if (next.change) {
      for (;;) {
        const more = yield* race({ again: take(changes), quiet: delay(SYNC_DEBOUNCE_MS) });
        if (more.quiet !== undefined) break;
      }
      yield* call(pushProfile, memo);
    } else {
      yield* call(waitOutRateLimit);
      yield* call(loadProfile, memo);
    }
  }
}
