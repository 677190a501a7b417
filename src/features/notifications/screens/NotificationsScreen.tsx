import { NotificationsPanel } from '../components/NotificationsPanel';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

/** /{username}/notifications: the panel as a screen (the sidebar and column leave it out meanwhile). */
export function NotificationsScreen() {
  useDocumentTitleMessage('nav.notifications');
  return <NotificationsPanel level={1} />;
}
