// The conversation sagas come with the conversation screen's chunk: this eager part only buffers the
// screen's intents until the first one, then loads them. Plain strings: importing slices/conversations.ts
// would put the slice back in the main bundle (test/unit/sagas/conversationsEntry.test.ts checks them).
import { actionChannel, call, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../slices/auth';

export const CONVERSATION_INTENTS = ['conversationOpened', 'conversationClosed', 'conversationReloadRequested'].map(
  (name) => `conversations/${name}`,
);

const loadConversationsSaga = () =>
  import(/* webpackChunkName: "conversation" */ './conversations').then((m) => m.conversationsSaga);

export function* conversationsEntry() {
  const channel: Channel<UnknownAction> = yield actionChannel([...CONVERSATION_INTENTS, sessionCleared.type]);
  for (;;) {
    const first: UnknownAction = yield take(channel);
    // Signing out before any conversation was opened has nothing to cancel.
    if (first.type === sessionCleared.type) continue;
    let saga: Awaited<ReturnType<typeof loadConversationsSaga>>;
    try {
      saga = yield call(loadConversationsSaga);
    } catch (error) {
      // The screen that sends these comes from the same chunk, so this is rare: try again at the next intent.
      console.warn('[conversations] could not load:', error instanceof Error ? error.message : error);
      continue;
    }
    yield call(saga, channel, first);
  }
}
