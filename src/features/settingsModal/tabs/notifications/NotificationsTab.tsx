// The notifications tab of the settings modal.
export default function NotificationsTab() {
  return null;
}
