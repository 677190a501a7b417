// The status menu's admin items (spec 001 §2 "admin items"): mark a post sensitive or not, change its visibility,
// through Pleroma's admin API. Not optimistic: the card shows the post the server answers with.
import { call, put, select } from 'typed-redux-saga';
import { describeErrorWithServerText } from '../../../api/errors';
import { normalizeStatus } from '../../../schemas/index';
import { selectApiConfig } from '../../../selectors/instance';
import { entitiesImported } from '../../../slices/entities/index';
import { noticeAdded } from '../../../slices/ui';
import { updateAdminStatus } from '../api/reports';
import { adminStatusChangeRequested } from '../moderationIntents';

export const STATUS_NOTICE_MS = 5_000;

export function* changeStatus(action: ReturnType<typeof adminStatusChangeRequested>) {
  const { statusId, sensitive, visibility } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(updateAdminStatus, cfg, statusId, { sensitive, visibility });
    yield* put(entitiesImported(normalizeStatus(res.data).entities));
    yield* put(noticeAdded('success', { id: 'moderation.status_changed' }, STATUS_NOTICE_MS));
  } catch (error) {
    yield* put(
      noticeAdded('error', { id: 'moderation.status_change_error', cause: describeErrorWithServerText(error) }, STATUS_NOTICE_MS),
    );
  }
}
