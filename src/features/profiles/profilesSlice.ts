// Profiles and relationships (issue 8): what is loading or loaded for a profile screen, the relationship
// toggles in flight, remote-user lookups, who to follow, follows/followers lists and followed hashtags.
// The relationships themselves live in entities.relationships; this slice only holds the screen-side facts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  profileRequested,
  relationshipToggleRequested,
  noteChanged,
  remoteUserRequested,
  suggestionsRequested,
  followListRequested,
  followedTagsRequested,
} from './profilesIntents';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { sessionCleared } from '../../slices/auth';

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

/** A profile is asked for by id (/users/{id}) or by name (/users/{name}, /{name}). */
export type ProfileRef = { id: string; name?: undefined } | { name: string; id?: undefined };

/** byKey's key: 'id:{id}' or 'name:{lower-cased name}' (names are case-insensitive on every server). */
export const profileKey = (ref: ProfileRef): string => (ref.id !== undefined ? `id:${ref.id}` : `name:${ref.name.toLowerCase()}`);

/** The remote-users key: 'user@host', lower-cased. */
export const remoteKey = (acct: string): string => acct.replace(/^@/, '').toLowerCase();

export const followListKey = (accountId: string, kind: FollowListKind): string => `${kind}:${accountId}`;

const emptyPage = <T>(): PagedState<T> => ({ state: 'idle', items: [], next: null, hidden: false, error: null });

const initialState = profilesInitialState;

const setMember = (list: string[], id: string, on: boolean): string[] =>
  on ? (list.includes(id) ? list : [...list, id]) : list.filter((x) => x !== id);

const mergePage = (page: PagedState<string>, items: string[], next: string | null, more: boolean, hidden: boolean) => {
  page.items = more ? [...new Set([...page.items, ...items])] : items;
  page.next = next;
  page.state = 'loaded';
  page.hidden = hidden;
  page.error = null;
};

const profilesSlice = createSlice({
  name: 'profiles',
  initialState,
  reducers: {
    profileLoaded(state, action: PayloadAction<{ key: string; accountId: string }>) {
      const { key, accountId } = action.payload;
      state.byKey[key] = { state: 'loaded', accountId, error: null };
      state.byKey[profileKey({ id: accountId })] = { state: 'loaded', accountId, error: null };
    },
    profileFailed(state, action: PayloadAction<{ key: string; missing: boolean; error: string | null }>) {
      const { key, missing, error } = action.payload;
      state.byKey[key] = { state: missing ? 'missing' : 'error', accountId: null, error: missing ? null : error };
    },
    /** the request ended (either way); the new relationship came through entitiesImported */
    relationshipToggleSettled(
      state,
      action: PayloadAction<{ accountId: string; toggle: RelationshipToggle; on: boolean; ok: boolean }>,
    ) {
      const { accountId, toggle, on, ok } = action.payload;
      const rest = (state.busy[accountId] ?? []).filter((t) => t !== toggle);
      if (rest.length) state.busy[accountId] = rest;
      else delete state.busy[accountId];
      if (!ok) return;
      if (toggle === 'block') state.blockedIds = setMember(state.blockedIds, accountId, on);
      if (toggle === 'mute') state.mutedIds = setMember(state.mutedIds, accountId, on);
    },
    noteSaveStateChanged(state, action: PayloadAction<{ accountId: string; state: NoteState['state'] }>) {
      const note = state.notes[action.payload.accountId];
      if (note) note.state = action.payload.state;
    },
    remoteUserResolved(state, action: PayloadAction<{ acct: string; accountId: string | null; error?: string | null }>) {
      const { acct, accountId, error = null } = action.payload;
      state.remote[remoteKey(acct)] = accountId
        ? { state: 'found', accountId, error: null }
        : { state: error ? 'error' : 'missing', accountId: null, error };
    },
    suggestionsLoaded(state, action: PayloadAction<{ ids: string[] } | { error: true }>) {
      if ('error' in action.payload) state.suggestions.state = 'error';
      else state.suggestions = { state: 'loaded', ids: action.payload.ids };
    },
    /** a suggestion followed or dismissed leaves the list */
    suggestionRemoved(state, action: PayloadAction<{ accountId: string }>) {
      state.suggestions.ids = state.suggestions.ids.filter((id) => id !== action.payload.accountId);
    },
    followListLoaded(
      state,
      action: PayloadAction<{
        accountId: string;
        kind: FollowListKind;
        ids: string[];
        next: string | null;
        more: boolean;
        hidden: boolean;
      }>,
    ) {
      const { accountId, kind, ids, next, more, hidden } = action.payload;
      const key = followListKey(accountId, kind);
      const page = state.followLists[key] ?? emptyPage<string>();
      mergePage(page, ids, next, more, hidden);
      state.followLists[key] = page;
    },
    followListFailed(state, action: PayloadAction<{ accountId: string; kind: FollowListKind; error: string | null }>) {
      const page = state.followLists[followListKey(action.payload.accountId, action.payload.kind)];
      if (page) Object.assign(page, { state: 'error', error: action.payload.error });
    },
    /** remove follower confirmed: the account leaves the viewer's followers list */
    followerRemoved(state, action: PayloadAction<{ viewerId: string; accountId: string }>) {
      const page = state.followLists[followListKey(action.payload.viewerId, 'followers')];
      if (page) page.items = page.items.filter((id) => id !== action.payload.accountId);
    },
    followedTagsLoaded(state, action: PayloadAction<{ names: string[]; next: string | null; more: boolean }>) {
      mergePage(state.followedTags, action.payload.names, action.payload.next, action.payload.more, false);
    },
    followedTagsFailed(state, action: PayloadAction<{ error: string | null }>) {
      state.followedTags.state = 'error';
      state.followedTags.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(profileRequested, (state, action) => {
      const key = profileKey(action.payload);
      const known = state.byKey[key];
      state.byKey[key] = { state: 'loading', accountId: known?.accountId ?? null, error: null };
    });
    builder.addCase(relationshipToggleRequested, (state, action) => {
      const { accountId, toggle } = action.payload;
      const busy = state.busy[accountId] ?? [];
      if (!busy.includes(toggle)) state.busy[accountId] = [...busy, toggle];
    });
    builder.addCase(noteChanged, (state, action) => {
      state.notes[action.payload.accountId] = { comment: action.payload.comment, state: 'editing' };
    });
    builder.addCase(remoteUserRequested, (state, action) => {
      state.remote[remoteKey(action.payload.acct)] = { state: 'loading', accountId: null, error: null };
    });
    builder.addCase(suggestionsRequested, (state) => {
      state.suggestions.state = 'loading';
    });
    builder.addCase(followListRequested, (state, action) => {
      const key = followListKey(action.payload.accountId, action.payload.kind);
      const page = state.followLists[key] ?? emptyPage<string>();
      page.state = 'loading';
      page.error = null;
      state.followLists[key] = page;
    });
    builder.addCase(followedTagsRequested, (state, _action) => {
      state.followedTags.state = 'loading';
      state.followedTags.error = null;
    });
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  profileLoaded,
  profileFailed,
  relationshipToggleSettled,
  noteSaveStateChanged,
  remoteUserResolved,
  suggestionsLoaded,
  suggestionRemoved,
  followListLoaded,
  followListFailed,
  followerRemoved,
  followedTagsLoaded,
  followedTagsFailed,
} = profilesSlice.actions;
// Joins the store (injectInto, below) when this module loads: the slice stays out of the first bundle.

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof profilesSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedProfiles = profilesSlice.injectInto(rootReducer);
export const selectProfilesState = (state: RootState) => injectedProfiles.selectSlice(state);
export default profilesSlice.reducer;
