// Notifications are for signed-in users only: their sagas load as the "notifications" chunk, at sign-in
// (the background: fetch, poll, alerts, title; see notificationsEntry.ts) or on a first intent.
import { defineFeature } from '../../store/feature';
import { withMessages } from '../../i18n/loadMessages';
import {
  followRequestApproved,
  followRequestDenied,
  followRequestsRequested,
  interactionsRequested,
  notificationDismissed,
  notificationsMarkedRead,
  notificationsOlderRequested,
} from './notificationsIntents';

export * from './notificationsIntents';

// its notices and desktop alerts name ids of the 'extra' message part, so its sagas start once that is here
export const loadNotificationsChunk = withMessages(
  'extra',
  () => import(/* webpackChunkName: "notifications" */ './sagas/notificationsFlows'),
);

export const notificationsFeature = defineFeature({
  name: 'notifications',
  intents: [
    notificationsOlderRequested,
    notificationsMarkedRead,
    notificationDismissed,
    interactionsRequested,
    followRequestsRequested,
    followRequestApproved,
    followRequestDenied,
  ],
  load: () => loadNotificationsChunk().then((m) => ({ flows: m.notificationFlows })),
});
