import { useAppSelector } from '../../../store/hooks';
import { useSettledOrWaited } from '../../../store/useSettledOrWaited';
import { selectSettings } from '../../../selectors/settings';
import { selectAboutState } from '../aboutSlice';
import { InstancePanel } from './InstancePanel';
import { FeaturesPanel } from './FeaturesPanel';

/**
 * The sidebar's panels about this server: the admin's own panel, then (`features`, for visitors) what the server
 * offers. The second waits for the first's answer and for the rest of start-up (NodeInfo says what is offered), so
 * it is drawn once, where it stays, instead of being pushed down under the reader when the admin's panel comes. Like
 * the navigation, it gives up waiting for NodeInfo after a second.
 */
export function SidebarAboutPanels({ features }: { features: boolean }) {
  const { hideISP } = useAppSelector(selectSettings);
  const panel = useAppSelector(selectAboutState).panel.state;
  const settled = useSettledOrWaited();
  const panelAnswered = hideISP || panel === 'loaded' || panel === 'failed';
  return (
    <>
      <InstancePanel />
      {features && panelAnswered && settled && <FeaturesPanel />}
    </>
  );
}
