// The general tab of the settings modal.
export default function GeneralTab() {
  return null;
}
