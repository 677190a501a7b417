import { call, put, select } from 'redux-saga/effects';
import { describeError, type ApiConfig, type ApiResponse } from '../../../api/client';
import { fetchTag, followTag, unfollowTag } from '../api/tags';
import type { Tag } from '../../../api/types/index';
import { tagFollowFailed, tagFollowToggled, tagLoaded, tagRequested } from '../tagsSlice';
import { noticeAdded } from '../../../slices/ui';
import { selectApiConfig } from '../../../selectors/instance';
import { runFlows, type Flow } from '../../../sagas/lazyFlows';

export const TAG_ERROR_NOTICE_MS = 5_000;

function* loadTag(action: ReturnType<typeof tagRequested>) {
  const { name } = action.payload;
  const cfg: ApiConfig = yield select(selectApiConfig);
  try {
    const res: ApiResponse<Tag> = yield call(fetchTag, cfg, name);
    yield put(tagLoaded({ name, following: res.data?.following === true }));
  } catch {
    // A server without followed tags answers 404: the button then stays hidden, nothing to report.
  }
}

/** The state already flipped (optimistic); the server confirms it, or it flips back with a notice. */
function* toggleFollow(action: ReturnType<typeof tagFollowToggled>) {
  const { name, follow } = action.payload;
  const cfg: ApiConfig = yield select(selectApiConfig);
  try {
    yield call(follow ? followTag : unfollowTag, cfg, name);
  } catch (error) {
    yield put(tagFollowFailed({ name, follow }));
    yield put(
      noticeAdded(
        'error',
        { id: follow ? 'tags.follow_error' : 'tags.unfollow_error', values: { tag: name }, cause: describeError(error) },
        TAG_ERROR_NOTICE_MS,
      ),
    );
  }
}

/** The same handlers, for the lazily loaded interactions chunk (sagas/interactionFlows.ts). */
export const tagFlows: Flow[] = [
  { type: tagRequested.type, mode: 'every', handler: loadTag },
  { type: tagFollowToggled.type, mode: 'every', handler: toggleFollow },
];

export function* tagsSaga() {
  yield* runFlows(tagFlows);
}
