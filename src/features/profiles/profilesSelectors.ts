// What the profile screens read: a profile's load state and account, remote lookups, who to follow,
// follows/followers lists, followed hashtags and the private note.
import { createSelector } from '@reduxjs/toolkit';
import type { AccountEntity } from '../../schemas/index';
import type { RootState } from '../../store/rootReducer';
import {
  followListKey,
  profileKey,
  remoteKey,
  type FollowListKind,
  type NoteState,
  type PagedState,
  type ProfileRef,
  type ProfileState,
  type RemoteUserState,
} from './profilesSlice';
import { selectProfilesState } from './profilesSlice';

export { profileKey, remoteKey, followListKey };

const IDLE_PAGE: PagedState<string> = { state: 'idle', items: [], next: null, hidden: false, error: null };

/** The profile for `key` (profileKey({ id }) or profileKey({ name })); undefined until profileRequested. */
export const selectProfile = (s: RootState, key: string): ProfileState | undefined => selectProfilesState(s).byKey[key];

/** The same, by reference: selectProfileByRef(s, { name: 'alice' }). */
export const selectProfileByRef = (s: RootState, ref: ProfileRef): ProfileState | undefined =>
  selectProfilesState(s).byKey[profileKey(ref)];

/** The loaded profile's account, or null while loading / missing / failed. */
export const selectProfileAccount = (s: RootState, key: string): AccountEntity | null => {
  const id = selectProfilesState(s).byKey[key]?.accountId;
  return id ? (s.entities.accounts.entities[id] ?? null) : null;
};

export const selectAccount = (s: RootState, id: string | null | undefined): AccountEntity | null =>
  id ? (s.entities.accounts.entities[id] ?? null) : null;

/** Whether `accountId` is the signed-in user (own profile: favorites tab, followed hashtags, edit icon, no note). */
export const selectIsOwnAccount = (s: RootState, accountId: string | null | undefined): boolean =>
  !!accountId && s.auth.me === accountId;

/** A /remote-users/… lookup: 'loading' | 'found' (accountId) | 'missing' | 'error'. */
export const selectRemoteUser = (s: RootState, acct: string): RemoteUserState | undefined =>
  selectProfilesState(s).remote[remoteKey(acct)];

/** Who to follow, as accounts (those already evicted or unknown are skipped). */
export const selectSuggestions = createSelector(
  [(s: RootState) => selectProfilesState(s).suggestions, (s: RootState) => s.entities.accounts.entities],
  (suggestions, accounts) => ({
    state: suggestions.state,
    accounts: suggestions.ids.flatMap((id) => (accounts[id] ? [accounts[id]] : [])),
  }),
);

/** An account's follows or followers: ids in server order, the next page, hidden by the account, load state. */
export const selectFollowList = (s: RootState, accountId: string, kind: FollowListKind): PagedState<string> =>
  selectProfilesState(s).followLists[followListKey(accountId, kind)] ?? IDLE_PAGE;

/** The viewer's followed hashtags (names); items empty and state 'loaded' -> 'not following any hashtags'. */
export const selectFollowedTags = (s: RootState): PagedState<string> => selectProfilesState(s).followedTags;

/** The note as typed and its save state; undefined until the viewer edits it (show relationship.note then). */
export const selectNote = (s: RootState, accountId: string): NoteState | undefined => selectProfilesState(s).notes[accountId];

/** Statuses per day since the account was created, rounded (spec 001 §2 User card). */
export function dailyAveragePosts(account: Pick<AccountEntity, 'statuses_count' | 'created_at'>, now = Date.now()): number {
  const created = Date.parse(account.created_at ?? '');
  const count = account.statuses_count ?? 0;
  if (!Number.isFinite(created)) return 0;
  // Exact (fractional) days, as Pleroma-FE divides; an account younger than a day counts one day.
  const days = Math.max(1, (now - created) / 86_400_000);
  return Math.round(count / days);
}
