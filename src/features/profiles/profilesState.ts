// The profiles state's shape and a stand-in reducer for it, small enough for the first bundle. The real
// slice (slices/profiles.ts) comes with the profile screens and the "profiles" saga chunk and plugs itself
// in when it loads; every module that dispatches its actions imports it, so none is dispatched before.
import { standIn } from '../../slices/standIn';

/** 'missing': the server said there is no such user (404); 'error': anything else, `error` holds the server's text. */
export type LoadState = 'loading' | 'loaded' | 'missing' | 'error';

export interface ProfileState {
  state: LoadState;
  /** the account's id once loaded (the key may be a name) */
  accountId: string | null;
  /** the server's error text, or null for the generic message */
  error: string | null;
}

/** What a relationship toggle on the user card changes (spec 001 §4 "Relationship toggles"). */
export type RelationshipToggle = 'follow' | 'block' | 'mute' | 'subscribe' | 'showReblogs' | 'domainMute' | 'removeFollower';

export interface RemoteUserState {
  state: 'loading' | 'found' | 'missing' | 'error';
  accountId: string | null;
  error: string | null;
}

export type FollowListKind = 'following' | 'followers';
export interface PagedState<T> {
  state: 'idle' | 'loading' | 'loaded' | 'error';
  items: T[];
  /** the next page's max_id (from the Link header), null when there is none */
  next: string | null;
  /** the server hides the list (Pleroma hide_follows / hide_followers: 403, or an empty list with a hidden count) */
  hidden: boolean;
  error: string | null;
}

export interface NoteState {
  /** the text as last typed (the textarea keeps it across re-renders) */
  comment: string;
  state: 'editing' | 'saving' | 'saved' | 'error';
}

export interface ProfilesState {
  byKey: Record<string, ProfileState>;
  /** account id -> the toggles whose request is in flight (the button shows 'in progress' and is disabled) */
  busy: Record<string, RelationshipToggle[]>;
  remote: Record<string, RemoteUserState>;
  suggestions: { state: 'idle' | 'loading' | 'loaded' | 'error'; ids: string[] };
  /** followListKey -> account ids */
  followLists: Record<string, PagedState<string>>;
  /** the viewer's followed hashtags (names) */
  followedTags: PagedState<string>;
  notes: Record<string, NoteState>;
  /** confirmed by the server this session; each id once (spec 001 §5 Ids) */
  blockedIds: string[];
  mutedIds: string[];
}

export const profilesInitialState: ProfilesState = {
  byKey: {},
  busy: {},
  remote: {},
  suggestions: { state: 'idle', ids: [] },
  followLists: {},
  followedTags: { state: 'idle', items: [], next: null, hidden: false, error: null },
  notes: {},
  blockedIds: [],
  mutedIds: [],
};

/** Registered in store/rootReducer.ts; slices/profiles.ts injects the real one when its module is evaluated. */
export const [profilesReducer, injectProfilesReducer] = standIn(profilesInitialState);
