import { http, HttpResponse } from 'msw';
import { pollsSaga, POLL_REFRESH_MS } from '../../../src/features/polls/sagas/polls';
import { pollsFeature } from '../../../src/features/polls';
import { featureLoader } from '../../../src/store/featureLoader';
import { tokenObtained } from '../../../src/slices/auth';
import { pollHidden, pollVisible, pollVoteRequested } from '../../../src/features/polls/pollVotesSlice';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { loadFixture } from '../../support/fixtures';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import type { Instance, Nodeinfo } from '../../../src/api/types';

const { server, to } = createTestServer();

const POLL = '/api/v1/polls/P1';
const VOTES = '/api/v1/polls/P1/votes';
const signedIn = () => stateAfter(tokenObtained({ token: 'secret-token' }));

/** What a real server answered (test/fixtures/real/{server}/{file}). */
const recorded = <T = Record<string, unknown>>(server: string, file: string): T =>
  loadFixture<{ response: { body: T } }>(`real/${server}/${file}`).response.body;
/** Signed in on snac2 (its recorded instance and nodeinfo): form bodies, no GET /api/v1/polls/:id. */
const onSnac = (...rest: Parameters<typeof stateAfter>) =>
  stateAfter(
    tokenObtained({ token: 'secret-token' }),
    instanceLoaded(recorded<Instance>('snac2', '001-instance-v1.json')),
    nodeinfoLoaded(recorded<Nodeinfo>('snac2', '004-nodeinfo-linked.json')),
    ...rest,
  );

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

  it('votes with JSON {"choices": [0, 2]} and stores the poll the server replies with', async () => {
    let contentType: string | null = null;
    server.use(
      http.post(VOTES, ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json(pollJson());
      }),
    );
    const run = runSagaInStore(pollsSaga, signedIn());
    run.store.dispatch(pollVoteRequested({ pollId: 'P1', choices: [0, 2] }));
    await until(() => run.getState().entities.polls.entities.P1 !== undefined, 'poll imported');
    // Hollo refuses the form's choices[]=0 (hollo/091) and takes JSON (hollo/092)
    expect(contentType).toBe('application/json');
    expect(JSON.parse(to(VOTES, 'POST')[0].body)).toEqual({ choices: [0, 2] });
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

  it('votes with choices[] form fields where the server reads only those (snac2)', async () => {
    server.use(http.post(VOTES, () => HttpResponse.json(pollJson())));
    const run = runSagaInStore(pollsSaga, onSnac());
    run.store.dispatch(pollVoteRequested({ pollId: 'P1', choices: [1] }));
    await until(() => run.getState().entities.polls.entities.P1 !== undefined, 'poll imported');
    expect(new URLSearchParams(to(VOTES, 'POST')[0].body).getAll('choices[]')).toEqual(['1']);
  });

  it("a vote answered under another poll id lands on the status's poll, with the member's choices", async () => {
    // snac2's answer (snac2/088): no own_votes; here under a renewed id
    const answer = { ...recorded('snac2', '088-vote-on-poll.json'), id: 'P1-RENEWED' };
    server.use(http.post(VOTES, () => HttpResponse.json(answer)));
    const run = runSagaInStore(
      pollsSaga,
      onSnac(importStatuses([statusFactory({ id: 'S1', poll: pollJson({ voted: false, own_votes: [] }) })])),
    );
    run.store.dispatch(pollVoteRequested({ pollId: 'P1', choices: [0] }));
    await until(() => run.getState().pollVotes.P1 === undefined, 'vote answered');
    const polls = run.getState().entities.polls.entities;
    expect(polls.P1).toMatchObject({ id: 'P1', voted: true, own_votes: [0], options: [{ title: 'yes' }, { title: 'no' }] });
    expect(polls['P1-RENEWED']).toBeUndefined();
    expect(run.getState().entities.statuses.entities.S1.poll).toBe('P1');
  });

  it('a 404 for the poll stops asking for it: the status is refreshed instead, and a gone status ends it', async () => {
    jest.useFakeTimers();
    let statusServed = 0;
    server.use(
      http.get(POLL, () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })),
      http.get('/api/v1/statuses/S1', () => {
        statusServed += 1;
        if (statusServed > 1) return HttpResponse.json({ error: 'Record not found' }, { status: 404 });
        return HttpResponse.json(statusFactory({ id: 'S1', poll: pollJson({ votes_count: 9 }) }));
      }),
    );
    const run = runSagaInStore(
      pollsSaga,
      stateAfter(tokenObtained({ token: 't' }), importStatuses([statusFactory({ id: 'S1', poll: pollJson() })])),
    );
    run.store.dispatch(pollVisible({ pollId: 'P1' }));
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS);
    await until(() => run.getState().entities.polls.entities.P1?.votes_count === 9, 'status refreshed on the same tick');
    expect(to(POLL)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS);
    await until(() => statusServed === 2, 'second tick asks the status');
    expect(to(POLL)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS * 3);
    await settle();
    expect(statusServed).toBe(2);
    expect(to(POLL)).toHaveLength(1);
    // shown again later: nothing refreshes a poll whose status is gone
    run.store.dispatch(pollHidden({ pollId: 'P1' }));
    run.store.dispatch(pollVisible({ pollId: 'P1' }));
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS * 2);
    await settle();
    expect(statusServed).toBe(2);
    expect(to(POLL)).toHaveLength(1);
  });

  it('without GET /api/v1/polls/:id (snac2) the poll is never asked for: its status is, every 30 s', async () => {
    jest.useFakeTimers();
    let served = 0;
    server.use(
      http.get('/api/v1/statuses/S1', () => {
        served += 1;
        // snac2 renews the ids of a post whose poll changed; the row keeps the one it had
        return HttpResponse.json(
          statusFactory({
            id: 'S1-RENEWED',
            poll: pollJson({ id: 'P1-RENEWED', votes_count: 10 + served, own_votes: undefined }),
          }),
        );
      }),
    );
    const run = runSagaInStore(pollsSaga, onSnac(importStatuses([statusFactory({ id: 'S1', poll: pollJson() })])));
    run.store.dispatch(pollVisible({ pollId: 'P1' }));
    await jest.advanceTimersByTimeAsync(POLL_REFRESH_MS);
    await until(() => served === 1, 'status refreshed');
    await until(() => run.getState().entities.statuses.entities.S1?.poll === 'P1-RENEWED', 'row follows the new poll');
    const polls = run.getState().entities.polls.entities;
    // the member's choices survive an answer without own_votes
    expect(polls['P1-RENEWED']).toMatchObject({ votes_count: 11, own_votes: [0, 2] });
    expect(to(POLL)).toHaveLength(0);
  });
});
