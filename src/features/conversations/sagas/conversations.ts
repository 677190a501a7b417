import { call, cancel, cancelled, fork, put, select, take } from 'typed-redux-saga';
import { withRetries } from '../../../sagas/retry';
import type { Channel, Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describeError, HttpError } from '../../../api/client';
import { fetchContext, fetchStatus } from '../../../api/statuses';
import { normalizeStatus, normalizeStatuses, type Normalized, type StatusEntity } from '../../../schemas/index';
import { isRecord, toId } from '../../../schemas/util';
import { entitiesImported } from '../../../slices/entities/index';
import { conversationFetched, conversationFetchFailed, conversationFetchStarted } from '../conversationsSlice';
import { conversationClosed, conversationOpened, conversationReloadRequested } from '../conversationsIntents';
import { sessionCleared } from '../../../slices/auth';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import type { RootState } from '../../../store/rootReducer';

type ConversationIntent = ReturnType<
  typeof conversationOpened | typeof conversationClosed | typeof conversationReloadRequested | typeof sessionCleared
>;

const statusEntity = (s: RootState, id: string): StatusEntity | undefined => s.entities.statuses.entities[id];

/** Gone or hidden: Pleroma and Mastodon answer both with 404. */
const isNotFound = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 410);

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A visitor's 401 (or a private instance's 403): the thread is for members, which is no failure. */
const refusesVisitors = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

const LOGIN_TO_SEE = { id: 'conversation.login_to_see' };

/**
 * The status (only when the store lacks it), then ONE context request for the whole thread.
 * Cancelling the task (the screen left) aborts the request in flight.
 */
export function* fetchConversation(id: string) {
  const controller = new AbortController();
  const cfg = yield* select(selectApiConfig);
  try {
    yield* put(conversationFetchStarted({ id }));
    // A server that shows visitors no posts or threads (snac2) is not asked: a post already known shows
    // alone, with the way to sign in.
    if (!cfg.token && !(yield* select(selectCapabilities)).visitorReads.context) {
      yield* put(conversationFetchFailed({ id, error: LOGIN_TO_SEE, loginRequired: true }));
      return;
    }
    let entity = yield* select(statusEntity, id);
    if (!entity) {
      const res = yield* call(fetchStatus, cfg, id, controller.signal);
      const normalized: Normalized<string | null> = normalizeStatus(res.data);
      yield* put(entitiesImported(normalized.entities));
      entity = normalized.result ? normalized.entities.statuses[normalized.result] : undefined;
    }
    // A repeat has no thread of its own: the thread is the repeated post's.
    const threadId = entity?.reblog ?? id;
    const res = yield* withRetries(() => fetchContext(cfg, threadId, controller.signal));
    const body: unknown = res.data;
    const rawAncestors = isRecord(body) ? listOf(body.ancestors) : [];
    const rawDescendants = isRecord(body) ? listOf(body.descendants) : [];
    // One normalization for both lists, so an account appearing in both is merged once.
    const normalized = normalizeStatuses([...rawAncestors, ...rawDescendants]);
    yield* put(entitiesImported(normalized.entities));
    const ancestorIds = new Set(rawAncestors.map((s) => (isRecord(s) ? toId(s.id) : null)));
    const inThread = normalized.result.filter((sid) => sid !== threadId && sid !== id);
    yield* put(
      conversationFetched({
        id,
        ancestors: inThread.filter((sid) => ancestorIds.has(sid)),
        descendants: inThread.filter((sid) => !ancestorIds.has(sid)),
      }),
    );
  } catch (error) {
    if (isNotFound(error)) yield* put(conversationFetchFailed({ id, error: { id: 'conversation.not_found' }, notFound: true }));
    else if (!cfg.token && refusesVisitors(error))
      yield* put(conversationFetchFailed({ id, error: LOGIN_TO_SEE, loginRequired: true }));
    else yield* put(conversationFetchFailed({ id, error: { id: 'conversation.error_fetching', cause: describeError(error) } }));
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}

/**
 * One fetch per open conversation; leaving the screen, a reload or signing out cancels it. Started by
 * sagas/conversationsEntry.ts with its buffered channel and the intent that loaded this chunk; without
 * them (tests) it takes from the store.
 */
export function* conversationsSaga(source?: Channel<UnknownAction>, first?: UnknownAction) {
  const running = new Map<string, Task>();
  let next = first;
  for (;;) {
    const action =
      next ??
      (source
        ? yield* take(source)
        : yield* take<ConversationIntent>([conversationOpened, conversationClosed, conversationReloadRequested, sessionCleared]));
    next = undefined;
    if (sessionCleared.match(action)) {
      for (const task of running.values()) yield* cancel(task);
      running.clear();
      continue;
    }
    if (!(conversationOpened.match(action) || conversationClosed.match(action) || conversationReloadRequested.match(action)))
      continue;
    const { id } = action.payload;
    const task = running.get(id);
    if (task) {
      running.delete(id);
      if (task.isRunning()) yield* cancel(task);
    }
    if (!conversationClosed.match(action)) running.set(id, yield* fork(fetchConversation, id));
  }
}
