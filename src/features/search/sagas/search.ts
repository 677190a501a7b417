// Search (spec 000 §2 "Search screen", §4, §7; 001 §7): GET /api/v2/search for the query in the address,
// one more page of a tab with `offset`, addresses that open directly, and a tag timeline's counts. The
// "search" chunk: loaded through the feature loader at the first search intent.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, select, take } from 'typed-redux-saga';
import { HttpError, describeError, type ApiConfig } from '../../../api/client';
import { search, type SearchParams } from '../../../api/search';
import { fetchTag } from '../../interactions/api/tags';
import { normalizeAccounts, normalizeStatuses, type Normalized } from '../../../schemas/index';
import { isRecord } from '../../../schemas/util';
import { entitiesImported } from '../../../slices/entities/index';
import { navigationRequested } from '../../../slices/ui';
import { sessionCleared } from '../../../slices/auth';
import { tagLoaded } from '../../interactions/tagsSlice';
import { selectApiConfig, selectCapabilities, selectInstanceDomain } from '../../../selectors/instance';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { withRetries } from '../../../sagas/retry';
import {
  searchClosed,
  searchMoreRequested,
  searchOpened,
  searchRequested,
  tagStatsRequested,
  type SearchTab,
} from '../searchIntents';
import {
  SEARCH_PAGE_SIZE,
  searchCancelled,
  searchFailed,
  searchLoaded,
  searchMoreCancelled,
  searchMoreFailed,
  searchMoreLoaded,
  searchMoreStarted,
  searchStarted,
  tagStatsLoaded,
} from '../searchSlice';
import { isDeletedStatus, selectSearchEntry } from '../searchSelectors';
import { directPath, normalizeQuery } from '../lib/query';
import { cleanHashtag, cleanHashtags } from '../lib/hashtags';

type SearchIntent = ReturnType<
  | typeof searchOpened
  | typeof searchRequested
  | typeof searchMoreRequested
  | typeof searchClosed
  | typeof tagStatsRequested
  | typeof sessionCleared
>;

const LOGIN_TO_SEARCH = { id: 'search.login_to_see' };

const listOf = (body: unknown, key: string): unknown[] => {
  const value = isRecord(body) ? body[key] : undefined;
  return Array.isArray(value) ? value : [];
};

/** A visitor's 401 (snac2, Hollo, a Mastodon refusing visitors `resolve` or `offset`) or a private instance's 403. */
const refusesVisitors = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/** Both tables of one answer in one import: full accounts from the accounts list win over thin copies in posts. */
function mergeEntities(a: Normalized<unknown>, b: Normalized<unknown>) {
  return {
    accounts: { ...a.entities.accounts, ...b.entities.accounts },
    statuses: { ...a.entities.statuses, ...b.entities.statuses },
    polls: { ...a.entities.polls, ...b.entities.polls },
    relationships: { ...a.entities.relationships, ...b.entities.relationships },
  };
}

function* ask(cfg: ApiConfig, params: SearchParams) {
  return yield* withRetries(() => search(cfg, params));
}

/**
 * The first page of every tab for `query`. A kept result (Back, Forward) shows as it was, unless `fresh`;
 * a query that names one thing (@user@host, a post or profile address) opens it in place of the list.
 */
export function* openSearch(rawQuery: string, fresh: boolean) {
  const query = normalizeQuery(rawQuery);
  if (!query) return;
  const kept = yield* select(selectSearchEntry, query);
  if (!fresh && kept && kept.status === 'loaded') {
    if (kept.openedPath) yield* put(navigationRequested({ to: kept.openedPath, replace: true }));
    return;
  }
  const signedIn = yield* select(selectIsLoggedIn);
  if (!signedIn && !(yield* select(selectCapabilities)).visitorReads.search) {
    yield* put(searchFailed({ query, error: LOGIN_TO_SEARCH, loginRequired: true }));
    return;
  }
  const cfg = yield* select(selectApiConfig);
  const controller = new AbortController();
  yield* put(searchStarted({ query }));
  try {
    // Remote lookups (WebFinger, fetching a post by its address) are for members: Mastodon refuses them to visitors.
    const res = yield* ask(cfg, { q: query, resolve: signedIn, limit: SEARCH_PAGE_SIZE, signal: controller.signal });
    const rawStatuses = listOf(res.data, 'statuses');
    const rawAccounts = listOf(res.data, 'accounts');
    const rawHashtags = listOf(res.data, 'hashtags');
    const statuses = normalizeStatuses(rawStatuses);
    const accounts = normalizeAccounts(rawAccounts);
    yield* put(entitiesImported(mergeEntities(statuses, accounts)));
    const statusIds = statuses.result.filter((id) => !isDeletedStatus(statuses.entities.statuses[id]));
    const { restrictedNicknames } = yield* select(selectCapabilities);
    const openedPath = directPath({
      query,
      accounts: accounts.result.flatMap((id) => accounts.entities.accounts[id] ?? []),
      statuses: statusIds.flatMap((id) => statuses.entities.statuses[id] ?? []),
      domain: yield* select(selectInstanceDomain),
      restrictedNicknames,
    });
    yield* put(
      searchLoaded({
        query,
        statuses: statusIds,
        accounts: accounts.result,
        hashtags: cleanHashtags(rawHashtags),
        received: { statuses: rawStatuses.length, people: rawAccounts.length, hashtags: rawHashtags.length },
        openedPath,
      }),
    );
    if (openedPath) yield* put(navigationRequested({ to: openedPath, replace: true }));
  } catch (error) {
    if (!signedIn && refusesVisitors(error)) yield* put(searchFailed({ query, error: LOGIN_TO_SEARCH, loginRequired: true }));
    else yield* put(searchFailed({ query, error: { id: 'search.error_fetching', cause: describeError(error) } }));
  } finally {
    if (yield* cancelled()) {
      controller.abort();
      yield* put(searchCancelled({ query }));
    }
  }
}

const API_TYPE: Record<SearchTab, NonNullable<SearchParams['type']>> = {
  statuses: 'statuses',
  people: 'accounts',
  hashtags: 'hashtags',
};

/** The next page of one tab: `type` names the tab, `offset` is how many the server sent for it so far. */
export function* loadMore(rawQuery: string, tab: SearchTab) {
  const query = normalizeQuery(rawQuery);
  const entry = yield* select(selectSearchEntry, query);
  const results = entry?.[tab];
  if (!entry || entry.status !== 'loaded' || !results || !results.more || results.paging === 'loading') return;
  const signedIn = yield* select(selectIsLoggedIn);
  const cfg = yield* select(selectApiConfig);
  const controller = new AbortController();
  yield* put(searchMoreStarted({ query, tab }));
  try {
    const params: SearchParams = {
      q: query,
      type: API_TYPE[tab],
      limit: SEARCH_PAGE_SIZE,
      offset: results.offset,
      signal: controller.signal,
    };
    const res = yield* ask(cfg, params);
    const raw = listOf(res.data, API_TYPE[tab]);
    if (tab === 'hashtags') {
      yield* put(searchMoreLoaded({ query, tab, hashtags: cleanHashtags(raw), received: raw.length }));
      return;
    }
    const normalized = tab === 'statuses' ? normalizeStatuses(raw) : normalizeAccounts(raw);
    yield* put(entitiesImported(normalized.entities));
    const ids =
      tab === 'statuses'
        ? normalized.result.filter((id) => !isDeletedStatus(normalized.entities.statuses[id]))
        : normalized.result;
    yield* put(searchMoreLoaded({ query, tab, ids, received: raw.length }));
  } catch (error) {
    // Mastodon answers a visitor's `offset` with 401: for a visitor the list simply ends there.
    yield* put(searchMoreFailed({ query, tab, end: !signedIn && refusesVisitors(error) }));
  } finally {
    if (yield* cancelled()) {
      controller.abort();
      yield* put(searchMoreCancelled({ query, tab }));
    }
  }
}

/**
 * A tag timeline's counts (GET /api/v1/tags/{tag}); for a member its answer also says whether they follow the
 * tag. A server without the endpoint leaves the header empty, silently.
 */
export function* loadTagStats(name: string) {
  const cfg = yield* select(selectApiConfig);
  const signedIn = yield* select(selectIsLoggedIn);
  try {
    const res = yield* call(fetchTag, cfg, name);
    const tag = cleanHashtag(res.data);
    if (!tag) return;
    if (signedIn && isRecord(res.data)) yield* put(tagLoaded({ name, following: res.data.following === true }));
    yield* put(tagStatsLoaded({ name, history: tag.history }));
  } catch {
    // 404 (no such tag on this server, or no endpoint): no counts to show.
  }
}

/**
 * One search at a time: a new query (or the screen leaving, or signing out) cancels the one running and its
 * page requests, aborting their requests. Started by the feature loader with its buffered channel and the
 * intent that loaded the chunk; without them (tests) it takes from the store.
 */
export function* searchSaga(source?: Channel<UnknownAction>, first?: UnknownAction) {
  let current: Task | null = null;
  const pages = new Set<Task>();
  const stopAll = function* () {
    if (current?.isRunning()) yield* cancel(current);
    current = null;
    for (const task of pages) if (task.isRunning()) yield* cancel(task);
    pages.clear();
  };
  let next = first;
  for (;;) {
    const action =
      next ??
      (source
        ? yield* take(source)
        : yield* take<SearchIntent>([
            searchOpened,
            searchRequested,
            searchMoreRequested,
            searchClosed,
            tagStatsRequested,
            sessionCleared,
          ]));
    next = undefined;
    if (searchOpened.match(action) || searchRequested.match(action)) {
      yield* stopAll();
      current = yield* fork(openSearch, action.payload.query, searchRequested.match(action));
    } else if (searchMoreRequested.match(action)) {
      for (const task of pages) if (!task.isRunning()) pages.delete(task);
      pages.add(yield* fork(loadMore, action.payload.query, action.payload.tab));
    } else if (searchClosed.match(action) || sessionCleared.match(action)) {
      yield* stopAll();
    } else if (tagStatsRequested.match(action)) {
      yield* fork(loadTagStats, action.payload.name);
    }
  }
}
