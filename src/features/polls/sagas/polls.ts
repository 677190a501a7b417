import { call, cancel, delay, fork, put, select, take } from 'typed-redux-saga';
import { waitOutRateLimit } from '../../../sagas/rateLimit';
import type { Channel, Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describeErrorWithServerText } from '../../../api/errors';
import { fetchPoll, votePoll } from '../api/polls';
import { cleanPoll } from '../../../schemas/cleanStatus';
import { entitiesImported } from '../../../slices/entities/index';
import { pollHidden, pollVisible, pollVoteFailed, pollVoteRequested, pollVoteSucceeded } from '../pollVotesSlice';
import { selectApiConfig } from '../../../selectors/instance';

export const POLL_REFRESH_MS = 30_000;

/** A poll from the server enters the store like any entity: cleaned, keyed by id. */
function* importPoll(raw: unknown) {
  const poll = cleanPoll(raw);
  if (poll) yield* put(entitiesImported({ polls: { [poll.id]: poll } }));
}

function* vote(action: ReturnType<typeof pollVoteRequested>) {
  const { pollId, choices } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(votePoll, cfg, pollId, choices);
    yield* importPoll(res.data);
    yield* put(pollVoteSucceeded({ pollId }));
  } catch (error) {
    yield* put(pollVoteFailed({ pollId, error: { id: 'polls.vote_error', cause: describeErrorWithServerText(error) } }));
  }
}

function* refreshWhileVisible(pollId: string) {
  for (;;) {
    yield* delay(POLL_REFRESH_MS);
    yield* call(waitOutRateLimit);
    const cfg = yield* select(selectApiConfig);
    try {
      const res = yield* call(fetchPoll, cfg, pollId);
      yield* importPoll(res.data);
    } catch {
      // a missed refresh is retried on the next tick; the poll on screen stays as it was
    }
  }
}

/**
 * Votes, and one refresher per poll while at least one card showing it is on screen (the same poll can
 * show twice). Started by sagas/pollsEntry.ts with its buffered channel and the intent that loaded this
 * chunk; without them (tests) it takes from the store.
 */
export function* pollsSaga(source?: Channel<UnknownAction>, first?: UnknownAction) {
  const seen = new Map<string, { count: number; task: Task }>();
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
        const task = yield* fork(refreshWhileVisible, pollId);
        seen.set(pollId, { count: 1, task });
      }
    } else if (entry) {
      entry.count -= 1;
      if (entry.count <= 0) {
        seen.delete(pollId);
        yield* cancel(entry.task);
      }
    }
  }
}
