import { put, select, takeEvery } from 'typed-redux-saga';
import { accountBlocked, accountUnfollowed } from '../actions/statusEvents';
import { timelineStatusesRemoved, type TimelineKey } from '../slices/timelines';
import type { RootState } from '../store/rootReducer';

/** Spec 000 §4: a block clears friends, public and federated; an unfollow clears friends. */
export const BLOCK_CLEARS: TimelineKey[] = ['friends', 'public', 'publicAndExternal'];
export const UNFOLLOW_CLEARS: TimelineKey[] = ['friends'];

/** Ids in those timelines (shown or queued) of statuses by the account, its repeats, and repeats of its posts. */
export function statusIdsByAccount(state: RootState, keys: TimelineKey[], accountId: string): string[] {
  const statuses = state.entities.statuses.entities;
  const byAccount = (id: string): boolean => {
    const status = statuses[id];
    if (!status) return false;
    if (status.account === accountId) return true;
    return status.reblog ? statuses[status.reblog]?.account === accountId : false;
  };
  const ids = new Set<string>();
  for (const key of keys) {
    const tl = state.timelines[key];
    if (!tl) continue;
    for (const id of [...tl.ids, ...tl.pendingIds]) if (byAccount(id)) ids.add(id);
  }
  return [...ids];
}

function* removeFrom(keys: TimelineKey[], accountId: string) {
  const ids = yield* select((s: RootState) => statusIdsByAccount(s, keys, accountId));
  if (ids.length) yield* put(timelineStatusesRemoved({ keys, ids }));
}

export function* statusEventsSaga() {
  yield* takeEvery(accountBlocked, (a) => removeFrom(BLOCK_CLEARS, a.payload.accountId));
  yield* takeEvery(accountUnfollowed, (a) => removeFrom(UNFOLLOW_CLEARS, a.payload.accountId));
}
