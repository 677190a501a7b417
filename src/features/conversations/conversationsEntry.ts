// The conversation sagas come with the conversation screen's chunk: this eager part only names the
// screen's intents. Plain strings: importing slices/conversations.ts would put the slice back in the main
// bundle (test/unit/sagas/conversationsEntry.test.ts checks them).
import { fork } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../slices/auth';
import { lazySaga } from '../../sagas/lazyFlows';

export const CONVERSATION_INTENTS = ['conversationOpened', 'conversationClosed', 'conversationReloadRequested'].map(
  (name) => `conversations/${name}`,
);

export function* conversationsEntry() {
  yield fork(
    lazySaga,
    'conversations',
    [...CONVERSATION_INTENTS, sessionCleared.type],
    () => import(/* webpackChunkName: "conversation" */ './sagas/conversations').then((m) => m.conversationsSaga),
    // Signing out before any conversation was opened has nothing to cancel.
    (action: UnknownAction) => action.type === sessionCleared.type,
  );
}
