import { http, HttpResponse } from 'msw';
import { conversationsSaga } from '../../../src/features/conversations/sagas/conversations';
import { selectConversationsState, conversationFetchFailed } from '../../../src/features/conversations/conversationsSlice';
import {
  conversationClosed,
  conversationOpened,
  conversationReloadRequested,
} from '../../../src/features/conversations/conversationsIntents';
import { sessionCleared } from '../../../src/slices/auth';
import { importStatuses, reblogFactory, stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';

const { server, to } = createTestServer();

const root = statusFactory({ id: 'R' });
const parent = statusFactory({ id: 'A', in_reply_to_id: 'R' });
const focus = statusFactory({ id: 'F', in_reply_to_id: 'A' });
const replies = [
  statusFactory({ id: 'C1', in_reply_to_id: 'F' }),
  statusFactory({ id: 'C2', in_reply_to_id: 'C1' }),
  statusFactory({ id: 'C3', in_reply_to_id: 'F' }),
];

function serveThread() {
  server.use(
    http.get('/api/v1/statuses/F', () => HttpResponse.json(focus)),
    http.get('/api/v1/statuses/F/context', () => HttpResponse.json({ ancestors: [root, parent], descendants: replies })),
  );
}

async function open(id = 'F', preloaded = stateAfter()) {
  const run = runSagaInStore(conversationsSaga, preloaded);
  run.store.dispatch(conversationOpened({ id }));
  await until(() => ['loaded', 'error'].includes(selectConversationsState(run.getState())[id]?.status), 'conversation settled');
  return run;
}

describe('conversations saga', () => {
  it('fetches the status, then the whole thread in ONE context request', async () => {
    serveThread();
    const run = await open();
    expect(to('/api/v1/statuses/F')).toHaveLength(1);
    expect(to('/api/v1/statuses/F/context')).toHaveLength(1);
    // never one request per reply
    expect(to('/api/v1/statuses/C1')).toHaveLength(0);
    const conv = selectConversationsState(run.getState()).F;
    expect(conv).toMatchObject({ status: 'loaded', rootId: 'R', ancestors: ['R', 'A'], descendants: ['C1', 'C2', 'C3'] });
    // everything entered the store through entitiesImported
    expect(Object.keys(run.getState().entities.statuses.entities).sort()).toEqual(['A', 'C1', 'C2', 'C3', 'F', 'R']);
    expect(run.ofType('entities/imported').length).toBe(2);
  });

  it('skips the status request when the store already holds the status', async () => {
    serveThread();
    const run = await open('F', stateAfter(importStatuses([focus])));
    expect(to('/api/v1/statuses/F')).toHaveLength(0);
    expect(to('/api/v1/statuses/F/context')).toHaveLength(1);
    expect(selectConversationsState(run.getState()).F.status).toBe('loaded');
  });

  it('a repeat opens the thread of the repeated post', async () => {
    serveThread();
    const run = await open('RB', stateAfter(importStatuses([reblogFactory(focus, undefined, { id: 'RB' })])));
    expect(to('/api/v1/statuses/F/context')).toHaveLength(1);
    expect(selectConversationsState(run.getState()).RB).toMatchObject({ ancestors: ['R', 'A'], descendants: ['C1', 'C2', 'C3'] });
  });

  it("a failed context fetch says 'Error fetching the conversation' with the cause (never 'timeline')", async () => {
    server.use(
      http.get('/api/v1/statuses/F', () => HttpResponse.json(focus)),
      http.get('/api/v1/statuses/F/context', () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    const run = await open();
    expect(selectConversationsState(run.getState()).F).toMatchObject({
      status: 'error',
      notFound: false,
      error: { id: 'conversation.error_fetching', cause: { id: 'errors.http.internal' } },
    });
    // the status itself arrived and stays
    expect(run.getState().entities.statuses.entities.F).toBeDefined();
  });

  it('a 404 on the status is "not found", and no context request follows', async () => {
    server.use(http.get('/api/v1/statuses/F', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })));
    const run = await open();
    expect(run.ofType(conversationFetchFailed.type)[0].payload).toEqual({
      id: 'F',
      error: { id: 'conversation.not_found' },
      notFound: true,
    });
    expect(to('/api/v1/statuses/F/context')).toHaveLength(0);
  });

  it('a retry fetches the thread again', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/statuses/F', () => HttpResponse.json(focus)),
      http.get('/api/v1/statuses/F/context', () =>
        // a 500 is not retried on the spot (sagas/retry.ts): the reader's retry is what this tests
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ ancestors: [root], descendants: [] }),
      ),
    );
    const run = await open();
    expect(selectConversationsState(run.getState()).F.status).toBe('error');
    fail = false;
    run.store.dispatch(conversationReloadRequested({ id: 'F' }));
    await until(() => selectConversationsState(run.getState()).F.status === 'loaded', 'reloaded');
    expect(to('/api/v1/statuses/F/context')).toHaveLength(2);
    expect(selectConversationsState(run.getState()).F.ancestors).toEqual(['R']);
  });

  /** The signal the client gave fetch for the context request (msw does not pass aborts on to handlers). */
  function watchContextSignal() {
    const realFetch = globalThis.fetch;
    const seen: { signal: AbortSignal | null } = { signal: null };
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).endsWith('/context')) seen.signal = init?.signal ?? null;
      return realFetch(input, init);
    });
    return seen;
  }

  afterEach(() => jest.restoreAllMocks());

  it('leaving the screen aborts the request in flight and drops its answer', async () => {
    const seen = watchContextSignal();
    let answer: (() => void) | null = null;
    server.use(
      http.get(
        '/api/v1/statuses/F/context',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ ancestors: [root], descendants: replies }));
          }),
      ),
    );
    const run = runSagaInStore(conversationsSaga, stateAfter(importStatuses([focus])));
    run.store.dispatch(conversationOpened({ id: 'F' }));
    await until(() => answer !== null, 'context requested');
    expect(seen.signal?.aborted).toBe(false);
    run.store.dispatch(conversationClosed({ id: 'F' }));
    expect(seen.signal?.aborted).toBe(true);
    (answer as (() => void) | null)?.();
    await settle();
    expect(selectConversationsState(run.getState())).not.toHaveProperty('F');
    expect(run.ofType('conversations/conversationFetched')).toHaveLength(0);
    expect(run.getState().entities.statuses.entities.C1).toBeUndefined();
  });

  it('signing out cancels a running fetch', async () => {
    const seen = watchContextSignal();
    let requested = false;
    server.use(
      http.get('/api/v1/statuses/F/context', () => {
        requested = true;
        return new Promise<Response>(() => {});
      }),
    );
    const run = runSagaInStore(conversationsSaga, stateAfter(importStatuses([focus])));
    run.store.dispatch(conversationOpened({ id: 'F' }));
    await until(() => requested, 'context requested');
    run.store.dispatch(sessionCleared());
    expect(seen.signal?.aborted).toBe(true);
    expect(selectConversationsState(run.getState())).toEqual({});
  });
});
