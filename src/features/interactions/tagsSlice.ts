import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../slices/auth';

/** What the viewer knows of one hashtag: whether they follow it (null until the server said). */
export interface TagState {
  following: boolean | null;
}

/** Keyed by the lower-cased name: servers treat #Cats and #cats as one tag. */
export type TagsState = Record<string, TagState>;

export const tagKey = (name: string) => name.toLowerCase();

const initialState: TagsState = {};

const tagsSlice = createSlice({
  name: 'tags',
  initialState,
  reducers: {
    tagLoaded(state, action: PayloadAction<{ name: string; following: boolean }>) {
      state[tagKey(action.payload.name)] = { following: action.payload.following };
    },
    /** optimistic: the button flips at once, the saga tells the server */
    tagFollowToggled(state, action: PayloadAction<{ name: string; follow: boolean }>) {
      state[tagKey(action.payload.name)] = { following: action.payload.follow };
    },
    /** the server refused `follow`: back to the other state, unless the reader has toggled again since */
    tagFollowFailed(state, action: PayloadAction<{ name: string; follow: boolean }>) {
      const tag = state[tagKey(action.payload.name)];
      if (tag && tag.following === action.payload.follow) tag.following = !action.payload.follow;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => ({}));
  },
});

export const { tagLoaded, tagFollowToggled, tagFollowFailed } = tagsSlice.actions;
export default tagsSlice.reducer;
