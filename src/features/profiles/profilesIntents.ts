// The profiles feature's intents: what cards and screens dispatch to load a profile, its lists and relationships. Small and in the first bundle; the slice and sagas come with the feature's chunk.
import { createAction } from '@reduxjs/toolkit';
import type { FollowListKind, ProfileRef, RelationshipToggle } from './profilesSlice';

/** intent: load a profile (sagas/profiles.ts); the state goes to 'loading' at once so the screen shows a spinner */
export const profileRequested = createAction<ProfileRef>('profiles/profileRequested');
/** intent: relationships for these accounts are needed (cards on screen); the saga batches them (~50 ms, 40 a request) */
export const relationshipsWanted = createAction<{ ids: string[] }>('profiles/relationshipsWanted');
/** intent: turn one relationship toggle on or off; confirmations are the UI's, so this goes straight to the server */
export const relationshipToggleRequested = createAction<{ accountId: string; toggle: RelationshipToggle; on: boolean }>(
  'profiles/relationshipToggleRequested',
);
/** intent: the viewer typed in the private note; the saga saves it 1.5 s after the last edit */
export const noteChanged = createAction<{ accountId: string; comment: string }>('profiles/noteChanged');
/** intent: resolve a remote user ('user@host') to a local account id (/remote-users/… routes) */
export const remoteUserRequested = createAction<{ acct: string }>('profiles/remoteUserRequested');
/** intent: load who to follow (sidebar panel and /who-to-follow) */
export const suggestionsRequested = createAction('profiles/suggestionsRequested');
/** intent: the first page (more: false) or the next page (more: true) of an account's follows or followers */
export const followListRequested = createAction<{ accountId: string; kind: FollowListKind; more?: boolean }>(
  'profiles/followListRequested',
);
/** intent: the viewer's followed hashtags (own profile, follows tab) */
export const followedTagsRequested = createAction<{ more?: boolean } | undefined>('profiles/followedTagsRequested');
