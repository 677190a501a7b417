// The mutes tab of the settings modal.
export default function MutesTab() {
  return null;
}
