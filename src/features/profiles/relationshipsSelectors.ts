// The viewer's relationship to an account and what the follow button and card toggles show.
import type { RelationshipEntity } from '../../schemas/index';
import type { RelationshipToggle } from './profilesSlice';
import type { RootState } from '../../store/rootReducer';
import { selectProfilesState } from './profilesSlice';

/** The relationship with `accountId`, or undefined until fetched (dispatch relationshipsWanted({ ids })). */
export const selectRelationship = (s: RootState, accountId: string | null | undefined): RelationshipEntity | undefined =>
  accountId ? s.entities.relationships.entities[accountId] : undefined;

/** The follow button's state (spec 001 §2/§4): in progress wins, then following, then a pending request. */
export type FollowButtonState = 'not_following' | 'follow_sent' | 'following' | 'in_progress';

export function followButtonState(relationship: RelationshipEntity | undefined, busy: boolean): FollowButtonState {
  if (busy) return 'in_progress';
  if (relationship?.following) return 'following';
  if (relationship?.requested) return 'follow_sent';
  return 'not_following';
}

/** Whether one toggle's request is in flight for this account. */
export const selectToggleBusy = (s: RootState, accountId: string, toggle: RelationshipToggle): boolean =>
  selectProfilesState(s).busy[accountId]?.includes(toggle) ?? false;

/** Whether any toggle's request is in flight for this account. */
export const selectAnyToggleBusy = (s: RootState, accountId: string): boolean =>
  (selectProfilesState(s).busy[accountId]?.length ?? 0) > 0;

export const selectFollowButtonState = (s: RootState, accountId: string): FollowButtonState =>
  followButtonState(selectRelationship(s, accountId), selectToggleBusy(s, accountId, 'follow'));

/**
 * Whether the follow button is disabled: in progress, or the target is deactivated (spec 001 §4 Follow button).
 * Clicking an enabled button while following or requested unfollows (confirmation when modalOnUnfollow).
 */
export const selectFollowDisabled = (s: RootState, accountId: string): boolean =>
  selectToggleBusy(s, accountId, 'follow') || s.entities.accounts.entities[accountId]?.pleroma?.deactivated === true;

/** Ids of accounts the viewer blocked / muted this session (confirmed by the server), each once. */
export const selectBlockedIds = (s: RootState): string[] => selectProfilesState(s).blockedIds;
export const selectMutedIds = (s: RootState): string[] => selectProfilesState(s).mutedIds;
