// The conversation screen's public entry: its intents, and how its saga loads (with the screen's chunk).
import { defineFeature } from '../../store/feature';
import { sessionCleared } from '../../slices/auth';
import { conversationOpened, conversationClosed, conversationReloadRequested } from './conversationsIntents';

export * from './conversationsIntents';

export const conversationsFeature = defineFeature({
  name: 'conversation',
  intents: [conversationOpened, conversationClosed, conversationReloadRequested, sessionCleared],
  load: () => import(/* webpackChunkName: "conversation" */ './sagas/conversations').then((m) => ({ saga: m.conversationsSaga })),
  // Signing out before any conversation was opened has nothing to cancel.
  skip: (action) => sessionCleared.match(action),
});
