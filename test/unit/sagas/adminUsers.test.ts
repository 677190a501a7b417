import { navigationRequested } from '../../../src/slices/ui';
import { http, HttpResponse } from 'msw';
import { runFlows } from '../../../src/store/runFlows';
import { adminUserFlows } from '../../../src/features/moderation/sagas/adminUsers';
import { selectAdminUsersState, type ModerationToggle } from '../../../src/features/moderation/adminUsersSlice';
import { adminRolesWanted, moderationRequested } from '../../../src/features/moderation';
import { tokenObtained } from '../../../src/slices/auth';
import { timelineFetched, timelineOpened } from '../../../src/slices/timelines';
import { isDeactivated, moderationItems, rolesShown } from '../../../src/features/moderation/adminUsersSelectors';
import type { RootState } from '../../../src/store/rootReducer';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';

const { server, to } = createTestServer();

const USERS = '/api/v1/pleroma/admin/users';
const bobRaw = (pleroma: Record<string, unknown> = {}) =>
  accountFactory({
    id: 'B1',
    username: 'bob',
    pleroma: { is_admin: false, is_moderator: false, tags: [], deactivated: false, ...pleroma },
  });

function* sagas() {
  yield* runFlows(adminUserFlows);
}

const signedIn = (...more: Parameters<typeof stateAfter>) =>
  stateAfter(tokenObtained({ token: 'secret-token' }), importAccount(bobRaw()), ...more);

const bob = (s: RootState) => s.entities.accounts.entities.B1!;
const request = (toggle: ModerationToggle, on: boolean, leaveProfile = false) =>
  moderationRequested({ accountId: 'B1', nickname: 'bob', toggle, on, leaveProfile });
const settledOk = (run: ReturnType<typeof runSagaInStore>) =>
  run.ofType('adminUsers/moderationSettled').map((a) => (a.payload as { ok: boolean }).ok);

let back: jest.SpyInstance;
beforeEach(() => {
  back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  // The saga notes failed look-ups on the console; they are expected here.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('moderation changes', () => {
  it('grant moderator: POST permission_group, roles updated from the answer, account re-fetched', async () => {
    server.use(
      http.post(`${USERS}/bob/permission_group/moderator`, () => HttpResponse.json({ is_moderator: true })),
      http.get('/api/v1/accounts/B1', () => HttpResponse.json(bobRaw({ is_moderator: true }))),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(request('moderator', true));
    expect(selectAdminUsersState(run.getState()).busy.B1).toEqual(['moderator']);
    await until(() => settledOk(run).length === 1, 'settled');
    expect(settledOk(run)).toEqual([true]);
    expect(to(`${USERS}/bob/permission_group/moderator`, 'POST')[0].authorization).toBe('Bearer secret-token');
    expect(selectAdminUsersState(run.getState()).roles.B1).toEqual({ admin: false, moderator: true });
    expect(bob(run.getState()).pleroma?.is_moderator).toBe(true);
    expect(selectAdminUsersState(run.getState()).busy.B1).toBeUndefined();
  });

  it('revoke admin sends DELETE', async () => {
    server.use(
      http.delete(`${USERS}/bob/permission_group/admin`, () => HttpResponse.json({ is_admin: false })),
      http.get('/api/v1/accounts/B1', () => HttpResponse.json(bobRaw())),
    );
    const run = runSagaInStore(sagas, signedIn(importAccount(bobRaw({ is_admin: true }))));
    run.store.dispatch(request('admin', false));
    await until(() => settledOk(run).length === 1, 'settled');
    expect(to(`${USERS}/bob/permission_group/admin`, 'DELETE')).toHaveLength(1);
    expect(selectAdminUsersState(run.getState()).roles.B1).toEqual({ admin: false, moderator: false });
  });

  it('a failure shows the server text and leaves everything as it was', async () => {
    server.use(
      http.put(`${USERS}/tag`, () => HttpResponse.json({ error: 'Tagging is off today' }, { status: 422 })),
      http.get('/api/v1/accounts/B1', () => HttpResponse.json(bobRaw({ tags: ['never'] }))),
    );
    const run = runSagaInStore(sagas, signedIn());
    const before = bob(run.getState());
    run.store.dispatch(request('mrf_tag:media-force-nsfw', true));
    await until(() => settledOk(run).length === 1, 'settled');
    expect(settledOk(run)).toEqual([false]);
    expect(bob(run.getState())).toBe(before);
    expect(to('/api/v1/accounts/B1')).toHaveLength(0);
    const notice = run.getState().ui.notices[0];
    expect(notice.message).toMatchObject({ id: 'moderation.tag_error', cause: { text: 'Tagging is off today' } });
    expect(selectAdminUsersState(run.getState()).busy.B1).toBeUndefined();
  });

  it('a failed grant keeps the roles and says which change failed', async () => {
    server.use(http.post(`${USERS}/bob/permission_group/admin`, () => HttpResponse.json({ error: 'Nope' }, { status: 403 })));
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(request('admin', true));
    await until(() => settledOk(run).length === 1, 'settled');
    expect(selectAdminUsersState(run.getState()).roles.B1).toBeUndefined();
    expect(rolesShown(bob(run.getState()))).toEqual({ admin: false, moderator: false });
    expect(run.getState().ui.notices[0].message).toMatchObject({ id: 'moderation.grant_admin_error', cause: { text: 'Nope' } });
  });

  it('tag: PUT with JSON arrays; the re-fetched account carries the tag', async () => {
    server.use(
      http.put(`${USERS}/tag`, () => new HttpResponse(null, { status: 204 })),
      http.get('/api/v1/accounts/B1', () => HttpResponse.json(bobRaw({ tags: ['mrf_tag:sandbox'] }))),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(request('mrf_tag:sandbox', true));
    await until(() => settledOk(run).length === 1, 'settled');
    expect(JSON.parse(to(`${USERS}/tag`, 'PUT')[0].body)).toEqual({ nicknames: ['bob'], tags: ['mrf_tag:sandbox'] });
    expect(bob(run.getState()).pleroma?.tags).toEqual(['mrf_tag:sandbox']);
  });

  it('untag: DELETE; when the account omits tags, the known ones minus this one are kept', async () => {
    const { tags: _dropped, ...noTags } = bobRaw().pleroma as Record<string, unknown>;
    server.use(
      http.delete(`${USERS}/tag`, () => new HttpResponse(null, { status: 204 })),
      http.get('/api/v1/accounts/B1', () => HttpResponse.json({ ...bobRaw(), pleroma: noTags })),
    );
    const run = runSagaInStore(sagas, signedIn(importAccount(bobRaw({ tags: ['mrf_tag:sandbox', 'mrf_tag:quarantine'] }))));
    run.store.dispatch(request('mrf_tag:sandbox', false));
    await until(() => settledOk(run).length === 1, 'settled');
    expect(bob(run.getState()).pleroma?.tags).toEqual(['mrf_tag:quarantine']);
  });

  it('deactivate: PATCH /deactivate {nicknames}; is_active: false from newer servers counts as deactivated', async () => {
    server.use(
      http.patch(`${USERS}/deactivate`, () => HttpResponse.json({ users: [{ nickname: 'bob', is_active: false }] })),
      http.get('/api/v1/accounts/B1', () =>
        HttpResponse.json({ ...bobRaw(), pleroma: { is_admin: false, is_moderator: false, is_active: false } }),
      ),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(request('deactivated', true));
    await until(() => settledOk(run).length === 1, 'settled');
    expect(JSON.parse(to(`${USERS}/deactivate`, 'PATCH')[0].body)).toEqual({ nicknames: ['bob'] });
    expect(isDeactivated(bob(run.getState()))).toBe(true);
  });

  it('delete: DELETE ?nickname=, posts leave the timelines, back one page only from the profile', async () => {
    const post = statusFactory({ id: 'S1', account: bobRaw() });
    const other = statusFactory({ id: 'S2' });
    server.use(
      http.delete(USERS, () => HttpResponse.json(['bob'])),
      http.get('/api/v1/accounts/B1', () => HttpResponse.json({ error: "Can't find user" }, { status: 404 })),
    );
    const state = signedIn(
      importStatuses([post, other]),
      timelineOpened({ key: 'public' }),
      timelineFetched({ key: 'public', direction: 'initial', ids: ['S2', 'S1'], maxId: null }),
    );
    const run = runSagaInStore(sagas, state);
    // a page before the profile (in a tab of its own there is none)
    const length = jest.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    run.store.dispatch(request('delete', true, true));
    await until(() => settledOk(run).length === 1, 'settled');
    expect(to(USERS, 'DELETE')[0].search.get('nickname')).toBe('bob');
    expect(run.getState().timelines.public.ids).toEqual(['S2']);
    expect(bob(run.getState()).pleroma?.deactivated).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);

    run.store.dispatch(request('delete', true, false));
    await until(() => settledOk(run).length === 2, 'settled');
    expect(back).toHaveBeenCalledTimes(1);

    // the profile was the tab's first page: the landing instead of leaving the app
    length.mockReturnValue(1);
    run.store.dispatch(request('delete', true, true));
    await until(() => settledOk(run).length === 3, 'settled');
    expect(back).toHaveBeenCalledTimes(1);
    expect(run.ofType(navigationRequested.type).map((a) => a.payload)).toEqual([{ to: '/', replace: true }]);
    length.mockRestore();
  });

  it('a failed delete stays on the page', async () => {
    server.use(http.delete(USERS, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(request('delete', true, true));
    await until(() => settledOk(run).length === 1, 'settled');
    expect(back).not.toHaveBeenCalled();
    expect(isDeactivated(bob(run.getState()))).toBe(false);
  });
});

describe('roles the account hides', () => {
  const hidden = () => accountFactory({ id: 'B1', username: 'bob', pleroma: { tags: [] } });

  it('are fetched from the admin API; the role items wait for the answer', async () => {
    server.use(
      http.get(`${USERS}/bob`, () =>
        HttpResponse.json({ id: 'B1', nickname: 'bob', roles: { admin: false, moderator: true }, tags: [], is_active: true }),
      ),
    );
    const run = runSagaInStore(sagas, signedIn(importAccount(hidden())));
    expect(rolesShown(bob(run.getState()))).toBeNull();
    run.store.dispatch(adminRolesWanted({ accountId: 'B1', nickname: 'bob', hidden: true }));
    expect(selectAdminUsersState(run.getState()).busy.B1).toEqual(['admin', 'moderator']);
    await until(() => selectAdminUsersState(run.getState()).busy.B1 === undefined, 'roles');
    expect(selectAdminUsersState(run.getState()).roles.B1).toEqual({ admin: false, moderator: true });
    const items = moderationItems(bob(run.getState()), selectAdminUsersState(run.getState()).roles.B1, false);
    expect(items.filter((i) => i.checked).map((i) => i.toggle)).toEqual(['moderator']);
  });

  it('also asked when shown (a server may send false for a hidden role); then nothing waits', async () => {
    server.use(
      http.get(`${USERS}/bob`, () => HttpResponse.json({ id: 'B1', nickname: 'bob', roles: { admin: true, moderator: false } })),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(adminRolesWanted({ accountId: 'B1', nickname: 'bob', hidden: false }));
    expect(selectAdminUsersState(run.getState()).busy.B1).toBeUndefined();
    await until(() => selectAdminUsersState(run.getState()).roles.B1 !== undefined, 'roles');
    expect(selectAdminUsersState(run.getState()).roles.B1).toEqual({ admin: true, moderator: false });
    expect(run.ofType('adminUsers/moderationSettled')).toEqual([]);
  });

  it('an answer that arrives after a grant made meanwhile does not undo it', async () => {
    let answerRoles: () => void = () => undefined;
    const rolesAsked = new Promise<void>((resolve) => (answerRoles = resolve));
    server.use(
      http.get(`${USERS}/bob`, async () => {
        await rolesAsked;
        return HttpResponse.json({ id: 'B1', nickname: 'bob', roles: { admin: false, moderator: false } });
      }),
      http.post(`${USERS}/bob/permission_group/moderator`, () => HttpResponse.json({ is_moderator: true })),
      http.get('/api/v1/accounts/B1', () => HttpResponse.json(bobRaw({ is_moderator: true }))),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(adminRolesWanted({ accountId: 'B1', nickname: 'bob', hidden: false }));
    run.store.dispatch(request('moderator', true));
    await until(() => settledOk(run).length === 1, 'grant settled');
    answerRoles();
    await until(() => to(`${USERS}/bob`).length === 1, 'roles asked');
    await settle();
    expect(selectAdminUsersState(run.getState()).roles.B1).toEqual({ admin: false, moderator: true });
  });

  it('a failed look-up leaves them unknown and the items usable', async () => {
    server.use(http.get(`${USERS}/bob`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    const run = runSagaInStore(sagas, signedIn(importAccount(hidden())));
    run.store.dispatch(adminRolesWanted({ accountId: 'B1', nickname: 'bob', hidden: true }));
    await until(() => selectAdminUsersState(run.getState()).busy.B1 === undefined, 'settled');
    await settle();
    expect(selectAdminUsersState(run.getState()).roles.B1).toBeUndefined();
  });
});
