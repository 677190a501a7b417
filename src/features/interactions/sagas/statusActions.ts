import { call, put, select } from 'typed-redux-saga';
import { describeError, HttpError } from '../../../api/client';
import type { UiMessage } from '../../../slices/ui';
import { deleteStatus, fetchHistory, submitReport, toggleStatus } from '../api/statusActions';
import { translate } from './translation';
import { fetchStatus } from '../../../api/statuses';
import { fetchAccountStatuses } from '../../../api/accounts';
import { REPORT_STATUS_CHOICES } from '../reportChoices';
import { normalizeStatus, normalizeStatuses, type NormalizedEntities } from '../../../schemas/index';
import { selectApiConfig } from '../../../selectors/instance';
import { entitiesImported } from '../../../slices/entities/index';
import {
  historyFailed,
  historyLoaded,
  historyRequested,
  reportFailed,
  reportStatusesWanted,
  reportSubmitted,
  reportSucceeded,
  statusActionFailed,
  statusActionSucceeded,
  statusDeleteRequested,
  statusToggleFailed,
  statusToggleRequested,
  statusToggleSettled,
  statusTranslateRequested,
  statusPreviewFailed,
  statusPreviewRequested,
  type StatusToggle,
} from '../statusActionsSlice';
import { threadMuteChanged } from '../../../actions/statusEvents';
import { statusRemoved } from '../../../slices/timelines';
import { uncountDeletedReply } from '../../../sagas/replyCounts';
import { isMissingFeatureAnswer } from '../../../sagas/missingFeatures';
import { noticeAdded } from '../../../slices/ui';
import { runFlows } from '../../../store/runFlows';
import { type Flow } from '../../../store/feature';
import { cleanStatusEdits } from '../../../schemas/statusEdits';
import { NOTICE_MS } from '../../../utils/noticeTimes';

/** The server's own error text when it sent one (spec: failures carry the server error text), else our wording. */
const causeOf = (error: unknown): UiMessage => {
  const described = describeError(error);
  return error instanceof HttpError && error.serverMessage ? { ...described, text: error.serverMessage } : described;
};

const errorId = (toggle: string, on: boolean) => `status_actions.error.${on ? toggle : `un${toggle}`}`;

/** The flag each toggle sets on the status. */
const FLAG: Record<StatusToggle, 'favourited' | 'reblogged' | 'bookmarked' | 'pinned' | 'muted'> = {
  favourite: 'favourited',
  reblog: 'reblogged',
  bookmark: 'bookmarked',
  pin: 'pinned',
  mute: 'muted',
};

/**
 * A refused toggle may be one whose state already holds on the server (Hollo answers a second favourite with 404
 * and a second repeat with 500): the status is fetched, and when its flag is the one asked for, that is success.
 * A session that ended (401) or a rate limit (429) is not asked again. Returns the status's entities, or null.
 */
function* alreadyHolds(statusId: string, kind: StatusToggle, on: boolean, error: unknown) {
  if (!(error instanceof HttpError) || error.status === 401 || error.status === 429) return null;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchStatus, cfg, statusId);
    const normalized = normalizeStatus(res.data);
    const status = normalized.result ? normalized.entities.statuses[normalized.result] : undefined;
    return status && Boolean(status[FLAG[kind]]) === on ? normalized.entities : null;
  } catch {
    return null;
  }
}

/** The flag already flipped (favourite, repeat, bookmark); the reply confirms it, a failure flips it back. */
function* toggle(action: ReturnType<typeof statusToggleRequested>) {
  const { statusId, toggle: kind, on } = action.payload;
  try {
    yield* sendToggle(statusId, kind, on);
  } finally {
    yield* put(statusToggleSettled({ statusId, toggle: kind }));
  }
}

function* sendToggle(statusId: string, kind: StatusToggle, on: boolean) {
  const cfg = yield* select(selectApiConfig);
  let entities: NormalizedEntities | null;
  try {
    const res = yield* call(toggleStatus, cfg, statusId, kind, on);
    // A repeat answers with the repeat wrapping the post: both are imported.
    entities = res.data && typeof res.data === 'object' ? normalizeStatus(res.data).entities : null;
  } catch (error) {
    entities = yield* alreadyHolds(statusId, kind, on, error);
    if (!entities) {
      // A feature the server turns out to lack (thread mute) says so in its own notice: no card error beside it.
      const speaksForItself = yield* isMissingFeatureAnswer(error);
      const shown = speaksForItself ? null : { id: errorId(kind, on), cause: causeOf(error) };
      yield* put(statusToggleFailed({ statusId, toggle: kind, on, error: shown }));
      return;
    }
  }
  if (entities) yield* put(entitiesImported(entities));
  if (kind === 'mute') yield* put(threadMuteChanged({ statusId, muted: on }));
  yield* put(statusActionSucceeded({ statusId }));
}

function* remove(action: ReturnType<typeof statusDeleteRequested>) {
  const { statusId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(deleteStatus, cfg, statusId);
    yield* uncountDeletedReply(statusId, res.data);
    yield* put(statusRemoved({ id: statusId }));
  } catch (error) {
    yield* put(statusActionFailed({ statusId, error: { id: 'status_actions.error.delete', cause: causeOf(error) } }));
  }
}

function* report(action: ReturnType<typeof reportSubmitted>) {
  const { statusId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(submitReport, cfg, action.payload.report);
    yield* put(reportSucceeded({ statusId }));
    yield* put(noticeAdded('success', { id: 'status_actions.report_sent' }, NOTICE_MS.confirmation));
  } catch (error) {
    yield* put(reportFailed({ statusId, error: { id: 'user_reporting.generic_error', cause: causeOf(error) } }));
  }
}

/** The account's recent posts for the report form to offer; the form shows what the store has meanwhile. */
function* reportStatuses(action: ReturnType<typeof reportStatusesWanted>) {
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchAccountStatuses, cfg, action.payload.accountId, { limit: REPORT_STATUS_CHOICES });
    yield* put(entitiesImported(normalizeStatuses(res.data).entities));
  } catch (error) {
    // the posts already loaded stay on offer
    console.warn('[report] recent posts not loaded:', error instanceof Error ? error.message : error);
  }
}

/** A status the store lacks, for a preview: imported like any payload, or marked unavailable. */
function* preview(action: ReturnType<typeof statusPreviewRequested>) {
  const { statusId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchStatus, cfg, statusId);
    const normalized = normalizeStatus(res.data);
    if (!normalized.result) throw new Error('unusable status');
    yield* put(entitiesImported(normalized.entities));
  } catch {
    yield* put(statusPreviewFailed({ statusId }));
  }
}

function* history(action: ReturnType<typeof historyRequested>) {
  const { statusId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchHistory, cfg, statusId);
    yield* put(historyLoaded({ statusId, versions: cleanStatusEdits(res.data) }));
  } catch (error) {
    yield* put(historyFailed({ statusId, error: { id: 'status_actions.error.history', cause: causeOf(error) } }));
  }
}

/** The same handlers, for the lazily loaded interactions chunk (sagas/interactionFlows.ts). */
export const statusActionFlows: Flow[] = [
  { type: reportSubmitted.type, mode: 'every', handler: report },
  { type: reportStatusesWanted.type, mode: 'latest', handler: reportStatuses },
  { type: historyRequested.type, mode: 'every', handler: history },
  { type: statusToggleRequested.type, mode: 'every', handler: toggle },
  { type: statusDeleteRequested.type, mode: 'every', handler: remove },
  { type: statusTranslateRequested.type, mode: 'every', handler: translate },
  { type: statusPreviewRequested.type, mode: 'every', handler: preview },
];

export function* statusActionsSaga() {
  yield* runFlows(statusActionFlows);
}
