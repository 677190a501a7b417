import { useCallback, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTimeline } from '../../selectors/timelines';
import { selectSettings } from '../../selectors/settings';
import { timelineReloadRequested, type TimelineKey } from '../../slices/timelines';
import { useMessage } from '../../i18n/useMessage';
import { Status } from '../Status/Status';
import { Spinner } from '../Spinner/Spinner';
import { TimelineHeader } from './TimelineHeader';
import { TimelineFooter } from './TimelineFooter';
import { VirtualList } from './VirtualList';
import { heightsOf, placeOf, savePlace, type SavedPlace } from './scrollMemory';
import { useShowNew } from './useShowNew';
import './Timeline.css';

interface Props {
  timelineKey: TimelineKey;
  title: string;
  /** on a tag timeline, the tag (for its follow button) */
  tag?: string;
}

/** A timeline: heading (menu, show new, quick settings), the virtualized feed, and the infinite loader. */
export function Timeline({ timelineKey, title, tag }: Props) {
  const timeline = useAppSelector((s) => selectTimeline(s, timelineKey));
  const { virtualScrolling } = useAppSelector(selectSettings);
  const dispatch = useAppDispatch();
  const format = useMessage();
  const intl = useIntl();
  const section = useRef<HTMLElement>(null);
  const { show, blockClick } = useShowNew(timelineKey, section);
  const location = useLocation();
  const busy = timeline.status === 'loading' || timeline.status === 'idle';
  const setSize = timeline.older === 'bottomedOut' ? timeline.ids.length : -1;

  const renderRow = useCallback(
    (id: string, index: number) => <Status entryId={id} position={index + 1} setSize={setSize} />,
    [setSize],
  );
  const onPlaceChange = useCallback((place: SavedPlace) => savePlace(location.key, place), [location.key]);

  return (
    <section className="panel timeline" aria-labelledby="timeline-title" ref={section} onClickCapture={blockClick}>
      <TimelineHeader timelineKey={timelineKey} title={title} tag={tag} onShowNew={show} />
      {timeline.status === 'error' && timeline.ids.length === 0 && (
        <div className="timeline-error" role="alert">
          <p>{format({ id: 'timeline.error_fetching', cause: timeline.error ?? undefined })}</p>
          <button type="button" className="button" onClick={() => dispatch(timelineReloadRequested({ key: timelineKey }))}>
            <FormattedMessage id="general.retry" />
          </button>
        </div>
      )}
      {busy && timeline.ids.length === 0 ? (
        <Spinner />
      ) : (
        <VirtualList
          role="feed"
          aria-busy={busy || timeline.older === 'loading'}
          aria-label={intl.formatMessage({ id: 'timeline.feed_label' }, { title })}
          keys={timeline.ids}
          renderRow={renderRow}
          heights={heightsOf(timelineKey, timeline.ids)}
          virtual={virtualScrolling}
          initialPlace={placeOf(location.key)}
          onPlaceChange={onPlaceChange}
        />
      )}
      <TimelineFooter timelineKey={timelineKey} />
    </section>
  );
}
