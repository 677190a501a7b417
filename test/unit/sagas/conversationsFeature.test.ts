import { http, HttpResponse } from 'msw';
import { conversationOpened, conversationReloadRequested, conversationsFeature } from '../../../src/features/conversations';
import { selectConversationsState } from '../../../src/features/conversations/conversationsSlice';
import { featureLoader } from '../../../src/store/featureLoader';
import { sessionCleared } from '../../../src/slices/auth';
import { stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';

const { server, to } = createTestServer();

describe('conversations feature (the lazy conversation sagas, through the feature loader)', () => {
  it('loads the sagas at the first opened conversation and hands that intent over, so its thread is fetched', async () => {
    const focus = statusFactory({ id: 'F' });
    server.use(
      http.get('/api/v1/statuses/F', () => HttpResponse.json(focus)),
      http.get('/api/v1/statuses/F/context', () =>
        HttpResponse.json({ ancestors: [], descendants: [statusFactory({ id: 'C', in_reply_to_id: 'F' })] }),
      ),
    );
    const run = runSagaInStore(() => featureLoader(conversationsFeature), stateAfter());
    const conversations = () => selectConversationsState(run.getState());
    // a sign-out before anything was opened is skipped, not a reason to load the chunk
    run.store.dispatch(sessionCleared());
    run.store.dispatch(conversationOpened({ id: 'F' }));
    await until(() => conversations().F?.status === 'loaded', 'conversation loaded');
    expect(conversations().F.descendants).toEqual(['C']);
    expect(to('/api/v1/statuses/F/context')).toHaveLength(1);
    // later intents reach the same saga through the buffered channel
    run.store.dispatch(conversationReloadRequested({ id: 'F' }));
    await until(() => to('/api/v1/statuses/F/context').length === 2, 'reloaded');
  });
});
