import { http, HttpResponse } from 'msw';
import { reportsSaga, REPORTS_POLL_MS, readReports } from '../../../src/features/moderation/sagas/reports';
import { reportsFeature } from '../../../src/features/moderation';
import { reportsStarter } from '../../../src/features/moderation/reportsStarter';
import { moderationOpened, reportsWatchStarted } from '../../../src/features/moderation/reportsIntents';
import { moderationClosed, selectModerationModal } from '../../../src/features/moderation/moderationModalSlice';
import {
  reportNoteDeleteRequested,
  reportNoteDraftChanged,
  reportNoteRequested,
  reportsSelectionSet,
  reportStatesRequested,
  selectReportsState,
} from '../../../src/features/moderation/reports/reportsSlice';
import { featureLoader } from '../../../src/store/featureLoader';
import { runFlows } from '../../../src/store/runFlows';
import { adminUserFlows } from '../../../src/features/moderation/sagas/adminUsers';
import { adminStatusChangeRequested } from '../../../src/features/moderation/moderationIntents';
import { appVerified, loginSucceeded, sessionCleared, tokenObtained } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import type { Instance } from '../../../src/api/types';
import { accountFactory, importAccount, stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import type { UnknownAction } from '@reduxjs/toolkit';
import { channel } from 'redux-saga';
import { all, call } from 'typed-redux-saga';

const { server, to } = createTestServer();

const REPORTS = '/api/v1/pleroma/admin/reports';
const pleroma = { uri: 'https://pl.example', title: 'PL', version: '2.7.2 (compatible; Pleroma 2.6.0)', pleroma: {} } as Instance;
const staff = (role: 'admin' | 'moderator' | null) =>
  accountFactory({ id: 'ME', username: 'me', pleroma: { is_admin: role === 'admin', is_moderator: role === 'moderator' } });
const signedInAs = (role: 'admin' | 'moderator' | null) =>
  stateAfter(
    instanceLoaded(pleroma),
    tokenObtained({ token: 'secret-token' }),
    importAccount(staff(role)),
    loginSucceeded({ me: 'ME' }),
  );

const bob = accountFactory({ id: 'B1', username: 'bob' });
const alice = accountFactory({ id: 'A1', username: 'alice' });
const report = (id: string, state = 'open', extra: Record<string, unknown> = {}) => ({
  id,
  account: bob,
  actor: alice,
  content: 'spam',
  created_at: '2024-05-01T10:00:00.000Z',
  statuses: [statusFactory({ id: `S${id}`, account: bob })],
  state,
  notes: [{ id: 7, content: 'seen', user: alice, created_at: '2024-05-01T11:00:00.000Z' }],
  ...extra,
});

/** Answers every GET with the open count `open` (and that many reports). */
function serveReports(open: () => number) {
  server.use(
    http.get(REPORTS, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const n = open();
      const size = Number(q.get('page_size'));
      return HttpResponse.json({ total: n, reports: Array.from({ length: Math.min(n, size) }, (_, i) => report(`R${i + 1}`)) });
    }),
  );
}

/** The chunk's saga as the loader runs it, fed from a channel the test controls. */
function runArea(state = signedInAs('moderator')) {
  const feed = channel<UnknownAction>();
  const run = runSagaInStore(function* () {
    yield* call(reportsSaga, feed);
  }, state);
  return { run, feed };
}

afterEach(() => jest.useRealTimers());

describe('readReports', () => {
  it('keeps states as the server wrote them, numeric note ids as strings, and imports accounts and posts', () => {
    const page = readReports({ total: 9, reports: [report('R1', 'escalated'), { broken: true }] });
    expect(page.total).toBe(9);
    expect(page.rows).toEqual([
      {
        id: 'R1',
        accountId: 'B1',
        actorId: 'A1',
        statusIds: ['SR1'],
        content: 'spam',
        createdAt: '2024-05-01T10:00:00.000Z',
        state: 'escalated',
        notes: [{ id: '7', content: 'seen', userId: 'A1', createdAt: '2024-05-01T11:00:00.000Z' }],
      },
    ]);
    expect(Object.keys(page.entities.accounts).sort()).toEqual(['A1', 'B1']);
    expect(Object.keys(page.entities.statuses)).toEqual(['SR1']);
  });
});

describe('the 60 s reports poller', () => {
  it('starts for staff only: a member never loads the chunk; a moderator signing in does', async () => {
    serveReports(() => 2);
    const load = jest.fn(reportsFeature.load);
    const run = runSagaInStore(function* () {
      yield* all([call(reportsStarter), call(featureLoader, { ...reportsFeature, load })]);
    }, signedInAs(null));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(to(REPORTS)).toHaveLength(0);
    // the moderator signs in in the same page
    run.store.dispatch(sessionCleared());
    run.store.dispatch(importAccount(staff('moderator')));
    run.store.dispatch(loginSucceeded({ me: 'ME' }));
    await until(() => selectModerationModal(run.getState()).openCount === 2, 'badge count');
    expect(load).toHaveBeenCalledTimes(1);
    expect(run.ofType(reportsWatchStarted.type)).toHaveLength(1);
    expect(to(REPORTS)[0]?.search.get('state')).toBe('open');
  });

  it('asks every 60 s, and stops on sign-out; a new staff session starts it again', async () => {
    useSagaFakeTimers();
    let open = 1;
    serveReports(() => open);
    const { run } = runArea();
    await until(() => selectModerationModal(run.getState()).openCount === 1, 'first count');
    expect(to(REPORTS)).toHaveLength(1);
    open = 4;
    await jest.advanceTimersByTimeAsync(REPORTS_POLL_MS);
    await until(() => selectModerationModal(run.getState()).openCount === 4, 'second count');
    expect(to(REPORTS)).toHaveLength(2);

    run.store.dispatch(sessionCleared());
    expect(selectModerationModal(run.getState()).openCount).toBe(0);
    await jest.advanceTimersByTimeAsync(REPORTS_POLL_MS * 3);
    await settle();
    expect(to(REPORTS)).toHaveLength(2);

    run.store.dispatch(importAccount(staff('admin')));
    run.store.dispatch(loginSucceeded({ me: 'ME' }));
    await until(() => to(REPORTS).length === 3, 'polling again for the admin');
  });

  it('stops when the role is lost', async () => {
    useSagaFakeTimers();
    serveReports(() => 1);
    const { run } = runArea();
    await until(() => to(REPORTS).length === 1, 'first fetch');
    // the own account comes back without the moderator flag
    run.store.dispatch(importAccount(staff(null)));
    await jest.advanceTimersByTimeAsync(REPORTS_POLL_MS * 3);
    await settle();
    expect(to(REPORTS)).toHaveLength(1);
  });

  it('without the admin scope the area says so and nothing is asked; a 403 rests the poller until the area opens', async () => {
    useSagaFakeTimers();
    const noAdmin = signedInAs('admin');
    const scoped = stateAfter(
      instanceLoaded(pleroma),
      tokenObtained({ token: 'secret-token' }),
      appVerified({ clientId: 'c', clientSecret: 's', scopes: 'read write follow push' }),
      importAccount(staff('admin')),
      loginSucceeded({ me: 'ME' }),
    );
    const a = runArea(scoped);
    await until(() => selectReportsState(a.run.getState()).access === 'denied', 'denied from the scopes');
    expect(to(REPORTS)).toHaveLength(0);
    a.run.task.cancel();

    server.use(
      http.get(REPORTS, () => HttpResponse.json({ error: 'Insufficient permissions: admin:read:reports.' }, { status: 403 })),
    );
    const b = runArea(noAdmin);
    await until(() => selectReportsState(b.run.getState()).access === 'denied', 'denied by the server');
    expect(selectReportsState(b.run.getState()).deniedText).toBe('Insufficient permissions: admin:read:reports.');
    await jest.advanceTimersByTimeAsync(REPORTS_POLL_MS * 2);
    await settle();
    expect(to(REPORTS)).toHaveLength(1);
    b.feed.put(moderationOpened());
    await until(() => to(REPORTS).length === 2, 'asked again when opened');
  });

  it('while the area is open it fetches the shown page, and Show closed drops the state filter', async () => {
    serveReports(() => 2);
    const { run, feed } = runArea();
    await until(() => to(REPORTS).length === 1, 'count');
    expect(to(REPORTS)[0]?.search.get('page_size')).toBe('1');
    run.store.dispatch(moderationOpened());
    feed.put(moderationOpened());
    await until(() => selectReportsState(run.getState()).ids.length === 2, 'page shown');
    expect(run.getState().entities.statuses.entities.SR1).toBeDefined();
    run.store.dispatch({ type: 'reports/reportsShowClosedToggled', payload: true });
    await until(() => to(REPORTS).some((r) => !r.search.has('state')), 'every state asked');
    run.store.dispatch(moderationClosed());
  });
});

describe('state changes and notes', () => {
  const opened = async () => {
    const area = runArea();
    // as the loader does: the intent reaches the store and the chunk's buffered channel
    area.run.store.dispatch(moderationOpened());
    area.feed.put(moderationOpened());
    await until(() => selectReportsState(area.run.getState()).ids.length > 0, 'page shown');
    return area.run;
  };

  it('changes the selection in bulk with one PATCH of reports [{id, state}]', async () => {
    serveReports(() => 2);
    server.use(http.patch(REPORTS, () => new HttpResponse(null, { status: 204 })));
    const run = await opened();
    run.store.dispatch(reportsSelectionSet(['R1', 'R2']));
    run.store.dispatch(reportStatesRequested({ ids: ['R1', 'R2'], state: 'closed' }));
    await until(() => to(REPORTS, 'PATCH').length === 1 && !selectReportsState(run.getState()).busy.R1, 'patched');
    expect(JSON.parse(to(REPORTS, 'PATCH')[0]!.body)).toEqual({
      reports: [
        { id: 'R1', state: 'closed' },
        { id: 'R2', state: 'closed' },
      ],
    });
    expect(selectReportsState(run.getState()).selected).toEqual([]);
  });

  it("a bulk change refused for one report keeps that one selected, with the server's words", async () => {
    serveReports(() => 2);
    server.use(
      http.patch(REPORTS, () => HttpResponse.json([{ id: 'R1' }, { id: 'R2', error: 'Unsupported state' }], { status: 400 })),
    );
    const run = await opened();
    run.store.dispatch(reportsSelectionSet(['R1', 'R2']));
    run.store.dispatch(reportStatesRequested({ ids: ['R1', 'R2'], state: 'resolved' }));
    await until(() => selectReportsState(run.getState()).errors.R2 !== undefined, 'error shown');
    const s = selectReportsState(run.getState());
    expect(s.errors.R1).toBeUndefined();
    expect(s.errors.R2?.cause?.text).toBe('Unsupported state');
    expect(s.selected).toEqual(['R2']);
  });

  it('a failed note keeps the typed text and shows the server words; a later success clears it', async () => {
    serveReports(() => 1);
    let fail = true;
    server.use(
      http.post(`${REPORTS}/R1/notes`, () =>
        fail ? HttpResponse.json({ error: 'Notes are read-only' }, { status: 422 }) : new HttpResponse(null, { status: 204 }),
      ),
    );
    const run = await opened();
    run.store.dispatch(reportNoteDraftChanged({ reportId: 'R1', text: 'Warned the user' }));
    run.store.dispatch(reportNoteRequested({ reportId: 'R1' }));
    await until(() => selectReportsState(run.getState()).errors.R1 !== undefined, 'note failed');
    expect(selectReportsState(run.getState()).drafts.R1).toBe('Warned the user');
    expect(selectReportsState(run.getState()).errors.R1).toMatchObject({
      id: 'moderation.reports.note_error',
      cause: { text: 'Notes are read-only' },
    });
    expect(JSON.parse(to(`${REPORTS}/R1/notes`, 'POST')[0]!.body)).toEqual({ content: 'Warned the user' });

    fail = false;
    run.store.dispatch(reportNoteRequested({ reportId: 'R1' }));
    await until(() => selectReportsState(run.getState()).drafts.R1 === undefined, 'note added');
    expect(selectReportsState(run.getState()).errors.R1).toBeUndefined();
  });

  it('a failed note deletion keeps the note and says why; the area keeps working', async () => {
    serveReports(() => 1);
    server.use(http.delete(`${REPORTS}/R1/notes/7`, () => new HttpResponse('""', { status: 400 })));
    const run = await opened();
    run.store.dispatch(reportNoteDeleteRequested({ reportId: 'R1', noteId: '7' }));
    await until(() => selectReportsState(run.getState()).errors.R1 !== undefined, 'delete failed');
    expect(selectReportsState(run.getState()).errors.R1?.id).toBe('moderation.reports.note_delete_error');
    expect(selectReportsState(run.getState()).byId.R1?.notes).toHaveLength(1);
    expect(selectReportsState(run.getState()).busy.R1).toBeUndefined();
  });
});

describe("an admin's changes to someone's post", () => {
  it('PUTs sensitive and visibility as JSON and shows the post the server answers with; a refusal says why', async () => {
    const STATUS = '/api/v1/pleroma/admin/statuses/S9';
    let refuse = false;
    server.use(
      http.put(STATUS, async ({ request }) =>
        refuse
          ? HttpResponse.json({ error: "User isn't privileged." }, { status: 403 })
          : HttpResponse.json(statusFactory({ id: 'S9', account: bob, ...((await request.json()) as object) })),
      ),
    );
    const run = runSagaInStore(function* () {
      yield* runFlows(adminUserFlows);
    }, signedInAs('admin'));
    run.store.dispatch(adminStatusChangeRequested({ statusId: 'S9', sensitive: true, visibility: 'unlisted' }));
    await until(() => run.getState().entities.statuses.entities.S9 !== undefined, 'post imported');
    expect(JSON.parse(to(STATUS, 'PUT')[0]!.body)).toEqual({ sensitive: true, visibility: 'unlisted' });
    expect(run.getState().entities.statuses.entities.S9).toMatchObject({ sensitive: true, visibility: 'unlisted' });

    refuse = true;
    run.store.dispatch(adminStatusChangeRequested({ statusId: 'S9', sensitive: false }));
    await until(() => run.getState().ui.notices.some((n) => n.level === 'error'), 'error notice');
    const notice = run.getState().ui.notices.find((n) => n.level === 'error');
    expect(notice?.message).toMatchObject({ id: 'moderation.status_change_error', cause: { text: "User isn't privileged." } });
  });
});
