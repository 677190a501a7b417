// A feature the server turns out to lack is off for the session and said once (issue 17 §9): through the real
// API client, the registry, the saga, the slice and selectCapabilities.
import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { request } from '../../../src/api/client';
import { missingFeaturesSaga, MISSING_FEATURE_NOTICE_MS } from '../../../src/sagas/missingFeatures';
import { timelinesSaga } from '../../../src/sagas/timelines';
import { statusActionsSaga } from '../../../src/features/interactions/sagas/statusActions';
import { statusToggleRequested } from '../../../src/features/interactions/statusActionsSlice';
import { selectCapabilities } from '../../../src/selectors/instance';
import { selectTimelineMenu, selectTimelineSwitcher } from '../../../src/selectors/navigation';
import { featureMissing, instanceLoaded } from '../../../src/slices/instance';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { timelineOpened } from '../../../src/slices/timelines';
import type { Instance } from '../../../src/api/types';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';
import { recordedBody, recordedHandler } from '../../support/realServers';

const { server, to } = createTestServer();

const me = accountFactory({ id: 'me', username: 'alice' });
const signedIn = () => stateAfter(tokenObtained({ token: 'tok' }), importAccount(me), loginSucceeded({ me: 'me' }));

function* sagas() {
  yield all([fork(missingFeaturesSaga), fork(timelinesSaga), fork(statusActionsSaga)]);
}

const missingNotices = (run: ReturnType<typeof runSagaInStore>) =>
  run.getState().ui.notices.filter((n) => n.message.id.startsWith('missing_feature.'));

describe('missing features saga', () => {
  it("Hollo's 404 on direct messages turns them off everywhere, with one notice however often it is met", async () => {
    server.use(http.get('/api/v1/timelines/direct', () => new HttpResponse('404 Not Found', { status: 404 })));
    const run = runSagaInStore(sagas, signedIn());
    expect(selectCapabilities(run.getState()).directMessages).toBe(true);
    expect(selectTimelineSwitcher(run.getState()).map((e) => e.kind)).toContain('dms');
    run.store.dispatch(timelineOpened({ key: 'dms' }));
    await until(() => run.getState().instance.missingFeatures.length === 1, 'feature off');
    expect(run.getState().instance.missingFeatures).toEqual(['directMessages']);
    expect(selectCapabilities(run.getState()).directMessages).toBe(false);
    expect(selectTimelineSwitcher(run.getState()).map((e) => e.kind)).not.toContain('dms');
    expect(missingNotices(run)).toEqual([
      expect.objectContaining({
        level: 'info',
        message: { id: 'missing_feature.directMessages' },
        timeout: MISSING_FEATURE_NOTICE_MS,
      }),
    ]);
    // that notice alone: the timeline's own 'Error fetching timeline' does not show beside it
    expect(run.getState().ui.notices).toHaveLength(1);
    // met again (another request, another screen): still one notice
    await expect(request({ baseUrl: '', token: 'tok' }, '/api/v1/timelines/direct')).rejects.toThrow('404');
    await settle();
    expect(run.ofType(featureMissing.type)).toHaveLength(1);
    expect(missingNotices(run)).toHaveLength(1);
  });

  it("a thread mute the server lacks: the flag goes back, and only 'does not support' shows, no error on the card", async () => {
    const post = statusFactory({ id: 'P1', muted: false });
    server.use(
      http.post('/api/v1/statuses/P1/mute', () => new HttpResponse('<h1>404 Not Found</h1>', { status: 404 })),
      http.get('/api/v1/statuses/P1', () => HttpResponse.json(post)),
    );
    const run = runSagaInStore(sagas, stateAfter(tokenObtained({ token: 'tok' }), importStatuses([post])));
    run.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'mute', on: true }));
    await until(() => run.ofType('statusActions/toggleFailed').length === 1, 'failed');
    await until(() => missingNotices(run).length === 1, 'notice');
    expect(run.getState().entities.statuses.entities.P1.muted).toBe(false);
    expect(run.getState().statusActions.P1?.error ?? null).toBeNull();
    expect(run.getState().ui.notices.map((n) => n.message.id)).toEqual(['missing_feature.muteConversation']);

    // a 404 about this one post (a record not found) is the card's own error, as before
    server.use(http.post('/api/v1/statuses/P1/mute', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })));
    const other = runSagaInStore(sagas, stateAfter(tokenObtained({ token: 'tok' }), importStatuses([post])));
    other.store.dispatch(statusToggleRequested({ statusId: 'P1', toggle: 'mute', on: true }));
    await until(() => other.getState().statusActions.P1?.error != null, 'card error');
    expect(other.getState().statusActions.P1?.error).toMatchObject({ id: 'status_actions.error.mute' });
    expect(missingNotices(other)).toEqual([]);
  });

  it("snac2's suggestions: off only once v2 and v1 both answered 404", async () => {
    server.use(recordedHandler('snac2', '053-suggestions-v2.json'), recordedHandler('snac2', '054-suggestions-v1.json'));
    const run = runSagaInStore(sagas, signedIn());
    await expect(request({ baseUrl: '', token: 'tok' }, '/api/v2/suggestions')).rejects.toThrow('404');
    await settle();
    expect(run.getState().instance.missingFeatures).toEqual([]);
    await expect(request({ baseUrl: '', token: 'tok' }, '/api/v1/suggestions')).rejects.toThrow('404');
    await until(() => run.getState().instance.missingFeatures.includes('suggestions'), 'suggestions off');
    expect(selectCapabilities(run.getState()).suggestions).toBe(false);
  });

  it('a 404 about one post changes nothing', async () => {
    server.use(recordedHandler('hollo', '036-unknown-status-id.json'));
    server.use(http.post('/api/v1/statuses/:id/mute', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })));
    const run = runSagaInStore(sagas, signedIn());
    await expect(
      request({ baseUrl: '', token: 'tok' }, '/api/v1/statuses/01a2145c-d6b9-7939-944b-ee737c000000'),
    ).rejects.toThrow();
    await expect(request({ baseUrl: '', token: 'tok' }, '/api/v1/statuses/x/mute', { method: 'POST' })).rejects.toThrow();
    await settle();
    expect(run.getState().instance.missingFeatures).toEqual([]);
    expect(missingNotices(run)).toEqual([]);
  });

  it('a silent feature (Pleroma /subscribe replaced by follow-with-notify) is turned off without a notice', async () => {
    server.use(
      http.post('/api/v1/pleroma/accounts/:id/subscribe', () => HttpResponse.json({ error: 'Not implemented' }, { status: 404 })),
    );
    const run = runSagaInStore(sagas, signedIn());
    await expect(
      request({ baseUrl: '', token: 'tok' }, '/api/v1/pleroma/accounts/9/subscribe', { method: 'POST' }),
    ).rejects.toThrow();
    await until(() => run.getState().instance.missingFeatures.length === 1, 'feature off');
    expect(selectCapabilities(run.getState()).accountSubscriptions).toBe(false);
    expect(missingNotices(run)).toEqual([]);
  });

  it('the capability table already hides what it knows: snac2 offers no DMs, and missing bookmarks leave the menu', () => {
    const snac = stateAfter(
      tokenObtained({ token: 'tok' }),
      importAccount(me),
      loginSucceeded({ me: 'me' }),
      instanceLoaded(recordedBody<Instance>('snac2', '001-instance-v1.json')),
    );
    expect(selectTimelineSwitcher(snac).map((e) => e.kind)).not.toContain('dms');
    expect(selectTimelineMenu(snac).map((e) => e.kind)).toContain('bookmarks');
    const noBookmarks = stateAfter(
      tokenObtained({ token: 'tok' }),
      importAccount(me),
      loginSucceeded({ me: 'me' }),
      featureMissing({ feature: 'bookmarks' }),
    );
    expect(selectTimelineMenu(noBookmarks).map((e) => e.kind)).not.toContain('bookmarks');
    expect(to('/api/v1/bookmarks')).toHaveLength(0);
  });
});
