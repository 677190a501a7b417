// The intents whose sagas load lazily in the "moderation" chunk (sagas/adminUsers.ts): the user card's
// moderation menu, which only admins see. Plain action-type strings: importing the slice would put it in the
// main bundle. test/unit/sagas/adminUsers.test.ts checks they match slices/adminUsers.ts.

export const ADMIN_USER_INTENTS = ['adminUsers/adminRolesWanted', 'adminUsers/moderationRequested'];

export const loadAdminUserFlows = () =>
  import(/* webpackChunkName: "moderation" */ './sagas/adminUsers').then((m) => m.adminUserFlows);
