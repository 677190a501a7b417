import { useIntl } from 'react-intl';
import type { TimelineKey } from '../../slices/timelines';
import { ChunkSpinner } from '../Spinner/Spinner';
import { Popover } from '../Popover/Popover';
import { lazyRetrying } from '../../utils/retryImport';
import { LazyBoundary } from '../ErrorBoundary/ErrorBoundary';

const QuickSettingsBody = lazyRetrying(() => import(/* webpackChunkName: "quick-settings" */ './QuickSettingsBody'));

/** Material's "tune" glyph (Apache-2.0); the shared icon set has none. */
function SlidersIcon() {
  return (
    <svg className="icon" width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3 17v2h6v-2H3zM3 5v2h10V5H3zm10 16v-2h8v-2h-8v-2h-2v6h2zM7 9v2H3v2h4v2h2V9H7zm14 4v-2H11v2h10zm-6-4h2V7h4V5h-4V3h-2v6z" />
    </svg>
  );
}

/**
 * The timeline's quick settings (Pleroma-FE's quick filter settings): which replies the server sends,
 * hiding media, muting bots, hiding filtered posts, and automatic showing of new posts. Only the button
 * is in the first bundle; the panel loads when it first opens.
 */
export function QuickSettings({ timelineKey }: { timelineKey: TimelineKey }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'timeline.quick_settings' });
  return (
    <Popover
      className="quick-settings"
      label={label}
      trigger={(props) => (
        <button type="button" className="button quick-settings-button" aria-label={label} title={label} {...props}>
          <SlidersIcon />
        </button>
      )}
    >
      {() => (
        <LazyBoundary fallback={<ChunkSpinner />}>
          <QuickSettingsBody timelineKey={timelineKey} />
        </LazyBoundary>
      )}
    </Popover>
  );
}
