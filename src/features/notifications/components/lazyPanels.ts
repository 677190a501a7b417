import { lazyRetrying } from '../../../utils/retryImport';

// Every part of the notifications UI but the bell and its badge loads with the "notifications" chunk.
export const NotificationsPanelLazy = lazyRetrying(() =>
  import(/* webpackChunkName: "notifications" */ './NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })),
);
export const NotificationsDrawerLazy = lazyRetrying(() =>
  import(/* webpackChunkName: "notifications" */ './NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
);
