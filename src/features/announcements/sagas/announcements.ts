// The announcements chunk's sagas (spec 000 §4, §9; 001 §7): the 60 s fetcher while signed in (it waits out
// rate limits and stops at sign-out), the screen's refetch of stale data (older than 300 s), mark as read,
// reactions, and the admin's post, edit and delete through Pleroma's admin API.
import { all, call, delay, put, race, select, take } from 'typed-redux-saga';
import { describeErrorWithServerText } from '../../../api/errors';
import type { Announcement } from '../../../api/types/announcement';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import { noticeAdded, type UiMessage } from '../../../slices/ui';
import { loginSucceeded, sessionCleared } from '../../../slices/auth';
import { waitOutRateLimit } from '../../../sagas/rateLimit';
import type { Flow } from '../../../store/feature';
import { runFlows } from '../../../store/runFlows';
import * as api from '../api/announcements';
import {
  announcementDeleteRequested,
  announcementEditSubmitted,
  announcementMarkedRead,
  announcementPostSubmitted,
  announcementReactionToggled,
  announcementsOpened,
} from '../announcementsIntents';
import {
  announcementActionFailed,
  announcementDeleted,
  announcementReactionDone,
  announcementReadDone,
  announcementsFetchFailed,
  announcementsFetchStarted,
  announcementsLoaded,
  editFailed,
  editSucceeded,
  postFailed,
  postSucceeded,
  selectAnnouncementsState,
} from '../announcementsSlice';
import { isAnnouncementsStale, selectCanManageAnnouncements } from '../announcementsScreenSelectors';
import { toAnnouncementEntry, type AnnouncementEntry } from '../lib/announcementEntry';
import { fromInputValue, isInactive, type AnnouncementDraft } from '../lib/announcementTimes';

/** Spec 000 §9: the fetcher asks every 60 s. */
export const ANNOUNCEMENTS_FETCH_MS = 60_000;
/** The admin list is asked in one page of this many (Pleroma's limit/offset). */
export const ADMIN_PAGE_LIMIT = 100;

const entries = (list: unknown[], member?: Map<string, Announcement>): AnnouncementEntry[] =>
  list
    .map((raw) => {
      if (!member) return toAnnouncementEntry(raw);
      const seen = member.get(String((raw as Announcement | null)?.id));
      return toAnnouncementEntry(raw, { read: seen?.read === true, hidden: !seen });
    })
    .filter((a): a is AnnouncementEntry => a !== null);

/**
 * Members get GET /api/v1/announcements. Admins on Pleroma/Akkoma get every announcement from the admin API,
 * each marked read as the member list says, and inactive when the member list leaves it out (as Pleroma-FE
 * does); a refused admin list falls back to the member one.
 */
export function* fetchAnnouncementsNow() {
  if (!(yield* select(selectCapabilities)).announcements) return;
  const cfg = yield* select(selectApiConfig);
  yield* put(announcementsFetchStarted());
  try {
    const member = yield* call(api.fetchAnnouncements, cfg);
    let list = entries(member.data);
    if (yield* select(selectCanManageAnnouncements)) {
      try {
        const admin = yield* call(api.fetchAdminAnnouncements, cfg, ADMIN_PAGE_LIMIT);
        list = entries(admin.data, new Map(member.data.map((a) => [String(a?.id), a])));
      } catch (error) {
        console.warn(
          '[announcements] admin list refused, showing the member list:',
          error instanceof Error ? error.message : error,
        );
      }
    }
    yield* put(announcementsLoaded({ entries: list, at: Date.now() }));
  } catch (error) {
    console.warn('[announcements] could not fetch:', error instanceof Error ? error.message : error);
    yield* put(announcementsFetchFailed());
  }
}

/** Now, then every 60 s, never while rate limited. */
export function* announcementsBackground() {
  for (;;) {
    yield* call(fetchAnnouncementsNow);
    yield* delay(ANNOUNCEMENTS_FETCH_MS);
    yield* call(waitOutRateLimit);
  }
}

/** The screen opened: stale data (or none) is asked again at once. */
function* refreshIfStale() {
  if (isAnnouncementsStale(yield* select(selectAnnouncementsState), Date.now())) yield* call(fetchAnnouncementsNow);
}

const failure = (id: string, err: unknown): UiMessage => ({ id, cause: describeErrorWithServerText(err) });

function* markRead(action: ReturnType<typeof announcementMarkedRead>) {
  const { id } = action.payload;
  const entry = (yield* select(selectAnnouncementsState)).byId[id];
  // Inactive announcements cannot be marked read (spec 000 §4); a read one needs nothing.
  if (!entry || entry.read || isInactive(entry, Date.now())) {
    yield* put(announcementActionFailed({ id }));
    return;
  }
  try {
    yield* call(api.dismissAnnouncement, yield* select(selectApiConfig), id);
    yield* put(announcementReadDone({ id }));
  } catch (error) {
    yield* put(announcementActionFailed({ id }));
    yield* put(noticeAdded('error', failure('announcements.mark_read_error', error)));
  }
}

function* react(action: ReturnType<typeof announcementReactionToggled>) {
  const { id, name, on, url } = action.payload;
  try {
    yield* call(api.reactToAnnouncement, yield* select(selectApiConfig), id, name, on);
    yield* put(announcementReactionDone({ id, name, on, ...(url ? { url } : {}) }));
  } catch (error) {
    yield* put(announcementActionFailed({ id }));
    yield* put(noticeAdded('error', failure('announcements.reaction_error', error)));
  }
}

/** The form as Pleroma's admin API takes it (empty times are null: no start, no end). */
export const paramsOf = (draft: AnnouncementDraft) => ({
  content: draft.content,
  starts_at: fromInputValue(draft.startsAt, draft.allDay, 'start'),
  ends_at: fromInputValue(draft.endsAt, draft.allDay, 'end'),
  all_day: draft.allDay,
});

/** Post what the form holds; success clears its content and asks for the list again. */
function* post() {
  const form = (yield* select(selectAnnouncementsState)).post;
  if (!form.busy) return; // the slice refused it: empty, or one already on its way
  try {
    yield* call(api.createAnnouncement, yield* select(selectApiConfig), paramsOf(form.draft));
    yield* put(postSucceeded());
  } catch (error) {
    yield* put(postFailed(failure('announcements.post_error', error)));
    return;
  }
  yield* call(fetchAnnouncementsNow);
}

/** Save one announcement's edit form: success leaves edit mode, failure stays in it with edit_error. */
function* edit(action: ReturnType<typeof announcementEditSubmitted>) {
  const { id } = action.payload;
  const form = (yield* select(selectAnnouncementsState)).edits[id];
  if (!form?.busy) return;
  try {
    const res = yield* call(api.updateAnnouncement, yield* select(selectApiConfig), id, paramsOf(form.draft));
    yield* put(editSucceeded({ id, entry: toAnnouncementEntry(res.data) }));
  } catch (error) {
    yield* put(editFailed({ id, error: failure('announcements.edit_error', error) }));
    return;
  }
  yield* call(fetchAnnouncementsNow);
}

function* remove(action: ReturnType<typeof announcementDeleteRequested>) {
  const { id } = action.payload;
  try {
    yield* call(api.deleteAnnouncement, yield* select(selectApiConfig), id);
    yield* put(announcementDeleted({ id }));
  } catch (error) {
    yield* put(announcementActionFailed({ id }));
    yield* put(noticeAdded('error', failure('announcements.delete_error', error)));
  }
}

/** The screen's intents, taken from the store while signed in (the screen offers its buttons once data came). */
export const screenFlows: Flow[] = [
  { type: announcementsOpened.type, mode: 'leading', handler: refreshIfStale },
  { type: announcementMarkedRead.type, mode: 'every', handler: markRead },
  { type: announcementReactionToggled.type, mode: 'every', handler: react },
  { type: announcementPostSubmitted.type, mode: 'leading', handler: post },
  { type: announcementEditSubmitted.type, mode: 'every', handler: edit },
  { type: announcementDeleteRequested.type, mode: 'every', handler: remove },
];

/** From sign-in (or a stored session's check) to sign-out: the fetcher and the screen's takers. */
function* whileSignedIn() {
  yield* race([all([call(announcementsBackground), call(runFlows, screenFlows)]), take(sessionCleared)]);
}

/** What the feature loader runs: everything starts at sign-in. */
export const announcementFlows: Flow[] = [{ type: loginSucceeded.type, mode: 'latest', handler: whileSignedIn }];

/** The screen's flows alone, taken straight from the store (tests). */
export function* announcementsSaga() {
  yield* runFlows(screenFlows);
}
