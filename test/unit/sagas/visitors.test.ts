// Visitors on servers that let only members read (issue 17 §8, §17), on the recorded answers of snac2 and
// Hollo: a 401 is 'Log in to see this', never an error; what the server is known to refuse is not asked;
// visitors never ask for relationships.
import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { POLL_INTERVAL_MS, timelinesSaga } from '../../../src/sagas/timelines';
import { noticesSaga } from '../../../src/sagas/notices';
import { conversationsSaga } from '../../../src/features/conversations/sagas/conversations';
import { selectConversationsState } from '../../../src/features/conversations/conversationsSlice';
import { conversationOpened } from '../../../src/features/conversations/conversationsIntents';
import { runFlows } from '../../../src/store/runFlows';
import {
  relationshipFlows,
  resetRelationshipBatch,
  RELATIONSHIP_BATCH_MS,
} from '../../../src/features/profiles/sagas/relationships';
import { profileFlows } from '../../../src/features/profiles/sagas/profiles';
import { profileRequested, relationshipsWanted } from '../../../src/features/profiles/profilesIntents';
import { selectVisitorLanding } from '../../../src/selectors/visitor';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { tokenObtained } from '../../../src/slices/auth';
import { timelineOpened, timelinePrefetched } from '../../../src/slices/timelines';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import { stateAfter } from '../../support/factories';
import { soapbox } from '../../support/fixtures';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { recordedBody, recordedHandler, type RealServer } from '../../support/realServers';

const { server, to, seen } = createTestServer();

/** The state once start-up read the server's instance document and NodeInfo. */
const knowing = (name: RealServer, ...more: Parameters<typeof stateAfter>) =>
  stateAfter(
    instanceLoaded(recordedBody<Instance>(name, '001-instance-v1.json')),
    nodeinfoLoaded(recordedBody<Nodeinfo>(name, '004-nodeinfo-linked.json')),
    ...more,
  );

function* timelineSagas() {
  yield all([fork(timelinesSaga), fork(noticesSaga)]);
}

beforeEach(() => {
  resetRelationshipBatch();
  useSagaFakeTimers(Date.parse('2026-11-25T21:00:00Z'));
});
afterEach(() => jest.useRealTimers());

describe('timelines for visitors', () => {
  it("Hollo's 401 on the public timeline (a server not yet known) says 'Log in to see posts on this server', and stops asking", async () => {
    server.use(recordedHandler('hollo', '014-public-timeline-visitor.json'));
    // start-up: the instance documents have not arrived yet, so nothing says Hollo refuses visitors
    const run = runSagaInStore(timelineSagas, stateAfter());
    run.store.dispatch(timelinePrefetched({ key: 'publicAndExternal' }));
    await until(() => run.getState().timelines.publicAndExternal?.status === 'error', 'refused');
    expect(run.getState().timelines.publicAndExternal).toMatchObject({
      loginRequired: true,
      error: { id: 'timeline.login_to_see_posts' },
      ids: [],
    });
    // not an error the reader is told about
    expect(run.getState().ui.notices).toEqual([]);
    // the screen adopting it, and the poller's next turn, ask nothing more
    run.store.dispatch(timelineOpened({ key: 'publicAndExternal' }));
    jest.advanceTimersByTime(POLL_INTERVAL_MS * 3);
    await settle();
    expect(to('/api/v1/timelines/public')).toHaveLength(1);
  });

  it('once Hollo is known, its public and tag timelines and profile posts are not asked at all', async () => {
    const run = runSagaInStore(timelineSagas, knowing('hollo'));
    for (const key of ['publicAndExternal', 'public', 'tag:hollo', 'user:d901967a-450c-4c07-9d29-e8e7d17cab8b'])
      run.store.dispatch(timelineOpened({ key }));
    await settle();
    expect(seen).toEqual([]);
    const tl = run.getState().timelines;
    expect(tl.public?.error).toEqual({ id: 'timeline.login_to_see_posts' });
    expect(tl['tag:hollo']?.error).toEqual({ id: 'timeline.login_to_see_posts' });
    expect(tl['user:d901967a-450c-4c07-9d29-e8e7d17cab8b']).toMatchObject({
      loginRequired: true,
      error: { id: 'timeline.login_to_see' },
    });
  });

  it("snac2's 401 on a profile's posts says 'Log in to see this' (and snac2's public timeline is read)", async () => {
    server.use(
      recordedHandler('snac2', '043-alice-statuses-visitor.json'),
      recordedHandler('snac2', '014-public-timeline-visitor.json'),
    );
    // a server the table does not know refuses visitors: the 401 itself tells
    const run = runSagaInStore(timelineSagas, stateAfter());
    run.store.dispatch(timelineOpened({ key: 'user:7755bebe04272c8f44687799dede9e00' }));
    run.store.dispatch(timelineOpened({ key: 'publicAndExternal' }));
    await until(() => run.getState().timelines.publicAndExternal?.status === 'loaded', 'public loaded');
    await until(() => run.getState().timelines['user:7755bebe04272c8f44687799dede9e00']?.status === 'error', 'refused');
    expect(run.getState().timelines['user:7755bebe04272c8f44687799dede9e00']).toMatchObject({
      loginRequired: true,
      error: { id: 'timeline.login_to_see' },
    });
    expect(run.getState().timelines.publicAndExternal?.ids).toHaveLength(5);
    expect(run.getState().ui.notices).toEqual([]);
  });

  it('a 401 for a member is still an error, not a sign-in offer', async () => {
    server.use(recordedHandler('hollo', '014-public-timeline-visitor.json'));
    const run = runSagaInStore(timelineSagas, stateAfter(tokenObtained({ token: 'tok' })));
    run.store.dispatch(timelineOpened({ key: 'public' }));
    await until(() => run.getState().timelines.public?.status === 'error', 'failed');
    expect(run.getState().timelines.public?.loginRequired).toBeUndefined();
    expect(run.getState().timelines.public?.error?.id).toBe('errors.http.unexpected_status');
  });
});

describe('conversations for visitors', () => {
  const postId = '179563933681df70cb1448872bd52f11e2066a2d99';
  it("snac2's 401 on a post's context is 'Log in to see this conversation', and the post still shows", async () => {
    server.use(recordedHandler('snac2', '032-status-reply.json'), recordedHandler('snac2', '033-context-of-reply-visitor.json'));
    const run = runSagaInStore(conversationsSaga, stateAfter());
    run.store.dispatch(conversationOpened({ id: postId }));
    await until(() => selectConversationsState(run.getState())[postId]?.status === 'error', 'refused');
    const conv = selectConversationsState(run.getState())[postId];
    expect(conv).toMatchObject({ loginRequired: true, error: { id: 'conversation.login_to_see' }, notFound: false });
    expect(JSON.stringify(conv?.error)).not.toContain('timeline');
    expect(run.getState().entities.statuses.entities[postId]).toBeDefined();
  });

  it('once snac2 is known, neither the post nor its context is asked of it for a visitor', async () => {
    server.use(recordedHandler('snac2', '032-status-reply.json'), recordedHandler('snac2', '033-context-of-reply-visitor.json'));
    const run = runSagaInStore(conversationsSaga, knowing('snac2'));
    run.store.dispatch(conversationOpened({ id: postId }));
    await until(() => selectConversationsState(run.getState())[postId]?.status === 'error', 'refused');
    expect(seen).toEqual([]);
    expect(selectConversationsState(run.getState())[postId]?.loginRequired).toBe(true);
  });

  it('Hollo shows visitors threads: the context is asked', async () => {
    const id = '01a2145c-d6b9-7939-944b-ee737c70f1c8';
    server.use(recordedHandler('hollo', '031-status-reply.json'), recordedHandler('hollo', '032-context-of-reply-visitor.json'));
    const run = runSagaInStore(conversationsSaga, knowing('hollo'));
    run.store.dispatch(conversationOpened({ id }));
    await until(() => selectConversationsState(run.getState())[id]?.status === 'loaded', 'loaded');
    expect(selectConversationsState(run.getState())[id]?.ancestors).toHaveLength(2);
  });
});

describe('relationships are never asked for a visitor', () => {
  function* profileSagas() {
    yield all([fork(runFlows, [...profileFlows, ...relationshipFlows])]);
  }

  it('opening a profile as a visitor asks the account only', async () => {
    server.use(recordedHandler('snac2', '040-account-bob.json'), recordedHandler('snac2', '047-relationships-visitor.json'));
    const run = runSagaInStore(profileSagas, stateAfter());
    run.store.dispatch(profileRequested({ id: '8a9cfb33d368c9e4a6018de0f8b53890' }));
    await until(() => to('/api/v1/accounts/8a9cfb33d368c9e4a6018de0f8b53890').length === 1, 'account');
    run.store.dispatch(relationshipsWanted({ ids: ['8a9cfb33d368c9e4a6018de0f8b53890'] }));
    jest.advanceTimersByTime(RELATIONSHIP_BATCH_MS * 2);
    await settle();
    expect(to('/api/v1/accounts/relationships')).toHaveLength(0);
  });

  it('a member does ask', async () => {
    server.use(
      http.get('/api/v1/accounts/relationships', () => HttpResponse.json(recordedBody('hollo', '047-relationships-alice.json'))),
    );
    const run = runSagaInStore(profileSagas, stateAfter(tokenObtained({ token: 'tok' })));
    run.store.dispatch(relationshipsWanted({ ids: ['987711aa-79d6-4a6f-a789-cd1c27a8a73d'] }));
    jest.advanceTimersByTime(RELATIONSHIP_BATCH_MS);
    await until(() => to('/api/v1/accounts/relationships').length === 1, 'asked');
  });
});

describe('where visitors start', () => {
  it('Hollo lets visitors read no timeline: the sign-in screen', () => {
    expect(selectVisitorLanding(knowing('hollo'))).toBe('/login');
  });

  it('snac2 lets them read the known network', () => {
    expect(selectVisitorLanding(knowing('snac2'))).toBe('/main/all');
  });

  it('an Akkoma that shows visitors only its local timeline starts them there', () => {
    const nodeinfo = {
      software: { name: 'akkoma', version: '3.10.0' },
      metadata: { publicTimelineVisibility: { local: true, federated: false, bubble: false } },
    } as Nodeinfo;
    const s = stateAfter(instanceLoaded(soapbox<Instance>('akkoma-instance')), nodeinfoLoaded(nodeinfo));
    expect(selectVisitorLanding(s)).toBe('/main/public');
  });
});
