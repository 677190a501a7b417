import { lazy } from 'react';

// Every part of the notifications UI but the bell and its badge loads with the "notifications" chunk.
export const NotificationsPanelLazy = lazy(() =>
  import(/* webpackChunkName: "notifications" */ './NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })),
);
export const NotificationsDrawerLazy = lazy(() =>
  import(/* webpackChunkName: "notifications" */ './NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
);
