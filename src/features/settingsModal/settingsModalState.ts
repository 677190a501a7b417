// The settings modal's state and a stand-in reducer for it, small enough for the first bundle. The real slice
// (slices/settingsModal.ts) comes with the user card and the modal chunk and plugs itself in when it loads; every
// module that dispatches its actions imports it, so none is dispatched before (docs/architecture.md "Lazy slices").
import type { ProfileImageSlot } from './api/profileEditor';
import { standIn } from '../../slices/standIn';

export type { ProfileImageSlot };

/** Spec 001 §2 Settings: the modal is hidden, visible or minimized (a bar at the bottom that restores it). */
export type SettingsModalMode = 'hidden' | 'visible' | 'minimized';
/** Only the tabs that exist today; the settings issue adds general, security, mutes and blocks, data, notifications, theme. */
export type SettingsTab = 'profile';

export interface SaveState {
  state: 'idle' | 'saving' | 'saved' | 'error';
  /** the server's text when it sent some, else null for the generic message */
  error: string | null;
}

export interface SettingsModalState {
  mode: SettingsModalMode;
  tab: SettingsTab;
  /** the save-status notice: shown after a save, cleared 2 s later (spec 001 §4 Settings) */
  notice: 'ok' | 'error' | null;
  profile: SaveState;
  images: Record<ProfileImageSlot, SaveState>;
}

const idle: SaveState = { state: 'idle', error: null };

export const settingsModalInitialState: SettingsModalState = {
  mode: 'hidden',
  tab: 'profile',
  notice: null,
  profile: idle,
  images: { avatar: idle, banner: idle, background: idle },
};

/** Registered in store/rootReducer.ts; slices/settingsModal.ts injects the real one when its module is evaluated. */
export const [settingsModalReducer, injectSettingsModalReducer] = standIn(settingsModalInitialState);
