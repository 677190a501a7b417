import { http, HttpResponse } from 'msw';
import { statusActionsSaga } from '../../../src/features/interactions/sagas/statusActions';
import { tokenObtained } from '../../../src/slices/auth';
import { settingChanged } from '../../../src/slices/settings';
import {
  historyRequested,
  reportSubmitted,
  statusDeleteRequested,
  statusToggleRequested,
  statusTranslateRequested,
  statusTranslationHidden,
} from '../../../src/features/interactions/statusActionsSlice';
import { timelineFetched, timelineFetchStarted, timelineOpened } from '../../../src/slices/timelines';
import { languageApplied } from '../../../src/slices/language';
import { entitiesImported } from '../../../src/slices/entities/index';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';

const { server, to } = createTestServer();

const post = statusFactory({ id: 'P1', favourites_count: 3, reblogs_count: 1 });
const signedIn = (...more: Parameters<typeof stateAfter>) =>
  stateAfter(tokenObtained({ token: 'secret-token' }), importStatuses([post]), ...more);
const entity = (run: ReturnType<typeof runSagaInStore>) => run.getState().entities.statuses.entities.P1;
const barError = (run: ReturnType<typeof runSagaInStore>) => run.getState().statusActions.P1?.error ?? null;

describe('status actions saga', () => {
  it('a favourite shows at once and is confirmed from the reply', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/v1/statuses/P1/favourite', async () => {
        await answered;
        return HttpResponse.json({ ...post, favourited: true, favourites_count: 7 });
      }),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn());
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'favourite', on: true }));
    expect(entity(run)).toMatchObject({ favourited: true, favourites_count: 4 });
    await until(() => to('/api/v1/statuses/P1/favourite', 'POST').length === 1, 'request');
    expect(to('/api/v1/statuses/P1/favourite')[0].authorization).toBe('Bearer secret-token');
    answer();
    await until(() => entity(run).favourites_count === 7, 'server count');
    expect(entity(run).favourited).toBe(true);
  });

  it('a failed favourite is rolled back and the bar shows the error; the next success clears it', async () => {
    server.use(
      http.post('/api/v1/statuses/P1/favourite', () => HttpResponse.json({ error: 'Something broke' }, { status: 500 })),
      // the post as the server has it: not favourited, so the refusal stands
      http.get('/api/v1/statuses/P1', () => HttpResponse.json(post)),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn());
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'favourite', on: true }));
    await until(() => barError(run) !== null, 'error');
    expect(to('/api/v1/statuses/P1', 'GET')).toHaveLength(1);
    expect(entity(run)).toMatchObject({ favourited: false, favourites_count: 3 });
    expect(barError(run)).toMatchObject({
      id: 'status_actions.error.favourite',
      cause: { id: 'errors.http.internal', text: 'Something broke' },
    });

    server.use(http.post('/api/v1/statuses/P1/bookmark', () => HttpResponse.json({ ...post, bookmarked: true })));
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'bookmark', on: true }));
    await until(() => barError(run) === null, 'error cleared');
    expect(entity(run).bookmarked).toBe(true);
  });

  it('a second favourite Hollo refuses with 404 is success: the refetched post shows it favourited (hollo/095)', async () => {
    const hollo404 = { error: 'Record not found' };
    server.use(
      http.post('/api/v1/statuses/P1/favourite', () => HttpResponse.json(hollo404, { status: 404 })),
      http.get('/api/v1/statuses/P1', () => HttpResponse.json({ ...post, favourited: true, favourites_count: 4 })),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn());
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'favourite', on: true }));
    await until(() => run.ofType('statusActions/statusActionSucceeded').length === 1, 'success');
    expect(barError(run)).toBeNull();
    expect(run.ofType('statusActions/toggleFailed')).toHaveLength(0);
    expect(entity(run)).toMatchObject({ favourited: true, favourites_count: 4 });
  });

  it('a second repeat Hollo answers with an empty 500 is success when the post is repeated (hollo/098)', async () => {
    server.use(
      http.post('/api/v1/statuses/P1/reblog', () => new HttpResponse('', { status: 500 })),
      http.get('/api/v1/statuses/P1', () => HttpResponse.json({ ...post, reblogged: true, reblogs_count: 2 })),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn());
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'reblog', on: true }));
    await until(() => run.ofType('statusActions/statusActionSucceeded').length === 1, 'success');
    expect(barError(run)).toBeNull();
    expect(entity(run)).toMatchObject({ reblogged: true, reblogs_count: 2 });
  });

  it('a refused unbookmark whose post is still bookmarked is an error; an ended session is not asked again', async () => {
    const marked = statusFactory({ id: 'P1', bookmarked: true });
    server.use(
      http.post('/api/v1/statuses/P1/unbookmark', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })),
      http.get('/api/v1/statuses/P1', () => HttpResponse.json(marked)),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn(importStatuses([marked])));
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'bookmark', on: false }));
    await until(() => barError(run) !== null, 'error');
    expect(barError(run)).toMatchObject({ id: 'status_actions.error.unbookmark' });
    expect(entity(run).bookmarked).toBe(true);

    server.use(http.post('/api/v1/statuses/P1/favourite', () => HttpResponse.json({ error: 'invalid_token' }, { status: 401 })));
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'favourite', on: true }));
    await until(() => run.ofType('statusActions/toggleFailed').length === 2, 'second error');
    expect(to('/api/v1/statuses/P1', 'GET')).toHaveLength(1);
  });

  it('unrepeat posts to /unreblog and lowers the count at once', async () => {
    const repeated = statusFactory({ id: 'P1', reblogged: true, reblogs_count: 2 });
    server.use(
      http.post('/api/v1/statuses/P1/unreblog', () => HttpResponse.json({ ...repeated, reblogged: false, reblogs_count: 1 })),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn(importStatuses([repeated])));
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'reblog', on: false }));
    expect(entity(run)).toMatchObject({ reblogged: false, reblogs_count: 1 });
    await until(() => to('/api/v1/statuses/P1/unreblog', 'POST').length === 1, 'request');
  });

  it('muting a conversation marks the thread once the server agreed', async () => {
    server.use(http.post('/api/v1/statuses/P1/mute', () => HttpResponse.json({ ...post, muted: true })));
    const run = runSagaInStore(statusActionsSaga, signedIn());
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'mute', on: true }));
    await until(() => run.ofType('statusEvents/threadMuteChanged').length === 1, 'thread mute');
    expect(run.ofType('statusEvents/threadMuteChanged')[0]).toMatchObject({ payload: { statusId: 'P1', muted: true } });
    expect(entity(run).muted).toBe(true);
  });

  it('delete removes the post from timelines on success only', async () => {
    server.use(http.delete('/api/v1/statuses/P1', () => HttpResponse.json({ ...post, text: 'source' })));
    const run = runSagaInStore(statusActionsSaga, signedIn(timelineOpened({ key: 'friends' })));
    run.store.dispatch(statusDeleteRequested({ statusId: 'P1' }));
    await until(() => run.ofType('timelines/statusRemoved').length === 1, 'removed');

    server.use(http.delete('/api/v1/statuses/P1', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })));
    const failing = runSagaInStore(statusActionsSaga, signedIn());
    failing.store.dispatch(statusDeleteRequested({ statusId: 'P1' }));
    await until(() => barError(failing) !== null, 'error');
    expect(barError(failing)?.id).toBe('status_actions.error.delete');
    expect(failing.ofType('timelines/statusRemoved')).toEqual([]);
  });

  it('a deleted reply counts one less on the post it answered, never below 0, and only once the server agreed', async () => {
    const parent = statusFactory({ id: 'PARENT', replies_count: 2 });
    const lonely = statusFactory({ id: 'LONELY', replies_count: 0 });
    const reply = statusFactory({ id: 'R1', in_reply_to_id: 'PARENT' });
    const stray = statusFactory({ id: 'R2', in_reply_to_id: 'LONELY' });
    server.use(
      http.delete('/api/v1/statuses/R1', () => HttpResponse.json(reply)),
      http.delete('/api/v1/statuses/R2', () => HttpResponse.json(stray)),
      http.delete('/api/v1/statuses/P1', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
      // read again after the deletion: the server's count
      http.get('/api/v1/statuses/PARENT', () => HttpResponse.json({ ...parent, replies_count: 1 })),
      http.get('/api/v1/statuses/LONELY', () => HttpResponse.json(lonely)),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn(importStatuses([parent, lonely, reply, stray])));
    const count = (id: string) => run.getState().entities.statuses.entities[id]?.replies_count;
    run.store.dispatch(statusDeleteRequested({ statusId: 'R1' }));
    await until(() => run.ofType('timelines/statusRemoved').length === 1, 'removed');
    expect(count('PARENT')).toBe(1);
    run.store.dispatch(statusDeleteRequested({ statusId: 'R2' }));
    await until(() => run.ofType('timelines/statusRemoved').length === 2, 'removed');
    expect(count('LONELY')).toBe(0);

    const refused = runSagaInStore(statusActionsSaga, signedIn(importStatuses([{ ...post, in_reply_to_id: 'PARENT' }, parent])));
    refused.store.dispatch(statusDeleteRequested({ statusId: 'P1' }));
    await until(() => refused.getState().statusActions.P1?.error != null, 'error');
    expect(refused.getState().entities.statuses.entities.PARENT?.replies_count).toBe(2);
  });

  it('after a reply is deleted its parent is read again: a copy read before the deletion does not keep the old count', async () => {
    const parent = statusFactory({ id: 'PARENT', replies_count: 1 });
    const reply = statusFactory({ id: 'R1', in_reply_to_id: 'PARENT' });
    let answerParent: () => void = () => undefined;
    server.use(
      http.delete('/api/v1/statuses/R1', () => HttpResponse.json(reply)),
      http.get(
        '/api/v1/statuses/PARENT',
        () =>
          new Promise<Response>((resolve) => (answerParent = () => resolve(HttpResponse.json({ ...parent, replies_count: 0 })))),
      ),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn(importStatuses([parent, reply])));
    const count = () => run.getState().entities.statuses.entities.PARENT?.replies_count;
    run.store.dispatch(statusDeleteRequested({ statusId: 'R1' }));
    await until(() => to('/api/v1/statuses/PARENT').length === 1, 'parent read again');
    expect(count()).toBe(0);
    // a timeline page read before the deletion arrives now, with the reply still counted
    run.store.dispatch(
      entitiesImported({ statuses: { PARENT: { ...run.getState().entities.statuses.entities.PARENT!, replies_count: 1 } } }),
    );
    expect(count()).toBe(1);
    answerParent();
    await until(() => count() === 0, 'the fresh copy has the last word');
  });

  it('the parent is read again once the timeline pages on their way are in; answered under a new id, the held row counts', async () => {
    const parent = statusFactory({ id: 'PARENT', replies_count: 1 });
    const reply = statusFactory({ id: 'R1', in_reply_to_id: 'PARENT' });
    server.use(
      http.delete('/api/v1/statuses/R1', () => HttpResponse.json(reply)),
      // snac2 answers an edited post under its new id
      http.get('/api/v1/statuses/PARENT', () => HttpResponse.json({ ...parent, id: 'PARENT2', replies_count: 0 })),
    );
    const polling = timelineFetchStarted({ key: 'home', direction: 'newer' });
    const run = runSagaInStore(statusActionsSaga, signedIn(importStatuses([parent, reply]), polling));
    const count = () => run.getState().entities.statuses.entities.PARENT?.replies_count;
    run.store.dispatch(statusDeleteRequested({ statusId: 'R1' }));
    await until(() => run.ofType('timelines/statusRemoved').length === 1, 'removed');
    expect(count()).toBe(0);
    // the poll read before the deletion answers, the reply still counted: the parent is read after it
    run.store.dispatch(
      entitiesImported({ statuses: { PARENT: { ...run.getState().entities.statuses.entities.PARENT!, replies_count: 1 } } }),
    );
    expect(to('/api/v1/statuses/PARENT')).toHaveLength(0);
    run.store.dispatch(timelineFetched({ key: 'home', direction: 'newer', ids: [], maxId: null }));
    await until(() => to('/api/v1/statuses/PARENT').length === 1, 'parent read again');
    await until(() => count() === 0, 'the held row takes the fresh count');
    expect(run.getState().entities.statuses.entities.PARENT2?.replies_count).toBe(0);
  });

  it('a reply that names the renewed id of a parent shown under its first id: the shown row counts, at once and after', async () => {
    // snac2 renewed the edited parent's id; a poll relisted the reply naming the new id, and the row kept the old one
    const uri = 'https://snac.example/alice/p/1';
    const shown = statusFactory({ id: 'PARENT', uri, replies_count: 1 });
    const renewed = { ...shown, id: 'PARENT2' };
    const boost = statusFactory({ id: 'BOOST', uri, reblog: shown });
    const reply = statusFactory({ id: 'R1', in_reply_to_id: 'PARENT2' });
    let answerParent: () => void = () => undefined;
    server.use(
      http.delete('/api/v1/statuses/R1', () => HttpResponse.json(reply)),
      // answered under yet another id
      http.get(
        '/api/v1/statuses/PARENT2',
        () =>
          new Promise<Response>(
            (resolve) => (answerParent = () => resolve(HttpResponse.json({ ...renewed, id: 'PARENT3', replies_count: 0 }))),
          ),
      ),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn(importStatuses([shown, renewed, boost, reply])));
    const held = () => run.getState().entities.statuses.entities;
    run.store.dispatch(statusDeleteRequested({ statusId: 'R1' }));
    await until(() => to('/api/v1/statuses/PARENT2').length === 1, 'parent read again');
    expect(held().PARENT?.replies_count).toBe(0);
    expect(held().PARENT2?.replies_count).toBe(0);
    // a page read before the deletion counts the reply again on the shown row; the server's copy has the last word
    run.store.dispatch(entitiesImported({ statuses: { PARENT: { ...held().PARENT!, replies_count: 1 } } }));
    answerParent();
    await until(() => held().PARENT?.replies_count === 0, 'the shown row takes the fresh count');
    expect(held().PARENT?.id).toBe('PARENT');
    expect(held().PARENT2?.replies_count).toBe(0);
    // the repeat shares the uri but stays a repeat
    expect(held().BOOST?.reblog).toBe('PARENT');
  });

  it("a reply whose copy is no longer held counts off the parent the deletion's answer names", async () => {
    const parent = statusFactory({ id: 'PARENT', replies_count: 3 });
    server.use(
      http.delete('/api/v1/statuses/R9', () => HttpResponse.json(statusFactory({ id: 'R9', in_reply_to_id: 'PARENT' }))),
      http.get('/api/v1/statuses/PARENT', () => HttpResponse.json({ ...parent, replies_count: 2 })),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn(importStatuses([parent])));
    run.store.dispatch(statusDeleteRequested({ statusId: 'R9' }));
    await until(() => run.ofType('timelines/statusRemoved').length === 1, 'removed');
    expect(run.getState().entities.statuses.entities.PARENT?.replies_count).toBe(2);
  });

  it('a report is sent with its fields; success and failure set the form phase', async () => {
    server.use(http.post('/api/v1/reports', () => HttpResponse.json({ id: 'R1' })));
    const run = runSagaInStore(statusActionsSaga, signedIn());
    const report = { accountId: 'A1', comment: 'spam', forward: true, statusIds: ['P1'] };
    run.store.dispatch(reportSubmitted({ statusId: 'P1', report }));
    expect(run.getState().statusActions.P1.report.phase).toBe('sending');
    await until(() => run.getState().statusActions.P1.report.phase === 'sent', 'sent');
    expect(JSON.parse(to('/api/v1/reports')[0].body)).toEqual({
      account_id: 'A1',
      comment: 'spam',
      forward: true,
      status_ids: ['P1'],
    });

    server.use(http.post('/api/v1/reports', () => HttpResponse.json({ error: 'x' }, { status: 422 })));
    run.store.dispatch(reportSubmitted({ statusId: 'P1', report }));
    await until(() => run.getState().statusActions.P1.report.phase === 'failed', 'failed');
    expect(run.getState().statusActions.P1.report.error?.id).toBe('user_reporting.generic_error');
  });

  it("translate without a chosen language translates into the interface's (its language part)", async () => {
    server.use(
      // a server without the languages list: translate asks for no choice
      http.get('/api/v1/akkoma/translation/languages', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('/api/v1/statuses/P1/translations/pt', () =>
        HttpResponse.json({ content: '<p>Olá</p>', detected_source_language: 'en' }),
      ),
    );
    const run = runSagaInStore(statusActionsSaga, signedIn(languageApplied({ language: 'pt' })));
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(() => Boolean(run.getState().statusActions.P1?.translation), 'translation');
    expect(run.getState().statusActions.P1.translation).toEqual({ content: '<p>Olá</p>', language: 'pt', source: 'en' });
    expect(run.getState().ui.notices).toEqual([]);
    // 'Show original'
    run.store.dispatch(statusTranslationHidden({ statusId: 'P1' }));
    expect(run.getState().statusActions.P1.translation).toBeNull();
  });

  it('translate with a chosen language stores the translation', async () => {
    server.use(
      http.get('/api/v1/akkoma/translation/languages', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('/api/v1/statuses/P1/translations/de', () => HttpResponse.json({ content: '<p>Hallo</p>' })),
    );
    const run = runSagaInStore(
      statusActionsSaga,
      signedIn(languageApplied({ language: 'ja' }), settingChanged('translationLanguage', 'de')),
    );
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(
      () => run.getState().statusActions.P1?.translation !== null && run.getState().statusActions.P1 !== undefined,
      'translation',
    );
    expect(run.getState().statusActions.P1.translation).toEqual({ content: '<p>Hallo</p>', language: 'de', source: null });
  });

  it('edit history is loaded into the store', async () => {
    const versions = [
      { content: '<p>v1</p>', created_at: '2024-01-01T00:00:00Z' },
      { content: '<p>v2</p>', created_at: '2024-01-02T00:00:00Z' },
    ];
    server.use(http.get('/api/v1/statuses/P1/history', () => HttpResponse.json(versions)));
    const run = runSagaInStore(statusActionsSaga, signedIn());
    run.store.dispatch(historyRequested({ statusId: 'P1' }));
    await until(() => run.getState().statusActions.P1.history.versions !== null, 'history');
    expect(run.getState().statusActions.P1.history.versions).toEqual(versions);
  });
});
