// Profiles and relationships (issue 8): what is loading or loaded for a profile screen, the relationship
// toggles in flight, remote-user lookups, who to follow, follows/followers lists and followed hashtags.
// The relationships themselves live in entities.relationships; this slice only holds the screen-side facts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../slices/auth';
import {
  injectProfilesReducer,
  profilesInitialState,
  type FollowListKind,
  type NoteState,
  type PagedState,
  type RelationshipToggle,
} from './profilesState';

export type {
  FollowListKind,
  LoadState,
  NoteState,
  PagedState,
  ProfileState,
  ProfilesState,
  RelationshipToggle,
  RemoteUserState,
} from './profilesState';

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
    /** intent: load a profile (sagas/profiles.ts); the state goes to 'loading' at once so the screen shows a spinner */
    profileRequested(state, action: PayloadAction<ProfileRef>) {
      const key = profileKey(action.payload);
      const known = state.byKey[key];
      state.byKey[key] = { state: 'loading', accountId: known?.accountId ?? null, error: null };
    },
    profileLoaded(state, action: PayloadAction<{ key: string; accountId: string }>) {
      const { key, accountId } = action.payload;
      state.byKey[key] = { state: 'loaded', accountId, error: null };
      state.byKey[profileKey({ id: accountId })] = { state: 'loaded', accountId, error: null };
    },
    profileFailed(state, action: PayloadAction<{ key: string; missing: boolean; error: string | null }>) {
      const { key, missing, error } = action.payload;
      state.byKey[key] = { state: missing ? 'missing' : 'error', accountId: null, error: missing ? null : error };
    },

    /** intent: turn one relationship toggle on or off; confirmations are the UI's, so this goes straight to the server */
    relationshipToggleRequested(state, action: PayloadAction<{ accountId: string; toggle: RelationshipToggle; on: boolean }>) {
      const { accountId, toggle } = action.payload;
      const busy = state.busy[accountId] ?? [];
      if (!busy.includes(toggle)) state.busy[accountId] = [...busy, toggle];
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

    /** intent: the viewer typed in the private note; the saga saves it 1.5 s after the last edit */
    noteChanged(state, action: PayloadAction<{ accountId: string; comment: string }>) {
      state.notes[action.payload.accountId] = { comment: action.payload.comment, state: 'editing' };
    },
    noteSaveStateChanged(state, action: PayloadAction<{ accountId: string; state: NoteState['state'] }>) {
      const note = state.notes[action.payload.accountId];
      if (note) note.state = action.payload.state;
    },

    /** intent: relationships for these accounts are needed (cards on screen); the saga batches them (~50 ms, 40 a request) */
    relationshipsWanted(_state, _action: PayloadAction<{ ids: string[] }>) {},

    /** intent: resolve a remote user ('user@host') to a local account id (/remote-users/… routes) */
    remoteUserRequested(state, action: PayloadAction<{ acct: string }>) {
      state.remote[remoteKey(action.payload.acct)] = { state: 'loading', accountId: null, error: null };
    },
    remoteUserResolved(state, action: PayloadAction<{ acct: string; accountId: string | null; error?: string | null }>) {
      const { acct, accountId, error = null } = action.payload;
      state.remote[remoteKey(acct)] = accountId
        ? { state: 'found', accountId, error: null }
        : { state: error ? 'error' : 'missing', accountId: null, error };
    },

    /** intent: load who to follow (sidebar panel and /who-to-follow) */
    suggestionsRequested(state) {
      state.suggestions.state = 'loading';
    },
    suggestionsLoaded(state, action: PayloadAction<{ ids: string[] } | { error: true }>) {
      if ('error' in action.payload) state.suggestions.state = 'error';
      else state.suggestions = { state: 'loaded', ids: action.payload.ids };
    },
    /** a suggestion followed or dismissed leaves the list */
    suggestionRemoved(state, action: PayloadAction<{ accountId: string }>) {
      state.suggestions.ids = state.suggestions.ids.filter((id) => id !== action.payload.accountId);
    },

    /** intent: the first page (more: false) or the next page (more: true) of an account's follows or followers */
    followListRequested(state, action: PayloadAction<{ accountId: string; kind: FollowListKind; more?: boolean }>) {
      const key = followListKey(action.payload.accountId, action.payload.kind);
      const page = state.followLists[key] ?? emptyPage<string>();
      page.state = 'loading';
      page.error = null;
      state.followLists[key] = page;
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

    /** intent: the viewer's followed hashtags (own profile, follows tab) */
    followedTagsRequested(state, _action: PayloadAction<{ more?: boolean } | undefined>) {
      state.followedTags.state = 'loading';
      state.followedTags.error = null;
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
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  profileRequested,
  profileLoaded,
  profileFailed,
  relationshipToggleRequested,
  relationshipToggleSettled,
  noteChanged,
  noteSaveStateChanged,
  relationshipsWanted,
  remoteUserRequested,
  remoteUserResolved,
  suggestionsRequested,
  suggestionsLoaded,
  suggestionRemoved,
  followListRequested,
  followListLoaded,
  followListFailed,
  followerRemoved,
  followedTagsRequested,
  followedTagsLoaded,
  followedTagsFailed,
} = profilesSlice.actions;
// The store holds a stand-in until this module loads (slices/profilesState.ts): the slice stays out of the first bundle.
injectProfilesReducer(profilesSlice.reducer);

export default profilesSlice.reducer;
