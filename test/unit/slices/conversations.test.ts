import reducer, {
  conversationFetched,
  conversationFetchFailed,
  conversationFetchStarted,
  emptyConversation,
} from '../../../src/features/conversations/conversationsSlice';
import { conversationClosed, conversationOpened } from '../../../src/features/conversations';
import { statusRemoved } from '../../../src/slices/timelines';
import { sessionCleared } from '../../../src/slices/auth';

type State = ReturnType<typeof reducer>;
const init = (): State => reducer(undefined, { type: '@@init' });
const run = (state: State, ...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, state);

const loaded = () =>
  run(
    init(),
    conversationOpened({ id: 'F' }),
    conversationFetchStarted({ id: 'F' }),
    conversationFetched({ id: 'F', ancestors: ['R', 'A'], descendants: ['C1', 'C2'] }),
  );

describe('conversations slice', () => {
  it('opening creates an idle record; a fetch makes it loading, then loaded with its root', () => {
    let state = run(init(), conversationOpened({ id: 'F' }));
    expect(state.F).toEqual(emptyConversation);
    state = run(state, conversationFetchStarted({ id: 'F' }));
    expect(state.F.status).toBe('loading');
    state = run(state, conversationFetched({ id: 'F', ancestors: ['R', 'A'], descendants: ['C1'] }));
    expect(state.F).toEqual({ ...emptyConversation, status: 'loaded', rootId: 'R', ancestors: ['R', 'A'], descendants: ['C1'] });
  });

  it('a post without ancestors is its own root', () => {
    const state = run(init(), conversationFetched({ id: 'F', ancestors: [], descendants: ['C1'] }));
    expect(state.F.rootId).toBe('F');
  });

  it('a refetch keeps the known thread on screen while it loads', () => {
    const state = run(loaded(), conversationFetchStarted({ id: 'F' }));
    expect(state.F).toMatchObject({ status: 'loading', ancestors: ['R', 'A'], descendants: ['C1', 'C2'] });
  });

  it('a failure keeps its message; a 404 is marked not found', () => {
    let state = run(init(), conversationFetchFailed({ id: 'F', error: { id: 'timeline.error_fetching' } }));
    expect(state.F).toMatchObject({ status: 'error', error: { id: 'timeline.error_fetching' }, notFound: false });
    state = run(state, conversationFetchStarted({ id: 'F' }));
    expect(state.F).toMatchObject({ status: 'loading', error: null });
    state = run(state, conversationFetchFailed({ id: 'F', error: { id: 'conversation.not_found' }, notFound: true }));
    expect(state.F.notFound).toBe(true);
  });

  it('a status deleted while its conversation is open keeps its place, marked deleted, in every conversation holding it', () => {
    let state = run(loaded(), conversationFetched({ id: 'C1', ancestors: ['R', 'A', 'F'], descendants: [] }));
    state = run(state, statusRemoved({ id: 'A' }), statusRemoved({ id: 'C2' }), statusRemoved({ id: 'A' }));
    expect(state.F).toMatchObject({
      status: 'loaded',
      ancestors: ['R', 'A'],
      descendants: ['C1', 'C2'],
      deletedIds: ['A', 'C2'],
    });
    expect(state.C1).toMatchObject({ ancestors: ['R', 'A', 'F'], deletedIds: ['A'] });
  });

  it('a deletion of a post outside a conversation leaves it alone', () => {
    const state = run(loaded(), statusRemoved({ id: 'elsewhere' }));
    expect(state.F.deletedIds).toEqual([]);
  });

  it('deleting the post a conversation was opened on marks it deleted, the thread stays', () => {
    const state = run(loaded(), statusRemoved({ id: 'F' }));
    expect(state.F).toMatchObject({ status: 'loaded', notFound: false, deletedIds: ['F'], ancestors: ['R', 'A'] });
  });

  it('a deletion that arrives while the thread loads is kept when the thread arrives', () => {
    const state = run(
      init(),
      conversationOpened({ id: 'F' }),
      conversationFetchStarted({ id: 'F' }),
      statusRemoved({ id: 'F' }),
      conversationFetched({ id: 'F', ancestors: ['R'], descendants: [] }),
    );
    expect(state.F.deletedIds).toEqual(['F']);
  });

  it('leaving the screen drops its conversation, so what only it held can be evicted', () => {
    const state = run(
      loaded(),
      conversationFetched({ id: 'C1', ancestors: ['R'], descendants: [] }),
      conversationClosed({ id: 'F' }),
    );
    expect(Object.keys(state)).toEqual(['C1']);
  });

  it('signing out forgets every conversation', () => {
    expect(run(loaded(), sessionCleared())).toEqual({});
  });
});
