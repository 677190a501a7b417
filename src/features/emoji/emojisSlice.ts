import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { customEmojisRequested, recentEmojiUsed } from './emojiIntents';

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

/** The stored recent list as it came back from storage: only well-formed local emoji, at most 42. */
export function cleanRecentEmojis(stored: unknown): PickedEmoji[] {
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

const emojisSlice = createSlice({
  name: 'emojis',
  initialState: (): EmojisState => ({ recent: [], custom: [], customStatus: 'idle' }),
  reducers: {
    /** The picker's first request read the stored list back (cleaned by cleanRecentEmojis). */
    recentEmojisRestored(state, { payload }: PayloadAction<PickedEmoji[]>) {
      state.recent = payload;
    },
    customEmojisLoaded(state, { payload }: PayloadAction<CustomPickerEmoji[]>) {
      state.custom = payload;
      state.customStatus = 'loaded';
    },
    customEmojisFailed(state) {
      state.customStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(recentEmojiUsed, (state, { payload }) => {
      if (isRemoteEmoji(payload)) return;
      const rest = state.recent.filter((e) => e.name !== payload.name);
      state.recent = [payload, ...rest].slice(0, MAX_RECENT_EMOJIS);
    });
    builder.addCase(customEmojisRequested, (state) => {
      if (state.customStatus === 'idle' || state.customStatus === 'failed') state.customStatus = 'loading';
    });
  },
});

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof emojisSlice> {}
}

/** In the store once the picker's chunk is evaluated; reads as the initial state before. */
const injectedEmojis = emojisSlice.injectInto(rootReducer);
export const selectEmojisState = (state: RootState) => injectedEmojis.selectSlice(state);
export const { recentEmojisRestored, customEmojisLoaded, customEmojisFailed } = emojisSlice.actions;
export default emojisSlice.reducer;
