// Profiles: loading one (by id or name), resolving a remote user, who to follow, follows/followers lists
// and the viewer's followed hashtags. Loaded lazily in the "profiles" chunk (sagas/profilesIntents.ts).
import { call, put, select } from 'typed-redux-saga';
import { withRetries } from '../../../sagas/retry';
import { fetchAccount } from '../../../api/accounts';
import { fetchFollowedTags, fetchFollowList, lookupAccount } from '../api/accountActions';
import { HttpError, type ApiConfig } from '../../../api/client';
import { search, searchAccounts, type SearchParams } from '../../../api/search';
import { fetchSuggestions } from '../api/suggestions';
import { normalizeAccount, normalizeAccounts, type AccountEntity } from '../../../schemas/index';
import { entitiesImported } from '../../../slices/entities/index';
import {
  followedTagsFailed,
  followedTagsLoaded,
  followListFailed,
  followListLoaded,
  profileFailed,
  profileKey,
  profileLoaded,
  remoteUserResolved,
  suggestionsLoaded,
} from '../profilesSlice';
import {
  followedTagsRequested,
  followListRequested,
  profileRequested,
  relationshipsWanted,
  remoteUserRequested,
  suggestionsRequested,
} from '../profilesIntents';
import { tagLoaded } from '../../interactions/tagsSlice';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import type { RootState } from '../../../store/rootReducer';
import type { Flow } from '../../../store/feature';
import { selectProfilesState } from '../profilesSlice';

const isStatus = (error: unknown, ...codes: number[]) => error instanceof HttpError && codes.includes(error.status);
const serverText = (error: unknown) => (error instanceof HttpError ? error.serverMessage : null);

/** Imports the account and returns its id (null for a body that is not an account). */
function* importAccount(raw: unknown) {
  const normalized = normalizeAccount(raw);
  if (!normalized.result) return null;
  yield* put(entitiesImported(normalized.entities));
  return normalized.result;
}

/** By name: the lookup endpoint, else (older Pleroma has none) the nickname in place of the id. */
function* fetchByName(cfg: ApiConfig, name: string) {
  try {
    return yield* call(lookupAccount, cfg, name);
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
  }
  return yield* call(fetchAccount, cfg, name);
}

function* loadProfile(action: ReturnType<typeof profileRequested>) {
  const ref = action.payload;
  const key = profileKey(ref);
  const cfg = yield* select(selectApiConfig);
  try {
    const id =
      ref.id !== undefined
        ? yield* importAccount((yield* call(fetchAccount, cfg, ref.id)).data)
        : yield* accountNamed(cfg, ref.name);
    if (!id) {
      yield* put(profileFailed({ key, missing: false, error: null }));
      return;
    }
    yield* put(profileLoaded({ key, accountId: id }));
    // Mastodon does not embed the relationship (Pleroma does): the batch skips it when it came inline.
    yield* put(relationshipsWanted({ ids: [id] }));
  } catch (error) {
    yield* put(profileFailed({ key, missing: isStatus(error, 404, 410), error: serverText(error) }));
  }
}

/**
 * /users/user@host: the lookup, and where the server has not met that account yet (snac2 answers 404),
 * WebFinger through the server's search as /remote-users does. Returns the imported account's id.
 */
function* accountNamed(cfg: ApiConfig, name: string) {
  try {
    return yield* importAccount((yield* fetchByName(cfg, name)).data);
  } catch (error) {
    if (!name.includes('@') || !cfg.token || !isStatus(error, 404)) throw error;
    const match = yield* resolvedAccount(cfg, name);
    if (!match) throw error;
    return match;
  }
}

// ---------------------------------------------------------------------------------------------------------------

/** 'user@host' matches an account's acct 'user@host', or 'user' when host is this server. */
const sameAcct = (account: AccountEntity, acct: string) => {
  const wanted = acct.toLowerCase();
  const have = account.acct.toLowerCase();
  return have === wanted || (!have.includes('@') && wanted.startsWith(`${have}@`));
};

function* resolveAccounts(cfg: ApiConfig, acct: string) {
  try {
    const params: SearchParams = { q: acct, resolve: true, type: 'accounts', limit: 5 };
    const res = yield* call(search, cfg, params);
    return res.data?.accounts ?? [];
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
  }
  const res = yield* call(searchAccounts, cfg, acct, { resolve: true, limit: 5 });
  return res.data ?? [];
}

/** The account the server's search resolves 'user@host' to (imported), or null. */
function* resolvedAccount(cfg: ApiConfig, acct: string) {
  const normalized = normalizeAccounts(yield* resolveAccounts(cfg, acct));
  yield* put(entitiesImported(normalized.entities));
  return normalized.result.map((id) => normalized.entities.accounts[id]).find((a) => a && sameAcct(a, acct))?.id ?? null;
}

/** /remote-users/…: WebFinger through the server's search; no matching account -> 'missing' ('Not found.'). */
function* resolveRemoteUser(action: ReturnType<typeof remoteUserRequested>) {
  const acct = action.payload.acct.replace(/^@/, '');
  const cfg = yield* select(selectApiConfig);
  try {
    yield* put(remoteUserResolved({ acct, accountId: yield* resolvedAccount(cfg, acct) }));
  } catch (error) {
    yield* put(remoteUserResolved({ acct, accountId: null, error: serverText(error) ?? (error as Error).message ?? 'error' }));
  }
}

// ---------------------------------------------------------------------------------------------------------------

function* loadSuggestions() {
  const capabilities = yield* select(selectCapabilities);
  if (!capabilities.suggestions) {
    yield* put(suggestionsLoaded({ ids: [] }));
    return;
  }
  const cfg = yield* select(selectApiConfig);
  try {
    const raw = yield* call(fetchSuggestions, cfg);
    const normalized = normalizeAccounts(raw);
    yield* put(entitiesImported(normalized.entities));
    yield* put(suggestionsLoaded({ ids: normalized.result }));
    yield* put(relationshipsWanted({ ids: normalized.result }));
  } catch {
    yield* put(suggestionsLoaded({ error: true }));
  }
}

// ---------------------------------------------------------------------------------------------------------------

function* loadFollowList(action: ReturnType<typeof followListRequested>) {
  const { accountId, kind, more = false } = action.payload;
  const cfg = yield* select(selectApiConfig);
  const page = yield* select((s: RootState) => selectProfilesState(s).followLists[`${kind}:${accountId}`]);
  if (more && !page?.next) {
    // Nothing further: the list is complete.
    yield* put(followListLoaded({ accountId, kind, ids: [], next: null, more: true, hidden: page?.hidden ?? false }));
    return;
  }
  try {
    const res = yield* withRetries(() => fetchFollowList(cfg, accountId, kind, { maxId: more ? page?.next : null }));
    const normalized = normalizeAccounts(res.data);
    yield* put(entitiesImported(normalized.entities));
    // Pleroma's hide_follows / hide_followers answer others with an empty list.
    const account = yield* select((s: RootState) => s.entities.accounts.entities[accountId]);
    const me = yield* select((s: RootState) => s.auth.me);
    const hiddenFlag = kind === 'following' ? account?.pleroma?.hide_follows : account?.pleroma?.hide_followers;
    const hidden = !more && normalized.result.length === 0 && hiddenFlag === true && me !== accountId;
    yield* put(followListLoaded({ accountId, kind, ids: normalized.result, next: res.maxId, more, hidden }));
    yield* put(relationshipsWanted({ ids: normalized.result }));
  } catch (error) {
    if (isStatus(error, 403)) {
      yield* put(followListLoaded({ accountId, kind, ids: [], next: null, more: false, hidden: true }));
      return;
    }
    yield* put(followListFailed({ accountId, kind, error: serverText(error) }));
  }
}

function* loadFollowedTags(action: ReturnType<typeof followedTagsRequested>) {
  const more = action.payload?.more ?? false;
  const cfg = yield* select(selectApiConfig);
  const next = yield* select((s: RootState) => selectProfilesState(s).followedTags.next);
  if (more && !next) {
    yield* put(followedTagsLoaded({ names: [], next: null, more: true }));
    return;
  }
  try {
    const res = yield* call(fetchFollowedTags, cfg, more ? next : null);
    const names = (Array.isArray(res.data) ? res.data : []).flatMap((t) => (t && typeof t.name === 'string' ? [t.name] : []));
    // The tag screens' follow buttons learn it too.
    for (const name of names) yield* put(tagLoaded({ name, following: true }));
    yield* put(followedTagsLoaded({ names, next: res.maxId, more }));
  } catch (error) {
    yield* put(followedTagsFailed({ error: serverText(error) }));
  }
}

export const profileFlows: Flow[] = [
  { type: profileRequested.type, mode: 'every', handler: loadProfile },
  { type: remoteUserRequested.type, mode: 'every', handler: resolveRemoteUser },
  { type: suggestionsRequested.type, mode: 'leading', handler: loadSuggestions },
  { type: followListRequested.type, mode: 'every', handler: loadFollowList },
  { type: followedTagsRequested.type, mode: 'latest', handler: loadFollowedTags },
];
