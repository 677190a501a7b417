import { NotificationsPanel } from '../components/NotificationsPanel';

/** /{username}/notifications: the panel as a screen (the sidebar and column leave it out meanwhile). */
export function NotificationsScreen() {
  return <NotificationsPanel />;
}
