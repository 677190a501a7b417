// Relationship changes from the user card (follow, block, mute, subscribe, repeats, domain mute, remove
// follower), the private note, and batched relationship fetches. Loaded lazily in the "profiles" chunk.
import { call, cancel, delay, fork, put, select } from 'typed-redux-saga';
import type { Task } from 'redux-saga';
import { fetchRelationships } from '../../../api/accounts';
import {
  blockAccount,
  followAccount,
  muteAccount,
  pleromaSubscription,
  removeFromFollowers,
  saveAccountNote,
  setDomainBlock,
  unblockAccount,
  unfollowAccount,
  unmuteAccount,
} from '../api/accountActions';
import { describeError, HttpError, type ApiConfig } from '../../../api/client';
import { isUnknownAccount, normalizeRelationships, type AccountEntity, type RelationshipEntity } from '../../../schemas/index';
import { entitiesImported } from '../../../slices/entities/index';
import {
  followerRemoved,
  noteSaveStateChanged,
  relationshipToggleSettled,
  suggestionRemoved,
  type RelationshipToggle,
} from '../profilesSlice';
import { noteChanged, relationshipsWanted, relationshipToggleRequested } from '../profilesIntents';
import { accountBlocked, accountUnfollowed } from '../../../actions/statusEvents';
import { noticeAdded } from '../../../slices/ui';
import { isMissingFeatureAnswer } from '../../../sagas/missingFeatures';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import type { RootState } from '../../../store/rootReducer';
import type { Flow } from '../../../store/feature';
import { NOTICE_MS } from '../../../utils/noticeTimes';

/** Spec 001 §9: the follow re-check, 3 tries 500 ms apart. */
export const FOLLOW_RECHECK_TRIES = 3;
export const FOLLOW_RECHECK_MS = 500;
/** The note is saved this long after the last edit (issue 8). */
export const NOTE_DEBOUNCE_MS = 1_500;
/** Ids asked for within this window go in one request. */
export const RELATIONSHIP_BATCH_MS = 50;
/** Ids per GET /api/v1/accounts/relationships (query-string length stays well within limits). */
export const RELATIONSHIP_CHUNK = 40;

function* importRelationships(raw: unknown) {
  const normalized = normalizeRelationships(Array.isArray(raw) ? raw : [raw]);
  if (normalized.result.length) yield* put(entitiesImported({ relationships: normalized.entities.relationships }));
  return normalized.entities.relationships;
}

// ---------------------------------------------------------------------------------------------------------------
// Batched relationship fetches: module state shared by the forked handlers of one store's saga.

const queued = new Set<string>();
const inFlight = new Set<string>();
let flushing = false;
/** account id -> the note save waiting for the typing to stop */
const pendingNotes = new Map<string, Task>();

/** For tests: forget what a previous store queued or was about to save. */
export function resetRelationshipBatch() {
  queued.clear();
  inFlight.clear();
  flushing = false;
  pendingNotes.clear();
}

function* fetchChunk(cfg: ApiConfig, ids: string[]) {
  try {
    const res = yield* call(fetchRelationships, cfg, ids);
    yield* importRelationships(res.data);
  } catch (error) {
    // Cards then show their buttons without a known relationship; the next card on screen asks again.
    console.warn('[relationships] fetch failed:', error instanceof Error ? error.message : error);
  } finally {
    for (const id of ids) inFlight.delete(id);
  }
}

/** The first want in a quiet period waits RELATIONSHIP_BATCH_MS for the others, then sends them all (40 a request). */
function* wantRelationships(action: ReturnType<typeof relationshipsWanted>) {
  // A visitor has no relationships: servers refuse the question (snac2 422, Hollo 401), so it is never asked.
  if (!(yield* select((s: RootState) => s.auth.token))) return;
  const known = yield* select((s: RootState) => s.entities.relationships.entities);
  // the unknown-account placeholder (a post without a usable author) is nobody: never asked about
  for (const id of action.payload.ids) if (id && !isUnknownAccount(id) && !known[id] && !inFlight.has(id)) queued.add(id);
  if (flushing || queued.size === 0) return;
  flushing = true;
  try {
    yield* delay(RELATIONSHIP_BATCH_MS);
  } finally {
    flushing = false;
  }
  const ids = [...queued];
  queued.clear();
  for (const id of ids) inFlight.add(id);
  const cfg = yield* select(selectApiConfig);
  for (let i = 0; i < ids.length; i += RELATIONSHIP_CHUNK) yield* fork(fetchChunk, cfg, ids.slice(i, i + RELATIONSHIP_CHUNK));
}

// ---------------------------------------------------------------------------------------------------------------
// Toggles

const accountOf = (s: RootState, id: string): AccountEntity | undefined => s.entities.accounts.entities[id];

/** 'user@host' -> 'host'; local accounts have no domain to mute. */
export const domainOf = (acct: string | undefined): string | null => {
  const at = acct?.lastIndexOf('@') ?? -1;
  return acct && at > 0 ? acct.slice(at + 1) : null;
};

/**
 * After a follow that is neither following nor locked-and-requested (a remote server that has not answered
 * yet), ask again up to 3 times, 500 ms apart, until it is.
 */
export function* recheckFollow(cfg: ApiConfig, accountId: string, first: RelationshipEntity | undefined) {
  const settled = (r: RelationshipEntity | undefined, locked: boolean) => !!r && (r.following || (locked && r.requested));
  const locked = yield* select((s: RootState) => accountOf(s, accountId)?.locked === true);
  let current = first;
  for (let attempt = 0; attempt < FOLLOW_RECHECK_TRIES && !settled(current, locked); attempt += 1) {
    yield* delay(FOLLOW_RECHECK_MS);
    try {
      const res = yield* call(fetchRelationships, cfg, [accountId]);
      const imported = yield* importRelationships(res.data);
      current = imported[accountId] ?? current;
    } catch {
      return; // the follow itself went through; the button shows what is known
    }
  }
}

function* subscribe(cfg: ApiConfig, accountId: string, on: boolean) {
  const capabilities = yield* select(selectCapabilities);
  if (capabilities.accountSubscriptions) {
    try {
      return yield* call(pleromaSubscription, cfg, accountId, on);
    } catch (error) {
      // Akkoma and newer Pleroma dropped /subscribe in favour of Mastodon's follow-with-notify.
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
    }
  }
  return yield* call(followAccount, cfg, accountId, { notify: on });
}

/** One request per toggle; the answer is the new relationship (except domain blocks, which answer {}). */
function* sendToggle(cfg: ApiConfig, accountId: string, toggle: RelationshipToggle, on: boolean) {
  switch (toggle) {
    case 'follow':
      return yield* call(on ? followAccount : unfollowAccount, cfg, accountId);
    case 'block':
      return yield* call(on ? blockAccount : unblockAccount, cfg, accountId);
    case 'mute':
      return yield* call(on ? muteAccount : unmuteAccount, cfg, accountId);
    case 'showReblogs':
      return yield* call(followAccount, cfg, accountId, { reblogs: on });
    case 'subscribe':
      return yield* subscribe(cfg, accountId, on);
    case 'removeFollower':
      return yield* call(removeFromFollowers, cfg, accountId);
    case 'domainMute': {
      const acct = yield* select((s: RootState) => accountOf(s, accountId)?.acct);
      const domain = domainOf(acct);
      if (!domain) throw new Error(`no domain to mute for account ${accountId}`);
      yield* call(setDomainBlock, cfg, domain, on);
      // Every known account of that domain now shows the new state.
      const ids = yield* select((s: RootState) =>
        Object.values(s.entities.accounts.entities).flatMap((a) => (a && domainOf(a.acct) === domain ? [a.id] : [])),
      );
      // entitiesImported merges into known relationships only (upsert), so no separate action is needed.
      const known = yield* select((s: RootState) => s.entities.relationships.entities);
      const patched = Object.fromEntries(ids.flatMap((id) => (known[id] ? [[id, { ...known[id], domain_blocking: on }]] : [])));
      yield* put(entitiesImported({ relationships: patched }));
      return null;
    }
  }
}

const TOGGLE_ERROR_IDS: Record<RelationshipToggle, [string, string]> = {
  follow: ['relationships.follow_error', 'relationships.unfollow_error'],
  block: ['relationships.block_error', 'relationships.unblock_error'],
  mute: ['relationships.mute_error', 'relationships.unmute_error'],
  subscribe: ['relationships.subscribe_error', 'relationships.unsubscribe_error'],
  showReblogs: ['relationships.show_reblogs_error', 'relationships.hide_reblogs_error'],
  domainMute: ['relationships.domain_mute_error', 'relationships.domain_unmute_error'],
  removeFollower: ['relationships.remove_follower_error', 'relationships.remove_follower_error'],
};

function* toggleRelationship(action: ReturnType<typeof relationshipToggleRequested>) {
  const { accountId, toggle, on } = action.payload;
  const cfg = yield* select(selectApiConfig);
  let ok = false;
  try {
    const res = yield* sendToggle(cfg, accountId, toggle, on);
    const imported: Record<string, RelationshipEntity> = res ? yield* importRelationships(res.data) : {};
    ok = true;
    if (toggle === 'follow' && on) {
      yield* put(suggestionRemoved({ accountId }));
      yield* recheckFollow(cfg, accountId, imported[accountId]);
    }
    if (toggle === 'follow' && !on) yield* put(accountUnfollowed({ accountId }));
    if (toggle === 'block' && on) yield* put(accountBlocked({ accountId }));
    if (toggle === 'removeFollower') {
      const me = yield* select((s: RootState) => s.auth.me);
      if (me) yield* put(followerRemoved({ viewerId: me, accountId }));
    }
  } catch (error) {
    const [onId, offId] = TOGGLE_ERROR_IDS[toggle];
    // a server without the feature (domain blocks on snac2) says so once, in its own notice
    if (!(yield* isMissingFeatureAnswer(error)))
      yield* put(noticeAdded('error', { id: on ? onId : offId, cause: describeError(error) }, NOTICE_MS.error));
  } finally {
    yield* put(relationshipToggleSettled({ accountId, toggle, on, ok }));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The private note: saved NOTE_DEBOUNCE_MS after the last edit, per account.

function* saveNoteLater(accountId: string, comment: string) {
  yield* delay(NOTE_DEBOUNCE_MS);
  yield* put(noteSaveStateChanged({ accountId, state: 'saving' }));
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(saveAccountNote, cfg, accountId, comment);
    yield* importRelationships(res.data);
    yield* put(noteSaveStateChanged({ accountId, state: 'saved' }));
  } catch (error) {
    yield* put(noteSaveStateChanged({ accountId, state: 'error' }));
    if (!(yield* isMissingFeatureAnswer(error)))
      yield* put(noticeAdded('error', { id: 'relationships.note_error', cause: describeError(error) }, NOTICE_MS.error));
  }
}

function* noteEdited(action: ReturnType<typeof noteChanged>) {
  const { accountId, comment } = action.payload;
  const previous = pendingNotes.get(accountId);
  if (previous?.isRunning()) yield* cancel(previous);
  const task = yield* fork(saveNoteLater, accountId, comment);
  pendingNotes.set(accountId, task);
}

export const relationshipFlows: Flow[] = [
  { type: relationshipsWanted.type, mode: 'every', handler: wantRelationships },
  { type: relationshipToggleRequested.type, mode: 'every', handler: toggleRelationship },
  { type: noteChanged.type, mode: 'every', handler: noteEdited },
];
