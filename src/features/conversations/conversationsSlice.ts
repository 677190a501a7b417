import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { conversationOpened, conversationClosed } from './conversationsIntents';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { UiMessage } from '../../slices/ui';
import { sessionCleared } from '../../slices/auth';
import { statusPosted, statusRemoved } from '../../slices/timelines';

/** One conversation page, keyed by the status id it was opened on. Ids only; statuses live in entities. */
export interface ConversationState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** the oldest status known in the thread: the first ancestor, else the opened status */
  rootId: string | null;
  /** as the server sent them: the chain above (Mastodon) or every older status of the thread (Pleroma) */
  ancestors: string[];
  descendants: string[];
  error: UiMessage | null;
  /** the server answered 404/410: the post is gone or not visible to this viewer */
  notFound: boolean;
  /** posts deleted while the page is open (socket, the reader's own delete): they keep their place as a placeholder */
  deletedIds: string[];
  /** a visitor the server does not show the thread (snac2 answers 401 for its context): 'Log in to see' */
  loginRequired?: boolean;
}

export const emptyConversation: ConversationState = {
  status: 'idle',
  rootId: null,
  ancestors: [],
  descendants: [],
  error: null,
  notFound: false,
  deletedIds: [],
};

export type ConversationsState = Record<string, ConversationState>;

const ensure = (state: ConversationsState, id: string): ConversationState => (state[id] ??= { ...emptyConversation });

const initialState: ConversationsState = {};

const conversationsSlice = createSlice({
  name: 'conversations',
  initialState,
  reducers: {
    conversationFetchStarted(state, action: PayloadAction<{ id: string }>) {
      // Keep what is known: a retried thread stays on screen while it refreshes.
      const conv = ensure(state, action.payload.id);
      conv.status = 'loading';
      conv.error = null;
      conv.notFound = false;
      delete conv.loginRequired;
    },
    conversationFetched(state, action: PayloadAction<{ id: string; ancestors: string[]; descendants: string[] }>) {
      const { id, ancestors, descendants } = action.payload;
      const conv = ensure(state, id);
      // A deletion that arrived while the thread was loading still shows where the post is.
      const deletedIds = conv.deletedIds.filter((d) => d === id || ancestors.includes(d) || descendants.includes(d));
      Object.assign(conv, {
        ...emptyConversation,
        status: 'loaded',
        ancestors,
        descendants,
        rootId: ancestors[0] ?? id,
        deletedIds,
      });
      delete conv.loginRequired;
    },
    conversationFetchFailed(
      state,
      action: PayloadAction<{ id: string; error: UiMessage; notFound?: boolean; loginRequired?: boolean }>,
    ) {
      const conv = ensure(state, action.payload.id);
      conv.status = 'error';
      conv.error = action.payload.error;
      conv.notFound = action.payload.notFound ?? false;
      if (action.payload.loginRequired) conv.loginRequired = true;
      else delete conv.loginRequired;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(conversationOpened, (state, action) => {
      ensure(state, action.payload.id);
    });
    builder.addCase(conversationClosed, (state, action) => {
      delete state[action.payload.id];
    });
    // A post deleted while its conversation is open keeps its place as a placeholder (so its replies keep theirs);
    // the post the page was opened on becomes one too, and the page says so.
    builder.addCase(statusRemoved, (state, { payload: { id } }) => {
      for (const [key, conv] of Object.entries(state)) {
        const inThread = key === id || conv.ancestors.includes(id) || conv.descendants.includes(id);
        if (inThread && !conv.deletedIds.includes(id)) conv.deletedIds.push(id);
      }
    });
    // The user's reply shows at once in every open thread holding the replied status.
    builder.addCase(statusPosted, (state, { payload: { id, inReplyToId } }) => {
      if (!inReplyToId) return;
      for (const [key, conv] of Object.entries(state)) {
        const holds = key === inReplyToId || conv.ancestors.includes(inReplyToId) || conv.descendants.includes(inReplyToId);
        if (holds && conv.status === 'loaded' && !conv.descendants.includes(id) && key !== id) conv.descendants.push(id);
      }
    });
    builder.addCase(sessionCleared, () => ({}));
  },
});

export const { conversationFetchStarted, conversationFetched, conversationFetchFailed } = conversationsSlice.actions;
declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof conversationsSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedConversations = conversationsSlice.injectInto(rootReducer);
export const selectConversationsState = (state: RootState) => injectedConversations.selectSlice(state);
export default conversationsSlice.reducer;
