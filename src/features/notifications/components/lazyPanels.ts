import { withMessages } from '../../../i18n/loadMessages';
import { lazyRetrying } from '../../../utils/retryImport';

// Every part of the notifications UI but the bell and its badge loads with the "notifications" chunk, and its
// messages with the 'extra' part (i18n/messageParts.ts).
export const NotificationsPanelLazy = lazyRetrying(
  withMessages('extra', () =>
    import(/* webpackChunkName: "notifications" */ './NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })),
  ),
);
export const NotificationsDrawerLazy = lazyRetrying(
  withMessages('extra', () =>
    import(/* webpackChunkName: "notifications" */ './NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
  ),
);
