// The lists feature's sagas (spec 000 §4 Lists, §5, §9): the 240 s refresh, the list title, the form's
// debounced member search, create → members → timeline, save's member diff, delete, and failures that keep
// the form as typed.
import { http, HttpResponse } from 'msw';
import { LISTS_REFRESH_MS, MEMBER_SEARCH_DEBOUNCE_MS, listsBackground, listsSaga } from '../../../src/features/lists/sagas/lists';
import {
  listDeleteRequested,
  listEditorClosed,
  listEditorOpened,
  listMemberSearchChanged,
  listRequested,
  listSubmitted,
} from '../../../src/features/lists/listsIntents';
import { listMemberToggled, listTitleEdited, selectListsState } from '../../../src/features/lists/listsSlice';
import { selectListTitle } from '../../../src/features/lists/listsSelectors';
import { loginSucceeded, sessionCleared, tokenObtained } from '../../../src/slices/auth';
import { navigationRequested, rateLimited } from '../../../src/slices/ui';
import { accountFactory, reduce, stateAfter } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers, type SagaStore } from '../../support/sagaStore';

const { server, to } = createTestServer();
const signedIn = () => stateAfter(tokenObtained({ token: 'secret-token' }));
const editor = (run: SagaStore) => selectListsState(run.getState()).editor;
const navigations = (run: SagaStore) =>
  run.ofType(navigationRequested.type).map((a) => (a as ReturnType<typeof navigationRequested>).payload);
const formIds = (body: string) => new URLSearchParams(body).getAll('account_ids[]');

const alice = accountFactory({ id: '1', acct: 'alice', username: 'alice' });
const bob = accountFactory({ id: '2', acct: 'bob', username: 'bob' });
const carol = accountFactory({ id: '3', acct: 'carol@remote.example', username: 'carol' });

describe('the list timeline title', () => {
  it('fetches a list for its title', async () => {
    server.use(http.get('/api/v1/lists/7', () => HttpResponse.json({ id: '7', title: 'Close friends', replies_policy: 'list' })));
    const run = runSagaInStore(listsSaga);
    run.store.dispatch(listRequested({ id: '7' }));
    await until(() => selectListTitle(run.getState(), '7') !== null, 'list');
    expect(selectListsState(run.getState()).items).toEqual([{ id: '7', title: 'Close friends' }]);
  });

  it('a failure leaves the title unknown and says nothing (the timeline reports its own errors)', async () => {
    server.use(http.get('/api/v1/lists/7', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })));
    const run = runSagaInStore(listsSaga);
    run.store.dispatch(listRequested({ id: '7' }));
    await until(() => to('/api/v1/lists/7').length === 1, 'request');
    await settle();
    expect(selectListsState(run.getState()).items).toEqual([]);
    expect(run.getState().ui.notices).toEqual([]);
  });
});

describe('the 240 s refresh', () => {
  beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('fetches the lists at once, then every 240 s, and waits out a rate limit before asking again', async () => {
    let answer = [{ id: '3', title: 'Old' }];
    server.use(http.get('/api/v1/lists', () => HttpResponse.json(answer)));
    const run = runSagaInStore(listsBackground, signedIn());
    await until(() => selectListsState(run.getState()).status === 'loaded', 'first fetch');
    expect(to('/api/v1/lists')[0].authorization).toBe('Bearer secret-token');
    expect(selectListsState(run.getState()).items).toEqual([{ id: '3', title: 'Old' }]);

    answer = [
      { id: '3', title: 'Old' },
      { id: '12', title: 'New' },
    ];
    jest.advanceTimersByTime(LISTS_REFRESH_MS - 1);
    await settle();
    expect(to('/api/v1/lists')).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await until(() => to('/api/v1/lists').length === 2, 'refresh');
    await until(() => selectListsState(run.getState()).items.length === 2, 'refreshed lists');

    // A 429 elsewhere: the next refresh waits until the server's reset time.
    run.store.dispatch(rateLimited({ until: Date.now() + LISTS_REFRESH_MS + 30_000 }));
    jest.advanceTimersByTime(LISTS_REFRESH_MS);
    await settle();
    expect(to('/api/v1/lists')).toHaveLength(2);
    jest.advanceTimersByTime(30_000);
    await until(() => to('/api/v1/lists').length === 3, 'after the rate limit');
  });

  it('a failed refresh keeps the lists already shown', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = false;
    server.use(
      http.get('/api/v1/lists', () =>
        fail ? HttpResponse.json({ error: 'oops' }, { status: 500 }) : HttpResponse.json([{ id: '3', title: 'Kept' }]),
      ),
    );
    const run = runSagaInStore(listsBackground, signedIn());
    await until(() => selectListsState(run.getState()).status === 'loaded', 'first fetch');
    fail = true;
    jest.advanceTimersByTime(LISTS_REFRESH_MS);
    await until(() => to('/api/v1/lists').length === 2, 'refresh');
    await settle();
    expect(selectListsState(run.getState())).toMatchObject({ status: 'loaded', items: [{ id: '3', title: 'Kept' }] });
  });
});

describe('the member search', () => {
  beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
  afterEach(() => jest.useRealTimers());

  it('asks 2000 ms after the last change, with following and resolve=false, and shows the accounts found but the member', async () => {
    server.use(http.get('/api/v1/accounts/search', () => HttpResponse.json([alice, bob, carol])));
    const run = runSagaInStore(listsSaga, reduce(signedIn(), loginSucceeded({ me: '3' })));
    run.store.dispatch(listEditorOpened({ id: null }));
    run.store.dispatch(listMemberSearchChanged({ query: 'al', followingOnly: false }));
    jest.advanceTimersByTime(1500);
    run.store.dispatch(listMemberSearchChanged({ query: 'ali', followingOnly: true }));
    expect(editor(run)?.search.status).toBe('waiting');
    jest.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS - 1);
    await settle();
    expect(to('/api/v1/accounts/search')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await until(() => editor(run)?.search.status === 'loaded', 'results');
    const [asked] = to('/api/v1/accounts/search');
    expect(to('/api/v1/accounts/search')).toHaveLength(1);
    expect(asked.search.get('q')).toBe('ali');
    expect(asked.search.get('following')).toBe('true');
    expect(asked.search.get('resolve')).toBe('false');
    // the member's own account is left out
    expect(editor(run)?.search.ids).toEqual(['1', '2']);
    expect(run.getState().entities.accounts.entities['2']?.acct).toBe('bob');
  });

  it('an emptied field or a closed form asks nothing', async () => {
    server.use(http.get('/api/v1/accounts/search', () => HttpResponse.json([alice])));
    const run = runSagaInStore(listsSaga, signedIn());
    run.store.dispatch(listEditorOpened({ id: null }));
    run.store.dispatch(listMemberSearchChanged({ query: 'al', followingOnly: false }));
    run.store.dispatch(listMemberSearchChanged({ query: '  ', followingOnly: false }));
    jest.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS);
    run.store.dispatch(listMemberSearchChanged({ query: 'al', followingOnly: false }));
    run.store.dispatch(listEditorClosed());
    jest.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS);
    await settle();
    expect(to('/api/v1/accounts/search')).toHaveLength(0);
  });
});

/** A store with the create form open, a title typed and members ticked from a search. */
function newForm(title: string, members: (typeof alice)[]) {
  const run = runSagaInStore(listsSaga, signedIn());
  run.store.dispatch(listEditorOpened({ id: null }));
  run.store.dispatch(listTitleEdited(title));
  for (const m of members) {
    run.store.dispatch({ type: 'entities/imported', payload: { accounts: { [m.id]: { ...m, display_name: m.username } } } });
    run.store.dispatch(listMemberToggled(m.id));
  }
  return run;
}

describe('create', () => {
  it('creates the list, sets its members, then opens its timeline (replacing the form)', async () => {
    server.use(
      http.post('/api/v1/lists', () => HttpResponse.json({ id: '12', title: 'Friends' })),
      http.post('/api/v1/lists/12/accounts', () => HttpResponse.json({})),
    );
    const run = newForm('  Friends ', [alice, carol]);
    run.store.dispatch(listSubmitted());
    expect(editor(run)?.busy).toBe('create');
    await until(() => navigations(run).length === 1, 'navigation');
    expect(new URLSearchParams(to('/api/v1/lists', 'POST')[0].body).get('title')).toBe('Friends');
    expect(formIds(to('/api/v1/lists/12/accounts', 'POST')[0].body)).toEqual(['1', '3']);
    expect(navigations(run)[0]).toMatchObject({ to: '/lists/12', replace: true });
    expect(selectListsState(run.getState()).items).toEqual([{ id: '12', title: 'Friends' }]);
    expect(editor(run)?.busy).toBeNull();
  });

  it('a list without members is only created', async () => {
    server.use(http.post('/api/v1/lists', () => HttpResponse.json({ id: '12', title: 'Empty' })));
    const run = newForm('Empty', []);
    run.store.dispatch(listSubmitted());
    await until(() => navigations(run).length === 1, 'navigation');
    expect(to('/api/v1/lists/12/accounts')).toHaveLength(0);
  });

  it('is refused while the title is empty or blank: nothing is asked', async () => {
    const run = newForm('   ', [alice]);
    run.store.dispatch(listSubmitted());
    expect(editor(run)?.busy).toBeNull();
    await settle();
    expect(to('/api/v1/lists')).toHaveLength(0);
  });

  it("a refused create keeps the form as typed and shows the server's words", async () => {
    server.use(http.post('/api/v1/lists', () => HttpResponse.json({ error: 'Title is too long' }, { status: 422 })));
    const run = newForm('Friends', [alice, bob]);
    run.store.dispatch(listSubmitted());
    await until(() => editor(run)?.error !== null, 'error');
    expect(editor(run)).toMatchObject({ listId: null, title: 'Friends', selectedIds: ['1', '2'], busy: null });
    expect(editor(run)?.error).toEqual({
      id: 'lists.create_failed',
      cause: expect.objectContaining({ text: 'Title is too long' }),
    });
    expect(navigations(run)).toEqual([]);
  });

  it('members refused after the create: the form now edits the new list, so trying again never creates twice', async () => {
    let refuse = true;
    server.use(
      http.post('/api/v1/lists', () => HttpResponse.json({ id: '12', title: 'Friends' })),
      http.post('/api/v1/lists/12/accounts', () =>
        refuse ? HttpResponse.json({ error: 'Record not found' }, { status: 404 }) : HttpResponse.json({}),
      ),
    );
    const run = newForm('Friends', [alice]);
    run.store.dispatch(listSubmitted());
    await until(() => editor(run)?.error !== null, 'error');
    expect(editor(run)).toMatchObject({ listId: '12', title: 'Friends', selectedIds: ['1'], memberIds: [], busy: null });
    expect(editor(run)?.error?.id).toBe('lists.save_failed');
    refuse = false;
    run.store.dispatch(listSubmitted());
    await until(() => navigations(run).length === 1, 'navigation');
    expect(to('/api/v1/lists', 'POST')).toHaveLength(1);
    expect(to('/api/v1/lists/12', 'PUT')).toHaveLength(0);
    expect(formIds(to('/api/v1/lists/12/accounts', 'POST')[1].body)).toEqual(['1']);
  });
});

/** A store with the edit form of list 5 loaded: members alice and bob. */
async function editForm(title = 'Friends') {
  server.use(
    http.get('/api/v1/lists/5', () => HttpResponse.json({ id: '5', title })),
    http.get('/api/v1/lists/5/accounts', () => HttpResponse.json([alice, bob])),
  );
  const run = runSagaInStore(listsSaga, signedIn());
  run.store.dispatch(listEditorOpened({ id: '5' }));
  expect(editor(run)?.status).toBe('loading');
  await until(() => editor(run)?.status === 'loaded', 'editor');
  return run;
}

describe('edit', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the title and every member (limit=0)', async () => {
    const run = await editForm();
    expect(editor(run)).toMatchObject({ listId: '5', title: 'Friends', memberIds: ['1', '2'], selectedIds: ['1', '2'] });
    expect(to('/api/v1/lists/5/accounts')[0].search.get('limit')).toBe('0');
  });

  it('save sends the new title, adds and removes only the changed members, then opens the timeline', async () => {
    server.use(
      http.put('/api/v1/lists/5', () => HttpResponse.json({ id: '5', title: 'Best friends' })),
      http.post('/api/v1/lists/5/accounts', () => HttpResponse.json({})),
      http.delete('/api/v1/lists/5/accounts', () => HttpResponse.json({})),
    );
    const run = await editForm();
    run.store.dispatch(listTitleEdited('Best friends'));
    run.store.dispatch(listMemberToggled('2'));
    run.store.dispatch({ type: 'entities/imported', payload: { accounts: { '3': { ...carol, display_name: 'carol' } } } });
    run.store.dispatch(listMemberToggled('3'));
    run.store.dispatch(listSubmitted());
    expect(editor(run)?.busy).toBe('save');
    await until(() => navigations(run).length === 1, 'navigation');
    expect(new URLSearchParams(to('/api/v1/lists/5', 'PUT')[0].body).get('title')).toBe('Best friends');
    expect(formIds(to('/api/v1/lists/5/accounts', 'POST')[0].body)).toEqual(['3']);
    expect(formIds(to('/api/v1/lists/5/accounts', 'DELETE')[0].body)).toEqual(['2']);
    expect(navigations(run)[0]).toMatchObject({ to: '/lists/5', replace: true });
    expect(selectListTitle(run.getState(), '5')).toBe('Best friends');
  });

  it('an unchanged title and unchanged members send nothing but still open the timeline', async () => {
    const run = await editForm();
    run.store.dispatch(listSubmitted());
    await until(() => navigations(run).length === 1, 'navigation');
    expect(to('/api/v1/lists/5', 'PUT')).toHaveLength(0);
    expect(to('/api/v1/lists/5/accounts', 'POST')).toHaveLength(0);
    expect(to('/api/v1/lists/5/accounts', 'DELETE')).toHaveLength(0);
  });

  it('a failed save keeps what was typed and toggled', async () => {
    server.use(
      http.put('/api/v1/lists/5', () => HttpResponse.json({ error: "Validation failed: Title can't be blank" }, { status: 422 })),
    );
    const run = await editForm();
    run.store.dispatch(listTitleEdited('Renamed'));
    run.store.dispatch(listMemberToggled('1'));
    run.store.dispatch(listSubmitted());
    await until(() => editor(run)?.error !== null, 'error');
    expect(editor(run)).toMatchObject({ title: 'Renamed', selectedIds: ['2'], memberIds: ['1', '2'], busy: null });
    expect(editor(run)?.error).toEqual({
      id: 'lists.save_failed',
      cause: expect.objectContaining({ text: "Validation failed: Title can't be blank" }),
    });
    expect(navigations(run)).toEqual([]);
  });

  it('delete removes the list and goes to /lists; a failed delete keeps the form', async () => {
    let refuse = true;
    server.use(
      http.delete('/api/v1/lists/5', () => (refuse ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json({}))),
      http.get('/api/v1/lists', () => HttpResponse.json([])),
    );
    const run = await editForm();
    run.store.dispatch(listTitleEdited('Typed'));
    run.store.dispatch(listDeleteRequested());
    expect(editor(run)?.busy).toBe('delete');
    await until(() => editor(run)?.error !== null, 'error');
    expect(editor(run)).toMatchObject({ title: 'Typed', busy: null, error: { id: 'lists.delete_failed' } });
    expect(selectListTitle(run.getState(), '5')).not.toBeNull();

    refuse = false;
    run.store.dispatch(listDeleteRequested());
    await until(() => navigations(run).length === 1, 'navigation');
    expect(navigations(run)[0]).toMatchObject({ to: '/lists', replace: true });
    expect(selectListTitle(run.getState(), '5')).toBeNull();
  });

  it('a failed load says so and keeps the form locked', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('/api/v1/lists/5', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })),
      http.get('/api/v1/lists/5/accounts', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })),
    );
    const run = runSagaInStore(listsSaga, signedIn());
    run.store.dispatch(listEditorOpened({ id: '5' }));
    await until(() => editor(run)?.status === 'error', 'error');
    expect(editor(run)?.error).toEqual({ id: 'lists.load_failed' });
  });
});

describe('signed in', () => {
  beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
  afterEach(() => jest.useRealTimers());

  it('the refresh starts at sign-in and stops at sign-out', async () => {
    server.use(http.get('/api/v1/lists', () => HttpResponse.json([{ id: '1', title: 'A' }])));
    const run = runSagaInStore(listsSaga, signedIn());
    await settle();
    expect(to('/api/v1/lists')).toHaveLength(0);
    run.store.dispatch(loginSucceeded({ me: '1' }));
    await until(() => selectListsState(run.getState()).items.length === 1, 'lists');
    run.store.dispatch(sessionCleared());
    expect(selectListsState(run.getState()).items).toEqual([]);
    jest.advanceTimersByTime(LISTS_REFRESH_MS * 2);
    await settle();
    expect(to('/api/v1/lists')).toHaveLength(1);
  });
});
