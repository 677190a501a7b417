// The moderation menu's intents (admins only). Small and in the first bundle; the slice and sagas come with the feature's chunk.
import { createAction } from '@reduxjs/toolkit';
import type { ModerationTarget, ModerationToggle } from './adminUsersSlice';

/**
 * intent: the menu opened on an account; ask the admin API for its roles, which the account shows only when
 * the user chooses to (show_role). `hidden`: the account shows none, so the role items wait for the answer.
 */
export const adminRolesWanted = createAction<ModerationTarget & { hidden: boolean }>('adminUsers/adminRolesWanted');
/**
 * intent: turn one moderation toggle on or off (`delete` only on, after the menu's confirmation);
 * `leaveProfile`: the viewer is on that user's profile, so a deletion goes back one page (spec 001 §2)
 */
export const moderationRequested = createAction<
  ModerationTarget & { toggle: ModerationToggle; on: boolean; leaveProfile?: boolean }
>('adminUsers/moderationRequested');

/** intent (admins, status menu): mark someone's post sensitive or not, or change its visibility (Pleroma's admin API) */
export const adminStatusChangeRequested = createAction<{
  statusId: string;
  sensitive?: boolean;
  visibility?: 'public' | 'unlisted' | 'private';
}>('adminUsers/adminStatusChangeRequested');
