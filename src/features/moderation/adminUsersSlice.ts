// The user card's moderation menu (spec 001 §6 "Admin only"): roles fetched from the admin API and the changes
// in flight. The changes themselves show in the account entities, which the saga re-fetches after each one.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { adminRolesWanted, moderationRequested } from './moderationIntents';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { sessionCleared } from '../../slices/auth';

/** TagPolicy's user tags the menu toggles (spec 001 §6), as Pleroma names them. */
export type MrfTag =
  | 'mrf_tag:media-force-nsfw'
  | 'mrf_tag:media-strip'
  | 'mrf_tag:force-unlisted'
  | 'mrf_tag:sandbox'
  | 'mrf_tag:disable-remote-subscription'
  | 'mrf_tag:disable-any-subscription'
  | 'mrf_tag:quarantine';

/** One change an admin makes from the menu: a permission group, activation, deletion or a tag. */
export type ModerationToggle = 'admin' | 'moderator' | 'deactivated' | 'delete' | MrfTag;

export interface AdminRoles {
  admin: boolean;
  moderator: boolean;
}

export interface AdminUsersState {
  /** account id -> roles from the admin API (the public account hides them unless the user shows their role) */
  roles: Record<string, AdminRoles>;
  /** account id -> the changes whose request is in flight */
  busy: Record<string, ModerationToggle[]>;
}

export const adminUsersInitialState: AdminUsersState = { roles: {}, busy: {} };

/** Who the change is about: the entity id, and the nickname (acct) the admin API addresses users by. */
export interface ModerationTarget {
  accountId: string;
  nickname: string;
}

const adminUsersSlice = createSlice({
  name: 'adminUsers',
  initialState: adminUsersInitialState,
  reducers: {
    adminRolesLoaded(state, action: PayloadAction<{ accountId: string; roles: AdminRoles }>) {
      state.roles[action.payload.accountId] = action.payload.roles;
    },
    /** the request ended either way; on success the re-fetched account came through entitiesImported */
    moderationSettled(state, action: PayloadAction<{ accountId: string; toggle: ModerationToggle; ok: boolean }>) {
      const { accountId, toggle } = action.payload;
      const rest = (state.busy[accountId] ?? []).filter((t) => t !== toggle);
      if (rest.length) state.busy[accountId] = rest;
      else delete state.busy[accountId];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(adminRolesWanted, (state, action) => {
      const { accountId, hidden } = action.payload;
      if (!hidden) return;
      const busy = (state.busy[accountId] ?? []).filter((t) => t !== 'admin' && t !== 'moderator');
      state.busy[accountId] = [...busy, 'admin', 'moderator'];
    });
    builder.addCase(moderationRequested, (state, action) => {
      const { accountId, toggle } = action.payload;
      const busy = state.busy[accountId] ?? [];
      if (!busy.includes(toggle)) state.busy[accountId] = [...busy, toggle];
    });
    builder.addCase(sessionCleared, () => adminUsersInitialState);
  },
});

export const { adminRolesLoaded, moderationSettled } = adminUsersSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof adminUsersSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedAdminUsers = adminUsersSlice.injectInto(rootReducer);
export const selectAdminUsersState = (state: RootState) => injectedAdminUsers.selectSlice(state);
export default adminUsersSlice.reducer;
