import { http, HttpResponse } from 'msw';
import { pollsSaga, POLL_REFRESH_MS } from '../../../src/features/polls/sagas/polls';
import { pollsFeature } from '../../../src/features/polls';
import { featureLoader } from '../../../src/store/featureLoader';
import { tokenObtained } from '../../../src/slices/auth';
import { pollHidden, pollVisible, pollVoteRequested } from '../../../src/features/polls/pollVotesSlice';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';
import { stateAfter } from '../../support/factories';

const { server, to } = createTestServer();

const POLL = '/api/v1/polls/P1';
const VOTES = '/api/v1/polls/P1/votes';
const signedIn = () => stateAfter(tokenObtained({ token: 'secret-token' }));

const pollJson = (overrides: Record<string, unknown> = {}) => ({
  id: 'P1',
  expires_at: '2999-01-01T00:00:00.000Z',
  expired: false,
  multiple: true,
  votes_count: 4,
  voters_count: 3,
  voted: true,
  own_votes: [0, 2],
  emojis: [],
  options: [
    { title: 'a', votes_count: 2 },
    { title: 'b', votes_count: 1 },
    { title: 'c', votes_count: 1 },
  ],
  ...overrides,
});

afterEach(() => jest.useRealTimers());

describe('polls saga', () => {
  it('loads lazily: the first intent (a vote here) loads the saga, which handles that intent and the next', async () => {
    server.use(
      http.post(VOTES, () => HttpResponse.json(pollJson())),
      http.post('/api/v1/polls/P2/votes', () => HttpResponse.json(pollJson({ id: 'P2' }))),
    );
    const run = runSagaInStore(() => featureLoader(pollsFeature), signedIn());
    run.store.dispatch(pollVoteRequested({ pollId: 'P1', choices: [0, 2] }));
    run.store.dispatch(pollVoteRequested({ pollId: 'P2', choices: [1] }));
    await until(() => run.getState().entities.polls.entities.P2 !== undefined, 'both votes answered');
    expect(to(VOTES, 'POST')).toHaveLength(1);
    expect(run.getState().entities.polls.entities.P1).toBeDefined();
  });

  it('votes with choices[] and stores the poll the server replies with', async () => {
    server.use(http.post(VOTES, () => HttpResponse.json(pollJson())));
    const run = runSagaInStore(pollsSaga, signedIn());
    run.store.dispatch(pollVoteRequested({ pollId: 'P1', choices: [0, 2] }));
    await until(() => run.getState().entities.polls.entities.P1 !== undefined, 'poll imported');
    const sent = new URLSearchParams(to(VOTES, 'POST')[0].body);
    expect(sent.getAll('choices[]')).toEqual(['0', '2']);
    expect(to(VOTES)[0].authorization).toBe('Bearer secret-token');
    expect(run.getState().entities.polls.entities.P1.own_votes).toEqual([0, 2]);
    expect(run.getState().pollVotes.P1).toBeUndefined();
  });

  it('a failed vote leaves the error on the poll and stops sending', async () => {
    server.use(http.post(VOTES, () => HttpResponse.json({ error: 'Already voted' }, { status: 422 })));
    const run = runSagaInStore(pollsSaga, signedIn());
    run.store.dispatch(pollVoteRequested({ pollId: 'P1', choices: [1] }));
    expect(run.getState().pollVotes.P1.sending).toBe(true);
    await until(() => run.getState().pollVotes.P1?.error != null, 'error');
    expect(run.getState().pollVotes.P1).toMatchObject({ sending: false, error: { id: 'polls.vote_error' } });
    // the server's own words are kept for the reader (spec 001 §4)
    expect(run.getState().pollVotes.P1.error?.cause).toEqual({
      id: 'errors.http.unexpected_status',
      values: { code: 422 },
      text: 'Already voted',
    });
  });

  it('a failure without a server text keeps our wording', async () => {
    server.use(http.post(VOTES, () => new HttpResponse(null, { status: 503 })));
    const run = runSagaInStore(pollsSaga, signedIn());
    run.store.dispatch(pollVoteRequested({ pollId: 'P1', choices: [1] }));
    await until(() => run.getState().pollVotes.P1?.error != null, 'error');
    expect(run.getState().pollVotes.P1.error?.cause).toEqual({ id: 'errors.http.unavailable' });
  });

  it('refreshes a visible poll every 30 s, and stops once it leaves the screen', async () => {
    jest.useFakeTimers();
    let served = 0;
    server.use(
      http.get(POLL, () => {
        served += 1;
        return HttpResponse.json(pollJson({ votes_count: 4 + served }));
      }),
    );
    const run = runSagaInStore(pollsSaga, signedIn());
    run.store.dispatch(pollVisible({ pollId: 'P1' }));
    await settle();
    expect(to(POLL)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS);
    await until(() => run.getState().entities.polls.entities.P1?.votes_count === 5, 'first refresh');
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS);
    await until(() => run.getState().entities.polls.entities.P1?.votes_count === 6, 'second refresh');
    run.store.dispatch(pollHidden({ pollId: 'P1' }));
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS * 3);
    await settle();
    expect(to(POLL)).toHaveLength(2);
  });

  it('the same poll shown twice keeps refreshing until both copies are gone', async () => {
    jest.useFakeTimers();
    server.use(http.get(POLL, () => HttpResponse.json(pollJson())));
    const run = runSagaInStore(pollsSaga, signedIn());
    run.store.dispatch(pollVisible({ pollId: 'P1' }));
    run.store.dispatch(pollVisible({ pollId: 'P1' }));
    run.store.dispatch(pollHidden({ pollId: 'P1' }));
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS);
    await until(() => to(POLL).length === 1, 'refresh while one copy is visible');
    run.store.dispatch(pollHidden({ pollId: 'P1' }));
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS * 2);
    await settle();
    expect(to(POLL)).toHaveLength(1);
  });
});
