// The announcements sagas (spec 000 §4, §9; 001 §7): the 60 s fetcher (rate limits waited out, stopped at
// sign-out), 300 s staleness when the screen opens, mark as read (never while inactive), reactions, and the
// admin's list, post, edit and delete with their edit states and errors.
import { http, HttpResponse } from 'msw';
import {
  ANNOUNCEMENTS_FETCH_MS,
  announcementsBackground,
  announcementFlows,
  announcementsSaga,
} from '../../../src/features/announcements/sagas/announcements';
import { runFlows } from '../../../src/store/runFlows';
import {
  announcementDeleteRequested,
  announcementEditSubmitted,
  announcementMarkedRead,
  announcementPostSubmitted,
  announcementReactionToggled,
  announcementsOpened,
} from '../../../src/features/announcements/announcementsIntents';
import {
  editDraftChanged,
  editErrorDismissed,
  editToggled,
  postDraftChanged,
  postErrorDismissed,
  selectAnnouncementsState,
} from '../../../src/features/announcements/announcementsSlice';
import { ANNOUNCEMENTS_STALE_MS } from '../../../src/features/announcements/announcementsScreenSelectors';
import { loginSucceeded, sessionCleared, tokenObtained } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import { rateLimited } from '../../../src/slices/ui';
import type { Instance } from '../../../src/api/types/instance';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers, type SagaStore } from '../../support/sagaStore';

const { server, to } = createTestServer();

const NOW = Date.parse('2026-06-01T12:00:00Z');
const pleroma = { uri: 'https://pl.example', title: 'PL', version: '2.7.2 (compatible; Pleroma 2.6.0)', pleroma: {} } as Instance;
const alice = accountFactory({ id: 'A1', username: 'alice', acct: 'alice', pleroma: { is_admin: false } });
const admin = accountFactory({ id: 'AD', username: 'admin', acct: 'admin', pleroma: { is_admin: true } });

const signedIn = (me = alice) =>
  stateAfter(instanceLoaded(pleroma), tokenObtained({ token: 'secret-token' }), importAccount(me), loginSucceeded({ me: me.id }));

const announcement = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  content: `<p>Announcement ${id}</p>`,
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2026-05-30T10:00:00.000Z',
  updated_at: '2026-05-30T10:00:00.000Z',
  read: false,
  mentions: [],
  statuses: [],
  tags: [],
  emojis: [],
  reactions: [],
  ...more,
});

/** What the feature loader runs (everything starts at sign-in). */
function* loaderFlows() {
  yield* runFlows(announcementFlows);
}

const state = (run: SagaStore) => selectAnnouncementsState(run.getState());
const MEMBER = '/api/v1/announcements';
const ADMIN = '/api/v1/pleroma/admin/announcements';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the 60 s fetcher', () => {
  beforeEach(() => useSagaFakeTimers(NOW));
  afterEach(() => jest.useRealTimers());

  it('fetches at once, then every 60 s, and waits out a rate limit before asking again', async () => {
    let answer = [announcement('1')];
    server.use(http.get(MEMBER, () => HttpResponse.json(answer)));
    const run = runSagaInStore(announcementsBackground, signedIn());
    await until(() => state(run).status === 'loaded', 'first fetch');
    expect(to(MEMBER)[0].authorization).toBe('Bearer secret-token');
    expect(state(run).ids).toEqual(['1']);
    expect(state(run).fetchedAt).toBe(NOW);

    answer = [announcement('2'), announcement('1')];
    jest.advanceTimersByTime(ANNOUNCEMENTS_FETCH_MS - 1);
    await settle();
    expect(to(MEMBER)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await until(() => state(run).ids.length === 2, 'second fetch');
    expect(to(MEMBER)).toHaveLength(2);

    run.store.dispatch(rateLimited({ until: Date.now() + ANNOUNCEMENTS_FETCH_MS + 30_000 }));
    jest.advanceTimersByTime(ANNOUNCEMENTS_FETCH_MS);
    await settle();
    expect(to(MEMBER)).toHaveLength(2);
    jest.advanceTimersByTime(30_000);
    await until(() => to(MEMBER).length === 3, 'after the rate limit');
    run.task.cancel();
  });

  it('starts at sign-in with the screen’s takers, and both stop at sign-out (the slice is emptied)', async () => {
    server.use(http.get(MEMBER, () => HttpResponse.json([announcement('1')])));
    const run = runSagaInStore(
      loaderFlows,
      stateAfter(instanceLoaded(pleroma), tokenObtained({ token: 't' }), importAccount(alice)),
    );
    await settle();
    expect(to(MEMBER)).toHaveLength(0);
    run.store.dispatch(loginSucceeded({ me: alice.id }));
    await until(() => state(run).ids.length === 1, 'fetch at sign-in');
    // The screen's intents are taken while signed in: stale data (300 s) is asked again.
    jest.setSystemTime(NOW + 300_001);
    run.store.dispatch(announcementsOpened());
    await until(() => to(MEMBER).length === 2, 'screen refetch');
    run.store.dispatch(sessionCleared());
    expect(state(run).ids).toEqual([]);
    jest.advanceTimersByTime(ANNOUNCEMENTS_FETCH_MS * 3);
    run.store.dispatch(announcementsOpened());
    await settle();
    expect(to(MEMBER)).toHaveLength(2);
    run.task.cancel();
  });

  it('asks nothing of a server without announcements', async () => {
    server.use(http.get(MEMBER, () => HttpResponse.json([])));
    const mastodon30 = { uri: 'm.example', title: 'M', version: '3.0.0' } as Instance;
    const run = runSagaInStore(
      announcementsBackground,
      stateAfter(instanceLoaded(mastodon30), tokenObtained({ token: 't' }), importAccount(alice), loginSucceeded({ me: 'A1' })),
    );
    await settle();
    expect(to(MEMBER)).toHaveLength(0);
    run.task.cancel();
  });
});

describe('300 s staleness', () => {
  beforeEach(() => useSagaFakeTimers(NOW));
  afterEach(() => jest.useRealTimers());

  it('the screen refetches only data older than 300 s (or none)', async () => {
    server.use(http.get(MEMBER, () => HttpResponse.json([announcement('1')])));
    const run = runSagaInStore(announcementsSaga, signedIn());
    // Nothing fetched yet: opening fetches.
    run.store.dispatch(announcementsOpened());
    await until(() => to(MEMBER).length === 1, 'first open');
    await until(() => state(run).status === 'loaded', 'loaded');
    // Fresh: nothing asked.
    jest.setSystemTime(NOW + ANNOUNCEMENTS_STALE_MS);
    run.store.dispatch(announcementsOpened());
    await settle();
    expect(to(MEMBER)).toHaveLength(1);
    // Older than 300 s: asked again.
    jest.setSystemTime(NOW + ANNOUNCEMENTS_STALE_MS + 1);
    run.store.dispatch(announcementsOpened());
    await until(() => to(MEMBER).length === 2, 'stale refetch');
    run.task.cancel();
  });
});

describe('mark as read and reactions', () => {
  it('marks an active unread announcement read with POST …/dismiss', async () => {
    server.use(
      http.get(MEMBER, () => HttpResponse.json([announcement('1')])),
      http.post(`${MEMBER}/1/dismiss`, () => HttpResponse.json({})),
    );
    const run = runSagaInStore(announcementsSaga, signedIn());
    run.store.dispatch(announcementsOpened());
    await until(() => state(run).ids.length === 1, 'loaded');
    run.store.dispatch(announcementMarkedRead({ id: '1' }));
    expect(state(run).pending).toEqual(['1']);
    await until(() => state(run).byId['1']?.read === true, 'read');
    expect(state(run).pending).toEqual([]);
    expect(to(`${MEMBER}/1/dismiss`, 'POST')).toHaveLength(1);
  });

  it('never sends an inactive one (outside starts_at..ends_at); a failure says so and leaves it unread', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    server.use(
      http.get(MEMBER, () => HttpResponse.json([announcement('1', { starts_at: future }), announcement('2')])),
      http.post(`${MEMBER}/2/dismiss`, () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
    );
    const run = runSagaInStore(announcementsSaga, signedIn());
    run.store.dispatch(announcementsOpened());
    await until(() => state(run).ids.length === 2, 'loaded');
    run.store.dispatch(announcementMarkedRead({ id: '1' }));
    await until(() => state(run).pending.length === 0, 'settled');
    expect(to(`${MEMBER}/1/dismiss`)).toHaveLength(0);
    expect(state(run).byId['1']?.read).toBe(false);

    run.store.dispatch(announcementMarkedRead({ id: '2' }));
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    expect(run.getState().ui.notices[0].message).toMatchObject({ id: 'announcements.mark_read_error', cause: { text: 'Boom' } });
    expect(state(run).byId['2']?.read).toBe(false);
    expect(state(run).pending).toEqual([]);
  });

  it('adds and takes back a reaction with PUT and DELETE', async () => {
    server.use(
      http.get(MEMBER, () => HttpResponse.json([announcement('1', { reactions: [{ name: '👍', count: 2, me: false }] })])),
      http.put(`${MEMBER}/1/reactions/:name`, () => HttpResponse.json({})),
      http.delete(`${MEMBER}/1/reactions/:name`, () => HttpResponse.json({})),
    );
    const run = runSagaInStore(announcementsSaga, signedIn());
    run.store.dispatch(announcementsOpened());
    await until(() => state(run).ids.length === 1, 'loaded');
    run.store.dispatch(announcementReactionToggled({ id: '1', name: '👍', on: true }));
    await until(() => state(run).byId['1']?.reactions[0]?.count === 3, 'reacted');
    expect(state(run).byId['1']?.reactions[0]).toEqual({ name: '👍', count: 3, me: true });
    expect(to(`${MEMBER}/1/reactions/${encodeURIComponent('👍')}`, 'PUT')).toHaveLength(1);
    run.store.dispatch(announcementReactionToggled({ id: '1', name: '👍', on: false }));
    await until(() => state(run).byId['1']?.reactions[0]?.count === 2, 'taken back');
    expect(to(`${MEMBER}/1/reactions/${encodeURIComponent('👍')}`, 'DELETE')).toHaveLength(1);
  });

  it('a new custom emoji from the picker goes by its shortcode and shows with its image', async () => {
    server.use(
      http.get(MEMBER, () => HttpResponse.json([announcement('1')])),
      http.put(`${MEMBER}/1/reactions/:name`, () => HttpResponse.json({})),
    );
    const run = runSagaInStore(announcementsSaga, signedIn());
    run.store.dispatch(announcementsOpened());
    await until(() => state(run).ids.length === 1, 'loaded');
    run.store.dispatch(announcementReactionToggled({ id: '1', name: 'blobcat', on: true, url: 'https://x.test/blobcat.png' }));
    await until(() => state(run).byId['1']?.reactions.length === 1, 'reacted');
    expect(state(run).byId['1']?.reactions[0]).toEqual({
      name: 'blobcat',
      count: 1,
      me: true,
      url: 'https://x.test/blobcat.png',
    });
    expect(to(`${MEMBER}/1/reactions/blobcat`, 'PUT')).toHaveLength(1);
  });
});

describe('admins', () => {
  const adminList = () => [
    announcement('3', { read: undefined, pleroma: { raw_content: 'Three' } }),
    announcement('2', { read: undefined, pleroma: { raw_content: 'Two' } }),
  ];

  async function openAsAdmin(extra: Parameters<typeof server.use> = []) {
    server.use(
      http.get(MEMBER, () => HttpResponse.json([announcement('2', { read: true })])),
      http.get(ADMIN, () => HttpResponse.json(adminList())),
      ...extra,
    );
    const run = runSagaInStore(announcementsSaga, signedIn(admin));
    run.store.dispatch(announcementsOpened());
    await until(() => state(run).ids.length === 2, 'loaded');
    return run;
  }

  it('read every announcement from the admin API; one members do not see is inactive, read flags come from the member list', async () => {
    const run = await openAsAdmin();
    expect(to(ADMIN)[0].search.get('limit')).toBe('100');
    expect(to(ADMIN)[0].search.get('offset')).toBe('0');
    expect(state(run).ids).toEqual(['3', '2']);
    expect(state(run).byId['3']).toMatchObject({ hidden: true, read: false, rawContent: 'Three' });
    expect(state(run).byId['2']).toMatchObject({ hidden: false, read: true });
  });

  it('post sends content, times and all_day as JSON, clears the content on success and fetches again', async () => {
    const run = await openAsAdmin([http.post(ADMIN, () => HttpResponse.json(announcement('4')))]);
    run.store.dispatch(postDraftChanged({ content: 'Picnic', allDay: true }));
    run.store.dispatch(postDraftChanged({ startsAt: '2026-06-10', endsAt: '2026-06-11' }));
    run.store.dispatch(announcementPostSubmitted());
    expect(state(run).post.busy).toBe(true);
    await until(() => !state(run).post.busy, 'posted');
    const body = JSON.parse(to(ADMIN, 'POST')[0].body);
    expect(body).toEqual({
      content: 'Picnic',
      starts_at: new Date(2026, 5, 10, 0, 0, 0, 0).toISOString(),
      ends_at: new Date(2026, 5, 11, 23, 59, 59, 999).toISOString(),
      all_day: true,
    });
    expect(state(run).post.draft).toEqual({ content: '', startsAt: '2026-06-10', endsAt: '2026-06-11', allDay: true });
    await until(() => to(ADMIN, 'GET').length === 2, 'refetch');
  });

  it('a refused post keeps the form and shows post_error with the server’s words, until dismissed', async () => {
    const run = await openAsAdmin([
      http.post(ADMIN, () => HttpResponse.json({ error: 'Missing field: content.' }, { status: 400 })),
    ]);
    run.store.dispatch(postDraftChanged({ content: 'x' }));
    run.store.dispatch(announcementPostSubmitted());
    await until(() => state(run).post.error !== null, 'error');
    expect(state(run).post).toMatchObject({
      busy: false,
      draft: { content: 'x' },
      error: { id: 'announcements.post_error', cause: { text: 'Missing field: content.' } },
    });
    run.store.dispatch(postErrorDismissed());
    expect(state(run).post.error).toBeNull();
    // An empty form is never sent.
    run.store.dispatch(postDraftChanged({ content: '  ' }));
    run.store.dispatch(announcementPostSubmitted());
    await settle();
    expect(to(ADMIN, 'POST')).toHaveLength(1);
  });

  it('edit toggles edit mode from the raw content; a failure stays in it with edit_error, a success leaves it', async () => {
    let fail = true;
    const run = await openAsAdmin([
      http.patch(`${ADMIN}/3`, () =>
        fail
          ? HttpResponse.json({ error: 'ends_at must not be before starts_at' }, { status: 422 })
          : HttpResponse.json(announcement('3', { content: '<p>Three!</p>', pleroma: { raw_content: 'Three!' } })),
      ),
    ]);
    run.store.dispatch(editToggled({ id: '3' }));
    expect(state(run).edits['3']?.draft).toEqual({ content: 'Three', startsAt: '', endsAt: '', allDay: false });
    run.store.dispatch(editToggled({ id: '3' }));
    expect(state(run).edits['3']).toBeUndefined();

    run.store.dispatch(editToggled({ id: '3' }));
    run.store.dispatch(editDraftChanged({ id: '3', change: { content: 'Three!' } }));
    run.store.dispatch(announcementEditSubmitted({ id: '3' }));
    await until(() => state(run).edits['3']?.error != null, 'edit_error');
    expect(state(run).edits['3']).toMatchObject({
      busy: false,
      draft: { content: 'Three!' },
      error: { id: 'announcements.edit_error', cause: { text: 'ends_at must not be before starts_at' } },
    });
    expect(JSON.parse(to(`${ADMIN}/3`, 'PATCH')[0].body)).toEqual({
      content: 'Three!',
      starts_at: null,
      ends_at: null,
      all_day: false,
    });
    run.store.dispatch(editErrorDismissed({ id: '3' }));
    expect(state(run).edits['3']?.error).toBeNull();

    fail = false;
    run.store.dispatch(announcementEditSubmitted({ id: '3' }));
    await until(() => state(run).edits['3'] === undefined, 'left edit mode');
    // The entry takes the server's answer (then the list is asked again).
    expect(run.ofType('announcements/editSucceeded')[0].payload).toMatchObject({ id: '3', entry: { content: '<p>Three!</p>' } });
    await until(() => to(ADMIN, 'GET').length === 2, 'refetch');
  });

  it('delete removes it; a failure keeps it and says so', async () => {
    let status = 500;
    const run = await openAsAdmin([http.delete(`${ADMIN}/:id`, () => HttpResponse.json({}, { status }))]);
    run.store.dispatch(announcementDeleteRequested({ id: '3' }));
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    expect(run.getState().ui.notices[0].message.id).toBe('announcements.delete_error');
    expect(state(run).ids).toEqual(['3', '2']);
    status = 200;
    run.store.dispatch(announcementDeleteRequested({ id: '3' }));
    await until(() => state(run).ids.length === 1, 'deleted');
    expect(state(run).ids).toEqual(['2']);
  });

  it('falls back to the member list when the admin list is refused', async () => {
    server.use(
      http.get(MEMBER, () => HttpResponse.json([announcement('2', { read: true })])),
      http.get(ADMIN, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
    );
    const run = runSagaInStore(announcementsSaga, signedIn(admin));
    run.store.dispatch(announcementsOpened());
    await until(() => state(run).status === 'loaded', 'loaded');
    expect(state(run).ids).toEqual(['2']);
    expect(state(run).byId['2']).toMatchObject({ read: true, hidden: false });
  });

  it('members never ask the admin API', async () => {
    server.use(http.get(MEMBER, () => HttpResponse.json([announcement('2')])));
    const run = runSagaInStore(announcementsSaga, signedIn(alice));
    run.store.dispatch(announcementsOpened());
    await until(() => state(run).status === 'loaded', 'loaded');
    expect(to(ADMIN)).toHaveLength(0);
  });
});
