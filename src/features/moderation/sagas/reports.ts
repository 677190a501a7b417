// The "moderation-reports" chunk's sagas (spec 001 §4 Moderation and reports, §9 reports fetch 60 s): the poller
// that keeps the open-reports count (and the area, while shown) fresh every 60 s for as long as a moderator or
// admin is signed in, and the area's state changes and notes through Pleroma's admin API.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, delay, fork, put, race, select, take } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { describeErrorWithServerText } from '../../../api/errors';
import { normalizeAccount, normalizeStatuses, type NormalizedEntities } from '../../../schemas/index';
import { selectApiConfig } from '../../../selectors/instance';
import { entitiesImported } from '../../../slices/entities/index';
import type { UiMessage } from '../../../slices/ui';
import { waitOutRateLimit } from '../../../sagas/rateLimit';
import type { Flow } from '../../../store/feature';
import { runFlows } from '../../../store/runFlows';
import type { RootState } from '../../../store/rootReducer';
import { isRecord } from '../../../utils/guards';
import { addReportNote, deleteReportNote, fetchReports, updateReportStates, type ReportsQuery } from '../api/reports';
import { openReportsCounted, selectModerationModal } from '../moderationModalSlice';
import { selectReportsAllowed } from '../reportsIntents';
import {
  REPORTS_PAGE_SIZE,
  reportNoteDeleteRequested,
  reportNoteRequested,
  reportNoteSettled,
  reportsDenied,
  reportsLoaded,
  reportsLoadFailed,
  reportsLoading,
  reportsPageChosen,
  reportsPageClamped,
  reportsSagasReady,
  reportsShowClosedToggled,
  reportStatesRequested,
  reportStatesSettled,
  selectReportsState,
  viewQuery,
  type ReportNote,
  type ReportRow,
} from '../reports/reportsSlice';
import { untilState } from '../../../sagas/untilState';

/** Spec 001 §9: reports fetch 60 s. */
export const REPORTS_POLL_MS = 60_000;

const emptyEntities = (): NormalizedEntities => ({ accounts: {}, statuses: {}, polls: {}, relationships: {}, notifications: {} });

function merge(into: NormalizedEntities, from: NormalizedEntities) {
  Object.assign(into.accounts, from.accounts);
  Object.assign(into.statuses, from.statuses);
  Object.assign(into.polls, from.polls);
  Object.assign(into.relationships, from.relationships);
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/**
 * A page of Pleroma's ReportView: rows for the slice, and the accounts and posts in it for the entities (the
 * reported posts are shown as status cards). Broken items are dropped; a state is kept as the server wrote it.
 */
export function readReports(data: unknown): { rows: ReportRow[]; total: number; entities: NormalizedEntities } {
  const entities = emptyEntities();
  const rows: ReportRow[] = [];
  const list: unknown[] = isRecord(data) && Array.isArray(data.reports) ? data.reports : [];
  const account = (raw: unknown): string | null => {
    if (!isRecord(raw)) return null;
    const n = normalizeAccount(raw);
    merge(entities, n.entities);
    return n.result;
  };
  for (const r of list) {
    const id = isRecord(r) ? idOf(r.id) : null;
    if (!isRecord(r) || !id) continue;
    const statuses = Array.isArray(r.statuses) ? normalizeStatuses(r.statuses) : null;
    if (statuses) merge(entities, statuses.entities);
    const notes: ReportNote[] = [];
    for (const n of Array.isArray(r.notes) ? r.notes : []) {
      const noteId = isRecord(n) ? idOf(n.id) : null;
      if (!isRecord(n) || !noteId) continue;
      notes.push({
        id: noteId,
        content: typeof n.content === 'string' ? n.content : '',
        userId: account(n.user),
        createdAt: typeof n.created_at === 'string' ? n.created_at : '',
      });
    }
    rows.push({
      id,
      accountId: account(r.account),
      actorId: account(r.actor),
      statusIds: statuses?.result ?? [],
      content: typeof r.content === 'string' && r.content !== '' ? r.content : null,
      createdAt: typeof r.created_at === 'string' ? r.created_at : '',
      state: typeof r.state === 'string' ? r.state : typeof r.state === 'number' ? String(r.state) : '',
      notes,
    });
  }
  const total = isRecord(data) && typeof data.total === 'number' ? data.total : rows.length;
  return { rows, total, entities };
}

/** The app was registered without `admin` (known in this page's life): no admin call can succeed. */
const scopeMissing = (s: RootState): boolean => {
  const scopes = s.auth.app?.scopes;
  return scopes !== undefined && !scopes.split(/\s+/).some((scope) => scope === 'admin' || scope.startsWith('admin:'));
};

const sameQuery = (a: ReportsQuery, b: ReportsQuery) => a.state === b.state && a.page === b.page && a.pageSize === b.pageSize;

/**
 * One fetch: the area's page while it is shown, and the open-reports count for the badge (from the same answer
 * when the page is of open reports). Returns false when the server refuses the admin API (403): polling then
 * waits for the area to be opened again, where the refusal is shown.
 */
export function* refresh() {
  if (yield* select(scopeMissing)) {
    yield* put(reportsDenied(null));
    return false;
  }
  const cfg = yield* select(selectApiConfig);
  const { mode } = yield* select(selectModerationModal);
  let count: number | null = null;
  try {
    if (mode !== 'hidden') {
      let query = viewQuery(yield* select(selectReportsState));
      yield* put(reportsLoading());
      let page = readReports((yield* call(fetchReports, cfg, query)).data);
      // past the last page (its reports were closed meanwhile): the last page there is
      if (page.rows.length === 0 && query.page > 1 && page.total > 0) {
        yield* put(reportsPageClamped(Math.ceil(page.total / REPORTS_PAGE_SIZE)));
        query = viewQuery(yield* select(selectReportsState));
        page = readReports((yield* call(fetchReports, cfg, query)).data);
      }
      // a page or 'Show closed' chosen meanwhile fetches its own answer
      if (sameQuery(query, viewQuery(yield* select(selectReportsState)))) {
        yield* put(entitiesImported(page.entities));
        yield* put(reportsLoaded({ reports: page.rows, total: page.total }));
      }
      if (query.state === 'open') count = page.total;
    }
    if (count === null) count = readReports((yield* call(fetchReports, cfg, { state: 'open', page: 1, pageSize: 1 })).data).total;
    yield* put(openReportsCounted(count));
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) {
      yield* put(reportsDenied(error.serverMessage));
      return false;
    }
    yield* put(reportsLoadFailed({ id: 'moderation.reports.load_error', cause: describeErrorWithServerText(error) }));
    return true;
  }
}

/** Every 60 s, and at once when the area is opened (the feature's intents, buffered in `channel`). */
function* poll(channel: Channel<UnknownAction>) {
  for (;;) {
    yield* call(waitOutRateLimit);
    const ok = yield* call(refresh);
    if (ok) yield* race({ tick: delay(REPORTS_POLL_MS), asked: take(channel) });
    else yield* take(channel);
  }
}

/** Polls only while a moderator or admin is signed in: sign-out or a lost role stops it, a new staff session starts it. */
export function* pollWhileStaff(channel: Channel<UnknownAction>) {
  for (;;) {
    yield* call(untilState, selectReportsAllowed);
    yield* race({ poll: call(poll, channel), lost: call(untilState, (s: RootState) => !selectReportsAllowed(s)) });
  }
}

/** The ids Pleroma's 400 names with an error (`[{id, error}]`); without such a list, every id failed alike. */
export function refusedOf(error: unknown, ids: string[]): Record<string, UiMessage> {
  const described = describeErrorWithServerText(error);
  const body = error instanceof HttpError ? error.body : null;
  if (Array.isArray(body)) {
    const failed: Record<string, UiMessage> = {};
    for (const item of body) {
      const id = isRecord(item) ? idOf(item.id) : null;
      if (!isRecord(item) || !id || item.error === undefined) continue;
      const text = typeof item.error === 'string' && item.error !== '' ? item.error : undefined;
      failed[id] = { id: 'moderation.reports.state_error', cause: text ? { ...described, text } : described };
    }
    if (Object.keys(failed).length) return failed;
  }
  return Object.fromEntries(ids.map((id) => [id, { id: 'moderation.reports.state_error', cause: described }]));
}

function* changeStates(action: ReturnType<typeof reportStatesRequested>) {
  const { ids, state } = action.payload;
  const cfg = yield* select(selectApiConfig);
  let failed: Record<string, UiMessage> = {};
  try {
    yield* call(
      updateReportStates,
      cfg,
      ids.map((id) => ({ id, state })),
    );
  } catch (error) {
    failed = refusedOf(error, ids);
  }
  yield* put(reportStatesSettled({ ids, state, failed }));
  yield* call(refresh);
}

function* addNote(action: ReturnType<typeof reportNoteRequested>) {
  const { reportId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  const content = (yield* select((s: RootState) => selectReportsState(s).drafts[reportId] ?? '')).trim();
  if (!content) {
    yield* put(reportNoteSettled({ reportId, added: false, error: null }));
    return;
  }
  try {
    yield* call(addReportNote, cfg, reportId, content);
  } catch (error) {
    const cause = describeErrorWithServerText(error);
    yield* put(reportNoteSettled({ reportId, added: false, error: { id: 'moderation.reports.note_error', cause } }));
    return;
  }
  yield* put(reportNoteSettled({ reportId, added: true, error: null }));
  yield* call(refresh);
}

function* removeNote(action: ReturnType<typeof reportNoteDeleteRequested>) {
  const { reportId, noteId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(deleteReportNote, cfg, reportId, noteId);
  } catch (error) {
    const cause = describeErrorWithServerText(error);
    yield* put(reportNoteSettled({ reportId, added: false, error: { id: 'moderation.reports.note_delete_error', cause } }));
    return;
  }
  yield* put(reportNoteSettled({ reportId, added: false, error: null }));
  yield* call(refresh);
}

/** The area's intents, taken from the store: the area renders only once these run (`ready`). */
export const reportFlows: Flow[] = [
  { type: reportsPageChosen.type, mode: 'latest', handler: refresh },
  { type: reportsShowClosedToggled.type, mode: 'latest', handler: refresh },
  { type: reportStatesRequested.type, mode: 'every', handler: changeStates },
  { type: reportNoteRequested.type, mode: 'every', handler: addNote },
  { type: reportNoteDeleteRequested.type, mode: 'every', handler: removeNote },
];

export function* reportsSaga(channel: Channel<UnknownAction>) {
  yield* fork(runFlows, reportFlows);
  yield* put(reportsSagasReady());
  yield* call(pollWhileStaff, channel);
}
