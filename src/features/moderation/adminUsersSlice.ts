// The user card's moderation menu (spec 001 §6 "Admin only"): roles fetched from the admin API and the changes
// in flight. The changes themselves show in the account entities, which the saga re-fetches after each one.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../slices/auth';
import { adminUsersInitialState, injectAdminUsersReducer, type AdminRoles, type ModerationToggle } from './adminUsersState';

export type { AdminRoles, AdminUsersState, ModerationToggle, MrfTag } from './adminUsersState';

/** Who the change is about: the entity id, and the nickname (acct) the admin API addresses users by. */
export interface ModerationTarget {
  accountId: string;
  nickname: string;
}

const adminUsersSlice = createSlice({
  name: 'adminUsers',
  initialState: adminUsersInitialState,
  reducers: {
    /**
     * intent: the menu opened on an account; ask the admin API for its roles, which the account shows only when
     * the user chooses to (show_role). `hidden`: the account shows none, so the role items wait for the answer.
     */
    adminRolesWanted(state, action: PayloadAction<ModerationTarget & { hidden: boolean }>) {
      const { accountId, hidden } = action.payload;
      if (!hidden) return;
      const busy = (state.busy[accountId] ?? []).filter((t) => t !== 'admin' && t !== 'moderator');
      state.busy[accountId] = [...busy, 'admin', 'moderator'];
    },
    adminRolesLoaded(state, action: PayloadAction<{ accountId: string; roles: AdminRoles }>) {
      state.roles[action.payload.accountId] = action.payload.roles;
    },
    /**
     * intent: turn one moderation toggle on or off (`delete` only on, after the menu's confirmation);
     * `leaveProfile`: the viewer is on that user's profile, so a deletion goes back one page (spec 001 §2)
     */
    moderationRequested(
      state,
      action: PayloadAction<ModerationTarget & { toggle: ModerationToggle; on: boolean; leaveProfile?: boolean }>,
    ) {
      const { accountId, toggle } = action.payload;
      const busy = state.busy[accountId] ?? [];
      if (!busy.includes(toggle)) state.busy[accountId] = [...busy, toggle];
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
    builder.addCase(sessionCleared, () => adminUsersInitialState);
  },
});

export const { adminRolesWanted, adminRolesLoaded, moderationRequested, moderationSettled } = adminUsersSlice.actions;

// The store holds a stand-in until this module loads (slices/adminUsersState.ts).
injectAdminUsersReducer(adminUsersSlice.reducer);

export default adminUsersSlice.reducer;
