// The moderation feature's public entries: the user card's admin menu ("moderation", admins only) and the reports
// area ("moderation-reports", moderators and admins), each with its intents and how its sagas load.
import { defineFeature } from '../../store/feature';
import { adminRolesWanted, adminStatusChangeRequested, moderationRequested } from './moderationIntents';
import { moderationOpened, reportsWatchStarted } from './reportsIntents';

export * from './moderationIntents';
export * from './reportsIntents';

export const moderationFeature = defineFeature({
  name: 'moderation',
  intents: [adminRolesWanted, moderationRequested, adminStatusChangeRequested],
  load: () => import(/* webpackChunkName: "moderation" */ './sagas/adminUsers').then((m) => ({ flows: m.adminUserFlows })),
});

export const reportsFeature = defineFeature({
  name: 'moderation-reports',
  intents: [reportsWatchStarted, moderationOpened],
  load: () => import(/* webpackChunkName: "moderation-reports" */ './sagas/reports').then((m) => ({ saga: m.reportsSaga })),
});
