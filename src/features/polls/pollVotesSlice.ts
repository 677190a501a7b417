import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../slices/auth';
import type { UiMessage } from '../../slices/ui';

/** A poll's vote in flight or its last failure; the poll itself lives in entities.polls. */
export interface PollVoteState {
  sending: boolean;
  error: UiMessage | null;
}

export type PollVotesState = Record<string, PollVoteState>;

/** A poll card entered or left the screen (IntersectionObserver); the saga refreshes visible polls. */
export const pollVisible = createAction<{ pollId: string }>('pollVotes/visible');
export const pollHidden = createAction<{ pollId: string }>('pollVotes/hidden');

const initialState: PollVotesState = {};

const pollVotesSlice = createSlice({
  name: 'pollVotes',
  initialState,
  reducers: {
    pollVoteRequested(state, { payload }: PayloadAction<{ pollId: string; choices: number[] }>) {
      state[payload.pollId] = { sending: true, error: null };
    },
    pollVoteSucceeded(state, { payload }: PayloadAction<{ pollId: string }>) {
      delete state[payload.pollId];
    },
    pollVoteFailed(state, { payload }: PayloadAction<{ pollId: string; error: UiMessage }>) {
      state[payload.pollId] = { sending: false, error: payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => ({}));
  },
});

export const { pollVoteRequested, pollVoteSucceeded, pollVoteFailed } = pollVotesSlice.actions;
export default pollVotesSlice.reducer;
