import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJson, STORAGE_KEYS } from '../../utils/storage';

/** An emoji as the picker hands it out: unicode has `native`, custom has an image `url`. */
export interface PickedEmoji {
  name: string;
  native?: string;
  url?: string;
}

/** A custom emoji of the instance; its first tag is its group in the picker. */
export interface CustomPickerEmoji {
  name: string;
  url: string;
  tags: string[];
}

export const MAX_RECENT_EMOJIS = 42;

export interface EmojisState {
  recent: PickedEmoji[];
  custom: CustomPickerEmoji[];
  customStatus: 'idle' | 'loading' | 'loaded' | 'failed';
}

/** Remote emoji (shortcode@host) cannot be sent from here again, so they never enter the recent list. */
export const isRemoteEmoji = (emoji: PickedEmoji): boolean => !emoji.native && emoji.name.includes('@');

function readRecent(): PickedEmoji[] {
  const stored = readJson<unknown>(STORAGE_KEYS.recentEmojis);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((e): e is PickedEmoji => typeof e === 'object' && e !== null && typeof (e as PickedEmoji).name === 'string')
    .map((e) => ({
      name: e.name,
      ...(typeof e.native === 'string' ? { native: e.native } : {}),
      ...(typeof e.url === 'string' ? { url: e.url } : {}),
    }))
    .filter((e) => !isRemoteEmoji(e))
    .slice(0, MAX_RECENT_EMOJIS);
}

const recentEmojisSlice = createSlice({
  name: 'emojis',
  initialState: (): EmojisState => ({ recent: readRecent(), custom: [], customStatus: 'idle' }),
  reducers: {
    /** Most recent first, no duplicates, at most 42. */
    recentEmojiUsed(state, { payload }: PayloadAction<PickedEmoji>) {
      if (isRemoteEmoji(payload)) return;
      const rest = state.recent.filter((e) => e.name !== payload.name);
      state.recent = [payload, ...rest].slice(0, MAX_RECENT_EMOJIS);
    },
    customEmojisRequested(state) {
      if (state.customStatus === 'idle' || state.customStatus === 'failed') state.customStatus = 'loading';
    },
    customEmojisLoaded(state, { payload }: PayloadAction<CustomPickerEmoji[]>) {
      state.custom = payload;
      state.customStatus = 'loaded';
    },
    customEmojisFailed(state) {
      state.customStatus = 'failed';
    },
  },
});

export const { recentEmojiUsed, customEmojisRequested, customEmojisLoaded, customEmojisFailed } = recentEmojisSlice.actions;
export default recentEmojisSlice.reducer;
