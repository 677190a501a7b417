import { useCallback, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTimeline } from '../../selectors/timelines';
import { makeSelectVisibleIds } from '../../selectors/visibleTimeline';
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
import { FeedPageKeys } from './feedPageKeys';
import { LoginToSee } from './LoginToSee';
import { TagHeader } from '../../features/search/components/lazy';
import { notePlace, warmPlaceFor } from '../../features/warmStart/warmPlace';
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
  // hidden posts (spec 001 §4 hide settings) leave the list; muted ones stay, behind their notice
  const selectVisibleIds = useMemo(makeSelectVisibleIds, []);
  const ids = useAppSelector((s) => selectVisibleIds(s, timelineKey));
  // the one setting it reads, so another setting's change (the admin's defaults arriving) does not render it again
  const virtualScrolling = useAppSelector((s) => selectSettings(s).virtualScrolling);
  const dispatch = useAppDispatch();
  const format = useMessage();
  const intl = useIntl();
  const section = useRef<HTMLElement>(null);
  const { show, blockClick } = useShowNew(timelineKey, section);
  const location = useLocation();
  const busy = timeline.status === 'loading' || timeline.status === 'idle';
  const setSize = timeline.older === 'bottomedOut' ? ids.length : -1;

  // the same context the visible ids were computed in, so a profile's owner is exempt in both
  const muteContext = useMemo(() => ({ timelineKey }), [timelineKey]);
  const renderRow = useCallback(
    (id: string, index: number) => <Status entryId={id} position={index + 1} setSize={setSize} muteContext={muteContext} />,
    [setSize, muteContext],
  );
  const onPlaceChange = useCallback(
    (place: SavedPlace) => {
      savePlace(location.key, place);
      notePlace(timelineKey, place, heightsOf(timelineKey));
    },
    [location.key, timelineKey],
  );

  return (
    <section className="panel timeline" aria-labelledby="timeline-title" ref={section} onClickCapture={blockClick}>
      <FeedPageKeys container={section} />
      <TimelineHeader timelineKey={timelineKey} title={title} tag={tag} onShowNew={show} />
      {tag && <TagHeader tag={tag} />}
      {timeline.loginRequired && <LoginToSee messageId={timeline.error?.id} />}
      {timeline.status === 'error' && !timeline.loginRequired && timeline.ids.length === 0 && (
        <div className="timeline-error" role="alert">
          <p>{format({ id: 'timeline.error_fetching', cause: timeline.error ?? undefined })}</p>
          <button type="button" className="button" onClick={() => dispatch(timelineReloadRequested({ key: timelineKey }))}>
            <FormattedMessage id="general.retry" />
          </button>
        </div>
      )}
      {timeline.loginRequired ? null : busy && timeline.ids.length === 0 ? (
        <Spinner />
      ) : (
        <VirtualList
          role="feed"
          aria-busy={busy || timeline.older === 'loading'}
          aria-label={intl.formatMessage({ id: 'timeline.feed_label' }, { title })}
          keys={ids}
          renderRow={renderRow}
          heights={heightsOf(timelineKey, ids)}
          virtual={virtualScrolling}
          initialPlace={placeOf(location.key) ?? warmPlaceFor(timelineKey, heightsOf(timelineKey))}
          onPlaceChange={onPlaceChange}
        />
      )}
      <TimelineFooter timelineKey={timelineKey} />
    </section>
  );
}
