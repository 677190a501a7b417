// The data tab of the settings modal.
export default function DataTab() {
  return null;
}
