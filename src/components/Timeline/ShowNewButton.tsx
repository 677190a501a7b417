import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectTimeline } from '../../selectors/timelines';
import type { TimelineKey } from '../../slices/timelines';
import { useAnnounceArrivals } from '../Announcer/announce';

/**
 * 'Show new (N)', 'Reload' after a gap, or 'Up to date' (as Pleroma-FE shows it, in the button's
 * place) when the timeline has loaded and nothing waits. Not a live region: during a flood the
 * counter changes many times a second; the app's announcer says 'New posts: N' once, when the first arrive.
 */
export function ShowNewButton({ timelineKey, onShow }: { timelineKey: TimelineKey; onShow: () => void }) {
  const { pendingIds, flushMarker, status } = useAppSelector((s) => selectTimeline(s, timelineKey));
  useAnnounceArrivals(pendingIds.length, 'timeline.new_arrived');
  let body = null;
  if (flushMarker)
    body = (
      <button type="button" className="button show-new" onClick={onShow}>
        <FormattedMessage id="timeline.reload" />
      </button>
    );
  else if (pendingIds.length > 0)
    body = (
      <button type="button" className="button show-new" onClick={onShow}>
        <FormattedMessage id="timeline.show_new" values={{ count: pendingIds.length }} />
      </button>
    );
  else if (status === 'loaded')
    body = (
      <span className="up-to-date">
        <FormattedMessage id="timeline.up_to_date" />
      </span>
    );
  return <div className="timeline-new">{body}</div>;
}
