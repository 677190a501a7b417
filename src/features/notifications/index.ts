// Notifications are for signed-in users only: their sagas load as the "notifications" chunk, at sign-in
// (the background: fetch, poll, alerts, title; see notificationsEntry.ts) or on a first intent.
import { defineFeature } from '../../store/feature';
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

export const loadNotificationsChunk = () => import(/* webpackChunkName: "notifications" */ './sagas/notificationsFlows');

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
