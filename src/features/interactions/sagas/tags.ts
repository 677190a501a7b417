import { call, put, select } from 'typed-redux-saga';
import { describeError } from '../../../api/client';
import { followTag, unfollowTag } from '../api/tags';
import { tagFollowFailed, tagFollowToggled } from '../tagsSlice';
import { noticeAdded } from '../../../slices/ui';
import { selectApiConfig } from '../../../selectors/instance';
import { runFlows } from '../../../store/runFlows';
import { type Flow } from '../../../store/feature';
import { NOTICE_MS } from '../../../utils/noticeTimes';

/** The state already flipped (optimistic); the server confirms it, or it flips back with a notice. */
function* toggleFollow(action: ReturnType<typeof tagFollowToggled>) {
  const { name, follow } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(follow ? followTag : unfollowTag, cfg, name);
  } catch (error) {
    yield* put(tagFollowFailed({ name, follow }));
    yield* put(
      noticeAdded(
        'error',
        {
          id: follow ? 'tags.follow_error' : 'tags.unfollow_error',
          values: { tag: name },
          cause: describeError(error),
        },
        NOTICE_MS.error,
      ),
    );
  }
}

/** The same handlers, for the lazily loaded interactions chunk (sagas/interactionFlows.ts). */
export const tagFlows: Flow[] = [{ type: tagFollowToggled.type, mode: 'every', handler: toggleFollow }];

export function* tagsSaga() {
  yield* runFlows(tagFlows);
}
