// The moderation feature's public entry (admins only): its intents, and how its sagas load ("moderation").
import { defineFeature } from '../../store/feature';
import { adminRolesWanted, moderationRequested } from './moderationIntents';

export * from './moderationIntents';

export const moderationFeature = defineFeature({
  name: 'moderation',
  intents: [adminRolesWanted, moderationRequested],
  load: () => import(/* webpackChunkName: "moderation" */ './sagas/adminUsers').then((m) => ({ flows: m.adminUserFlows })),
});
