// The tabs and the opening of the settings modal. The slice (settingsModalSlice.ts) re-exports them and is imported
// by the shell itself: a slice injected only with a lazy chunk would miss the first opening, which loads that chunk.
import { createAction } from '@reduxjs/toolkit';

/** The tabs, in the order shown (spec 001 §2 Settings). */
export const SETTINGS_TABS = ['general', 'profile', 'security', 'mutes', 'data', 'notifications', 'theme'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const settingsOpened = createAction<{ tab: SettingsTab }>('settingsModal/settingsOpened');
