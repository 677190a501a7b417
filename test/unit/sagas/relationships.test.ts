import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { runFlows } from '../../../src/store/runFlows';
import { missingFeaturesSaga } from '../../../src/sagas/missingFeatures';
import {
  FOLLOW_RECHECK_MS,
  NOTE_DEBOUNCE_MS,
  RELATIONSHIP_BATCH_MS,
  relationshipFlows,
  resetRelationshipBatch,
} from '../../../src/features/profiles/sagas/relationships';
import { statusEventsSaga } from '../../../src/sagas/statusEvents';
import { tokenObtained } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import type { Instance } from '../../../src/api/types';
import { entitiesImported } from '../../../src/slices/entities';
import { noteChanged, relationshipsWanted, relationshipToggleRequested } from '../../../src/features/profiles/profilesIntents';
import { accountBlocked, accountUnfollowed } from '../../../src/actions/statusEvents';
import { timelineFetched, timelineOpened } from '../../../src/slices/timelines';
import {
  followButtonState,
  selectFollowButtonState,
  selectToggleBusy,
} from '../../../src/features/profiles/relationshipsSelectors';
import { accountFactory, importAccount, importStatuses, reblogFactory, stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { relationshipToggleSettled, selectProfilesState } from '../../../src/features/profiles/profilesSlice';

const { server, to } = createTestServer();

const RELS = '/api/v1/accounts/relationships';
const rel = (id: string, extra: Record<string, unknown> = {}) => ({ id, following: false, requested: false, ...extra });

function* sagas() {
  yield all([fork(runFlows, relationshipFlows), fork(statusEventsSaga)]);
}

const signedIn = (...more: Parameters<typeof stateAfter>) => stateAfter(tokenObtained({ token: 'secret-token' }), ...more);

beforeEach(() => {
  resetRelationshipBatch();
  useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z'));
});
afterEach(() => jest.useRealTimers());

describe('batched relationships', () => {
  it('collects the ids wanted within the window into one request, skipping known ones', async () => {
    server.use(
      http.get(RELS, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.getAll('id[]').map((id) => rel(id)))),
    );
    const run = runSagaInStore(sagas, signedIn(entitiesImported({ relationships: { k: rel('k', { following: true }) } })));
    run.store.dispatch(relationshipsWanted({ ids: ['a', 'b'] }));
    run.store.dispatch(relationshipsWanted({ ids: ['b', 'c', 'k'] }));
    await settle();
    expect(to(RELS)).toHaveLength(0);
    jest.advanceTimersByTime(RELATIONSHIP_BATCH_MS);
    await until(() => !!run.getState().entities.relationships.entities.c, 'relationships');
    expect(to(RELS)).toHaveLength(1);
    expect(to(RELS)[0].search.getAll('id[]')).toEqual(['a', 'b', 'c']);
    // asked again once known: nothing more is sent
    run.store.dispatch(relationshipsWanted({ ids: ['a', 'c'] }));
    jest.advanceTimersByTime(RELATIONSHIP_BATCH_MS);
    await settle();
    expect(to(RELS)).toHaveLength(1);
  });

  it('sends at most 40 ids a request', async () => {
    server.use(
      http.get(RELS, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.getAll('id[]').map((id) => rel(id)))),
    );
    const run = runSagaInStore(sagas, signedIn());
    const ids = Array.from({ length: 85 }, (_, i) => `id${i}`);
    run.store.dispatch(relationshipsWanted({ ids }));
    jest.advanceTimersByTime(RELATIONSHIP_BATCH_MS);
    await until(() => to(RELS).length === 3, 'three requests');
    expect(to(RELS).map((r) => r.search.getAll('id[]').length)).toEqual([40, 40, 5]);
    await until(() => run.getState().entities.relationships.ids.length === 85, 'all imported');
  });
});

describe('relationship toggles', () => {
  const bob = accountFactory({ id: 'bob', acct: 'bob', locked: false });

  it('follow: in progress until the server answers, then following', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/v1/accounts/bob/follow', async () => {
        await answered;
        return HttpResponse.json(rel('bob', { following: true }));
      }),
    );
    const run = runSagaInStore(sagas, signedIn(importAccount(bob)));
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'follow', on: true }));
    expect(selectFollowButtonState(run.getState(), 'bob')).toBe('in_progress');
    await until(() => to('/api/v1/accounts/bob/follow', 'POST').length === 1, 'follow');
    answer();
    await until(() => !selectToggleBusy(run.getState(), 'bob', 'follow'), 'settled');
    expect(selectFollowButtonState(run.getState(), 'bob')).toBe('following');
    expect(to(RELS)).toHaveLength(0);
  });

  it('a follow neither following nor requested is re-checked up to 3 times at 500 ms', async () => {
    let checks = 0;
    server.use(
      http.post('/api/v1/accounts/bob/follow', () => HttpResponse.json(rel('bob'))),
      http.get(RELS, () => {
        checks += 1;
        return HttpResponse.json([rel('bob', { following: checks >= 2 })]);
      }),
    );
    const run = runSagaInStore(sagas, signedIn(importAccount(bob)));
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'follow', on: true }));
    await until(() => to('/api/v1/accounts/bob/follow', 'POST').length === 1, 'follow');
    await settle();
    expect(to(RELS)).toHaveLength(0);
    jest.advanceTimersByTime(FOLLOW_RECHECK_MS);
    await until(() => to(RELS).length === 1, 'first re-check');
    await settle();
    jest.advanceTimersByTime(FOLLOW_RECHECK_MS);
    await until(() => to(RELS).length === 2, 'second re-check');
    await until(() => !selectToggleBusy(run.getState(), 'bob', 'follow'), 'settled');
    // following now: no third check
    jest.advanceTimersByTime(FOLLOW_RECHECK_MS * 3);
    await settle();
    expect(to(RELS)).toHaveLength(2);
    expect(selectFollowButtonState(run.getState(), 'bob')).toBe('following');
  });

  it('stops after 3 re-checks when the server never confirms', async () => {
    server.use(
      http.post('/api/v1/accounts/bob/follow', () => HttpResponse.json(rel('bob'))),
      http.get(RELS, () => HttpResponse.json([rel('bob')])),
    );
    const run = runSagaInStore(sagas, signedIn(importAccount(bob)));
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'follow', on: true }));
    for (let i = 1; i <= 3; i += 1) {
      await settle();
      jest.advanceTimersByTime(FOLLOW_RECHECK_MS);
      await until(() => to(RELS).length === i, `re-check ${i}`);
    }
    await until(() => !selectToggleBusy(run.getState(), 'bob', 'follow'), 'settled');
    jest.advanceTimersByTime(FOLLOW_RECHECK_MS * 3);
    await settle();
    expect(to(RELS)).toHaveLength(3);
    expect(selectFollowButtonState(run.getState(), 'bob')).toBe('not_following');
  });

  it('a locked account answering requested is not re-checked (pending request)', async () => {
    const carol = accountFactory({ id: 'carol', acct: 'carol', locked: true });
    server.use(http.post('/api/v1/accounts/carol/follow', () => HttpResponse.json(rel('carol', { requested: true }))));
    const run = runSagaInStore(sagas, signedIn(importAccount(carol)));
    run.store.dispatch(relationshipToggleRequested({ accountId: 'carol', toggle: 'follow', on: true }));
    await until(() => !selectToggleBusy(run.getState(), 'carol', 'follow'), 'settled');
    jest.advanceTimersByTime(FOLLOW_RECHECK_MS * 4);
    await settle();
    expect(to(RELS)).toHaveLength(0);
    expect(selectFollowButtonState(run.getState(), 'carol')).toBe('follow_sent');
  });

  it('unfollow takes their posts (and repeats of them) out of friends, not out of public', async () => {
    const mine = statusFactory({ id: 'S2', account: bob });
    const other = statusFactory({ id: 'S1', account: accountFactory({ id: 'eve', acct: 'eve' }) });
    const repeat = reblogFactory(mine, accountFactory({ id: 'eve', acct: 'eve' }), { id: 'S3' });
    server.use(http.post('/api/v1/accounts/bob/unfollow', () => HttpResponse.json(rel('bob'))));
    const run = runSagaInStore(
      sagas,
      signedIn(
        importStatuses([mine, other, repeat]),
        entitiesImported({ relationships: { bob: rel('bob', { following: true }) } }),
        timelineOpened({ key: 'friends' }),
        timelineFetched({ key: 'friends', direction: 'initial', ids: ['S3', 'S2', 'S1'], maxId: null }),
        timelineFetched({ key: 'public', direction: 'initial', ids: ['S3', 'S2', 'S1'], maxId: null }),
      ),
    );
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'follow', on: false }));
    await until(() => run.ofType(accountUnfollowed.type).length === 1, 'unfollow event');
    await settle();
    expect(run.getState().timelines.friends.ids).toEqual(['S1']);
    expect(run.getState().timelines.public.ids).toEqual(['S3', 'S2', 'S1']);
    expect(selectFollowButtonState(run.getState(), 'bob')).toBe('not_following');
  });

  it('block takes their posts out of friends, public and federated, and the blocked ids stay unique', async () => {
    const post = statusFactory({ id: 'S2', account: bob });
    server.use(http.post('/api/v1/accounts/bob/block', () => HttpResponse.json(rel('bob', { blocking: true }))));
    const run = runSagaInStore(
      sagas,
      signedIn(
        importStatuses([post]),
        timelineFetched({ key: 'friends', direction: 'initial', ids: ['S2'], maxId: null }),
        timelineFetched({ key: 'public', direction: 'initial', ids: ['S2'], maxId: null }),
        timelineFetched({ key: 'publicAndExternal', direction: 'initial', ids: ['S2'], maxId: null }),
        timelineFetched({ key: 'tag:cats', direction: 'initial', ids: ['S2'], maxId: null }),
      ),
    );
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'block', on: true }));
    await until(() => run.ofType(accountBlocked.type).length === 1, 'block event');
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'block', on: true }));
    await until(() => run.ofType(accountBlocked.type).length === 2, 'second block');
    await settle();
    const t = run.getState().timelines;
    expect([t.friends.ids, t.public.ids, t.publicAndExternal.ids, t['tag:cats'].ids]).toEqual([[], [], [], ['S2']]);
    expect(selectProfilesState(run.getState()).blockedIds).toEqual(['bob']);
    expect(run.getState().entities.relationships.entities.bob?.blocking).toBe(true);
  });

  it('mute, subscribe (Pleroma first, follow notify=true where it has none), hide repeats, remove follower', async () => {
    server.use(
      http.post('/api/v1/accounts/bob/mute', () => HttpResponse.json(rel('bob', { muting: true }))),
      http.post('/api/v1/pleroma/accounts/bob/subscribe', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.post('/api/v1/accounts/bob/follow', () => HttpResponse.json(rel('bob', { following: true, notifying: true }))),
      http.post('/api/v1/accounts/bob/remove_from_followers', () => HttpResponse.json(rel('bob', { followed_by: false }))),
    );
    const run = runSagaInStore(
      sagas,
      signedIn(
        importAccount(bob),
        entitiesImported({ relationships: { bob: rel('bob', { following: true }) } }),
        // a Pleroma server: subscriptions through /api/v1/pleroma/accounts/{id}/subscribe
        instanceLoaded({ uri: 'x', title: 'x', version: '2.7.2 (compatible; Pleroma 2.5.0)' } as Instance),
      ),
    );
    const settled = () => (selectProfilesState(run.getState()).busy.bob ?? []).length === 0;
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'mute', on: true }));
    await until(settled, 'mute');
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'subscribe', on: true }));
    await until(() => to('/api/v1/accounts/bob/follow', 'POST').length === 1 && settled(), 'subscribe');
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'showReblogs', on: false }));
    await until(() => to('/api/v1/accounts/bob/follow', 'POST').length === 2 && settled(), 'hide repeats');
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'removeFollower', on: true }));
    await until(() => to('/api/v1/accounts/bob/remove_from_followers', 'POST').length === 1 && settled(), 'remove');
    expect(to('/api/v1/pleroma/accounts/bob/subscribe', 'POST')).toHaveLength(1);
    const follows = to('/api/v1/accounts/bob/follow', 'POST').map((r) => new URLSearchParams(r.body).toString());
    expect(follows).toEqual(['notify=true', 'reblogs=false']);
    expect(selectProfilesState(run.getState()).mutedIds).toEqual(['bob']);
    expect(run.getState().entities.relationships.entities.bob).toMatchObject({ muting: true, notifying: true });
  });

  it("a server without domain blocks (snac2's 404 page) says so in the 'does not support' notice alone", async () => {
    const kai = accountFactory({ id: 'kai', acct: 'kai@akkoma.example' });
    server.use(http.post('/api/v1/domain_blocks', () => new HttpResponse('<h1>404 Not Found (snac/2.94)</h1>', { status: 404 })));
    const run = runSagaInStore(
      function* withMissingFeatures() {
        yield all([fork(sagas), fork(missingFeaturesSaga)]);
      },
      signedIn(importAccount(kai), entitiesImported({ relationships: { kai: rel('kai') } })),
    );
    run.store.dispatch(relationshipToggleRequested({ accountId: 'kai', toggle: 'domainMute', on: true }));
    await until(() => run.getState().instance.missingFeatures.includes('domainBlocks'), 'feature off');
    await until(() => run.ofType(relationshipToggleSettled.type).length === 1, 'settled');
    await settle();
    expect(run.getState().ui.notices.map((n) => n.message.id)).toEqual(['missing_feature.domainBlocks']);
  });

  it('domain mute blocks the account’s domain and marks every known account of it', async () => {
    const kai = accountFactory({ id: 'kai', acct: 'kai@akkoma.example' });
    const lee = accountFactory({ id: 'lee', acct: 'lee@akkoma.example' });
    server.use(http.post('/api/v1/domain_blocks', () => HttpResponse.json({})));
    const run = runSagaInStore(
      sagas,
      signedIn(
        importAccount(kai),
        importAccount(lee),
        importAccount(bob),
        entitiesImported({ relationships: { kai: rel('kai'), lee: rel('lee'), bob: rel('bob') } }),
      ),
    );
    run.store.dispatch(relationshipToggleRequested({ accountId: 'kai', toggle: 'domainMute', on: true }));
    await until(() => run.getState().entities.relationships.entities.kai?.domain_blocking === true, 'domain mute');
    expect(new URLSearchParams(to('/api/v1/domain_blocks', 'POST')[0].body).get('domain')).toBe('akkoma.example');
    const rels = run.getState().entities.relationships.entities;
    expect([rels.lee?.domain_blocking, rels.bob?.domain_blocking]).toEqual([true, undefined]);
  });

  it('a refused toggle ends the in-progress state and says so', async () => {
    server.use(http.post('/api/v1/accounts/bob/mute', () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    const run = runSagaInStore(sagas, signedIn(importAccount(bob)));
    run.store.dispatch(relationshipToggleRequested({ accountId: 'bob', toggle: 'mute', on: true }));
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    expect(run.getState().ui.notices[0].message).toMatchObject({
      id: 'relationships.mute_error',
      cause: { id: 'errors.http.internal' },
    });
    expect(selectToggleBusy(run.getState(), 'bob', 'mute')).toBe(false);
    expect(selectProfilesState(run.getState()).mutedIds).toEqual([]);
  });
});

describe('the private note', () => {
  it('is saved 1.5 s after the last edit, once', async () => {
    server.use(
      http.post('/api/v1/accounts/bob/note', async ({ request }) =>
        HttpResponse.json(rel('bob', { note: new URLSearchParams(await request.text()).get('comment') })),
      ),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(noteChanged({ accountId: 'bob', comment: 'n' }));
    await settle();
    jest.advanceTimersByTime(NOTE_DEBOUNCE_MS - 100);
    run.store.dispatch(noteChanged({ accountId: 'bob', comment: 'nice' }));
    await settle();
    jest.advanceTimersByTime(NOTE_DEBOUNCE_MS - 100);
    await settle();
    expect(to('/api/v1/accounts/bob/note')).toHaveLength(0);
    expect(selectProfilesState(run.getState()).notes.bob).toEqual({ comment: 'nice', state: 'editing' });
    jest.advanceTimersByTime(100);
    await until(() => selectProfilesState(run.getState()).notes.bob?.state === 'saved', 'saved');
    expect(to('/api/v1/accounts/bob/note', 'POST').map((r) => new URLSearchParams(r.body).get('comment'))).toEqual(['nice']);
    expect(run.getState().entities.relationships.entities.bob?.note).toBe('nice');
  });

  it('notes on two accounts are saved independently', async () => {
    server.use(http.post('/api/v1/accounts/:id/note', ({ params }) => HttpResponse.json(rel(String(params.id)))));
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(noteChanged({ accountId: 'bob', comment: 'b' }));
    run.store.dispatch(noteChanged({ accountId: 'eve', comment: 'e' }));
    await settle();
    jest.advanceTimersByTime(NOTE_DEBOUNCE_MS);
    await until(
      () =>
        selectProfilesState(run.getState()).notes.eve?.state === 'saved' &&
        selectProfilesState(run.getState()).notes.bob?.state === 'saved',
      'saved',
    );
  });
});

describe('follow button state', () => {
  it('in progress wins, then following, then a pending request', () => {
    expect(followButtonState(undefined, false)).toBe('not_following');
    expect(followButtonState(rel('x', { requested: true }), false)).toBe('follow_sent');
    expect(followButtonState(rel('x', { following: true, requested: true }), false)).toBe('following');
    expect(followButtonState(rel('x', { following: true }), true)).toBe('in_progress');
  });
});
