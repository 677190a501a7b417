import { call, cancel, delay, fork, put, select, take } from 'typed-redux-saga';
import { waitOutRateLimit } from '../../../sagas/rateLimit';
import type { Channel, Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describeErrorWithServerText, HttpError } from '../../../api/errors';
import { fetchPoll, votePoll } from '../api/polls';
import { fetchStatus } from '../../../api/statuses';
import { cleanPoll } from '../../../schemas/cleanStatus';
import { normalizeStatus, type PollEntity } from '../../../schemas/index';
import { entitiesImported } from '../../../slices/entities/index';
import { pollHidden, pollVisible, pollVoteFailed, pollVoteRequested, pollVoteSucceeded } from '../pollVotesSlice';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import type { RootState } from '../../../store/rootReducer';

export const POLL_REFRESH_MS = 30_000;

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** The status showing the poll, for servers without GET /api/v1/polls/{id}; null when the store has none. */
const selectStatusOfPoll = (s: RootState, pollId: string): string | null =>
  Object.values(s.entities.statuses.entities).find((status) => status?.poll === pollId)?.id ?? null;

/**
 * A poll from the server enters the store like any entity, cleaned, under the id the card asked for: a server may
 * answer with another id (snac2 renews it when the poll changes), and the status still points at the one it had.
 * A poll that does not list the member's choices (snac2) keeps the ones known here.
 */
function* importPoll(raw: unknown, pollId: string, ownVotes?: number[]) {
  const poll = cleanPoll(raw);
  if (!poll) return false;
  const known = yield* select((s: RootState) => s.entities.polls.entities[pollId]);
  const own = Array.isArray(poll.own_votes) ? poll.own_votes : (ownVotes ?? known?.own_votes);
  const stored: PollEntity = { ...poll, id: pollId, ...(own ? { own_votes: own } : {}) };
  yield* put(entitiesImported({ polls: { [pollId]: stored } }));
  return true;
}

/**
 * The status holding the poll, fetched afresh (its poll with it); false when the server no longer has it. Like the
 * poll, the status may come back under another id (snac2 renews both when a vote changes the post): it is stored
 * under the id the store knows as well, so its rows follow.
 */
function* refreshStatusOf(pollId: string) {
  const statusId = yield* select(selectStatusOfPoll, pollId);
  if (!statusId) return false;
  const known = yield* select((s: RootState) => s.entities.polls.entities[pollId]);
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchStatus, cfg, statusId);
    const normalized = normalizeStatus(res.data);
    const fresh = normalized.result ? normalized.entities.statuses[normalized.result] : undefined;
    if (!fresh) return true;
    const statuses =
      fresh.id === statusId
        ? normalized.entities.statuses
        : { ...normalized.entities.statuses, [statusId]: { ...fresh, id: statusId } };
    // the member's choices survive a server that does not send them back (snac2)
    const polls = Object.fromEntries(
      Object.entries(normalized.entities.polls).map(([id, poll]) => [
        id,
        !Array.isArray(poll.own_votes) && known?.own_votes ? { ...poll, own_votes: known.own_votes } : poll,
      ]),
    );
    yield* put(entitiesImported({ ...normalized.entities, statuses, polls }));
    return true;
  } catch (error) {
    return !isNotFound(error);
  }
}

function* vote(action: ReturnType<typeof pollVoteRequested>) {
  const { pollId, choices } = action.payload;
  const cfg = yield* select(selectApiConfig);
  const { statusBodyEncoding } = yield* select(selectCapabilities);
  try {
    const res = yield* call(votePoll, cfg, pollId, choices, statusBodyEncoding);
    // an answer without a usable poll: the status tells the result instead
    if (!(yield* importPoll(res.data, pollId, choices))) yield* refreshStatusOf(pollId);
    yield* put(pollVoteSucceeded({ pollId }));
  } catch (error) {
    yield* put(pollVoteFailed({ pollId, error: { id: 'polls.vote_error', cause: describeErrorWithServerText(error) } }));
  }
}

/**
 * Every 30 s while visible: GET the poll; where the server has no such endpoint (capabilities.pollFetch false,
 * snac2) or answers it with 404, the status holding the poll is fetched instead, on the same tick, and the poll is
 * never asked for again. The refresher ends when the status is gone too (404) or the store holds none for it.
 */
function* refreshWhileVisible(pollId: string, memory: RefreshMemory) {
  for (;;) {
    yield* delay(POLL_REFRESH_MS);
    yield* call(waitOutRateLimit);
    // read every tick: a route the server turns out to lack turns pollFetch off for the session (missingFeatures.ts)
    const { pollFetch } = yield* select(selectCapabilities);
    if (pollFetch && !memory.viaStatus.has(pollId)) {
      const cfg = yield* select(selectApiConfig);
      try {
        const res = yield* call(fetchPoll, cfg, pollId);
        yield* importPoll(res.data, pollId);
        continue;
      } catch (error) {
        // a missed refresh is retried on the next tick; the poll on screen stays as it was
        if (!isNotFound(error)) continue;
        memory.viaStatus.add(pollId);
      }
    }
    if (!(yield* refreshStatusOf(pollId))) {
      memory.stopped.add(pollId);
      return;
    }
  }
}

/** What the refreshers learnt for the session: polls the server does not serve, and polls nothing refreshes. */
interface RefreshMemory {
  viaStatus: Set<string>;
  stopped: Set<string>;
}

/**
 * Votes, and one refresher per poll while at least one card showing it is on screen (the same poll can
 * show twice). Started by sagas/pollsEntry.ts with its buffered channel and the intent that loaded this
 * chunk; without them (tests) it takes from the store.
 */
export function* pollsSaga(source?: Channel<UnknownAction>, first?: UnknownAction) {
  const seen = new Map<string, { count: number; task: Task | null }>();
  const memory: RefreshMemory = { viaStatus: new Set(), stopped: new Set() };
  let next = first;
  for (;;) {
    const action =
      next ??
      (source
        ? yield* take(source)
        : yield* take<ReturnType<typeof pollVisible | typeof pollHidden | typeof pollVoteRequested>>([
            pollVisible,
            pollHidden,
            pollVoteRequested,
          ]));
    next = undefined;
    if (pollVoteRequested.match(action)) {
      yield* fork(vote, action);
      continue;
    }
    if (!pollVisible.match(action) && !pollHidden.match(action)) continue;
    const { pollId } = action.payload;
    const entry = seen.get(pollId);
    if (pollVisible.match(action)) {
      if (entry) entry.count += 1;
      else {
        const task = memory.stopped.has(pollId) ? null : yield* fork(refreshWhileVisible, pollId, memory);
        seen.set(pollId, { count: 1, task });
      }
    } else if (entry) {
      entry.count -= 1;
      if (entry.count <= 0) {
        seen.delete(pollId);
        if (entry.task) yield* cancel(entry.task);
      }
    }
  }
}
