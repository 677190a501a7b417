import { useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';
import { selectAboutState } from '../aboutSlice';
import { InstancePanel } from './InstancePanel';
import { FeaturesPanel } from './FeaturesPanel';

/**
 * The sidebar's panels about this server: the admin's own panel, then (`features`, for visitors) what the server
 * offers. The second waits for the first's answer and for the rest of start-up (NodeInfo says what is offered), so
 * it is drawn once, where it stays, instead of being pushed down under the reader when the admin's panel comes.
 */
export function SidebarAboutPanels({ features }: { features: boolean }) {
  const { hideISP } = useAppSelector(selectSettings);
  const panel = useAppSelector(selectAboutState).panel.state;
  const settled = useAppSelector((s) => s.ui.settled);
  const panelAnswered = hideISP || panel === 'loaded' || panel === 'failed';
  return (
    <>
      <InstancePanel />
      {features && panelAnswered && settled && <FeaturesPanel />}
    </>
  );
}
