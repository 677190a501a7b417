// The profile editor's intents (the settings modal's Profile tab). Small and in the first bundle; the slice and sagas come with the feature's chunk.
import { createAction } from '@reduxjs/toolkit';
import type { ProfileImageSlot } from './settingsModalSlice';
import type { ProfileParams } from './api/profileEditor';

/** Intent: one PATCH update_credentials with the profile form (sagas/profileSettings.ts). */
export const profileSaveRequested = createAction<{ params: ProfileParams }>('settingsModal/profileSaveRequested');
/**
 * Intent: send the picked (cropped) image of `slot` (kept in lib/pickedImages.ts: a File cannot enter the store), or
 * with `reset` put the server's default back (the way capabilities.profileImageReset names).
 */
export const profileImageRequested = createAction<{ slot: ProfileImageSlot; reset?: boolean }>(
  'settingsModal/profileImageRequested',
);
export const profileSaveSettled = createAction<{ error: string | null; failed: boolean }>('settingsModal/profileSaveSettled');
export const profileImageSettled = createAction<{ slot: ProfileImageSlot; error: string | null; failed: boolean }>(
  'settingsModal/profileImageSettled',
);
