// The security tab of the settings modal.
export default function SecurityTab() {
  return null;
}
