import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTimeline } from '../../selectors/timelines';
import { timelineNewShown, timelineOlderRequested, timelineReloadRequested, type TimelineKey } from '../../slices/timelines';
import { useMessage } from '../../i18n/useMessage';
import { Status } from '../Status/Status';
import { Spinner } from '../Spinner/Spinner';
import './Timeline.css';

/** Older statuses load when the reader comes within this distance of the bottom (spec 000 §9). */
const LOAD_OLDER_MARGIN_PX = 750;

function TimelineFooter({ timelineKey }: { timelineKey: TimelineKey }) {
  const timeline = useAppSelector((s) => selectTimeline(s, timelineKey));
  const dispatch = useAppDispatch();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = timeline.status === 'loaded' && timeline.older === 'idle' && timeline.ids.length > 0;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad) return;
    // An observer instead of a throttled scroll handler: the browser reports the crossing itself.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && dispatch(timelineOlderRequested({ key: timelineKey })),
      { rootMargin: `0px 0px ${LOAD_OLDER_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, dispatch, timelineKey]);

  let body;
  if (timeline.status === 'loaded' && timeline.ids.length === 0) body = <FormattedMessage id="timeline.no_statuses" />;
  else if (timeline.older === 'bottomedOut') body = <FormattedMessage id="timeline.no_more_statuses" />;
  else if (timeline.older === 'loading') body = <Spinner />;
  else if (timeline.older === 'error')
    body = (
      <button type="button" className="button" onClick={() => dispatch(timelineOlderRequested({ key: timelineKey }))}>
        <FormattedMessage id="timeline.error_retry" />
      </button>
    );
  else if (timeline.status === 'loaded')
    body = (
      <button type="button" className="button-link" onClick={() => dispatch(timelineOlderRequested({ key: timelineKey }))}>
        <FormattedMessage id="timeline.load_older" />
      </button>
    );
  return (
    <div className="timeline-footer" ref={sentinel}>
      {body}
    </div>
  );
}

function ShowNewButton({ timelineKey }: { timelineKey: TimelineKey }) {
  const { pendingIds, flushMarker } = useAppSelector((s) => selectTimeline(s, timelineKey));
  const dispatch = useAppDispatch();
  if (flushMarker)
    return (
      <button type="button" className="button show-new" onClick={() => dispatch(timelineReloadRequested({ key: timelineKey }))}>
        <FormattedMessage id="timeline.reload" />
      </button>
    );
  if (pendingIds.length === 0) return null;
  return (
    <button type="button" className="button show-new" onClick={() => dispatch(timelineNewShown({ key: timelineKey }))}>
      <FormattedMessage id="timeline.show_new" values={{ count: pendingIds.length }} />
    </button>
  );
}

/** A timeline: heading with the show-new button, the feed, and the infinite loader. */
export function Timeline({ timelineKey, title }: { timelineKey: TimelineKey; title: string }) {
  const timeline = useAppSelector((s) => selectTimeline(s, timelineKey));
  const dispatch = useAppDispatch();
  const format = useMessage();
  const intl = useIntl();
  const busy = timeline.status === 'loading' || timeline.status === 'idle';
  return (
    <section className="panel timeline" aria-labelledby="timeline-title">
      <div className="panel-heading timeline-heading">
        <h1 id="timeline-title">{title}</h1>
        <ShowNewButton timelineKey={timelineKey} />
      </div>
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
        <div
          role="feed"
          aria-busy={busy || timeline.older === 'loading'}
          aria-label={intl.formatMessage({ id: 'timeline.feed_label' }, { title })}
        >
          {timeline.ids.map((id, i) => (
            <Status
              key={id}
              entryId={id}
              position={i + 1}
              setSize={timeline.older === 'bottomedOut' ? timeline.ids.length : -1}
            />
          ))}
        </div>
      )}
      <TimelineFooter timelineKey={timelineKey} />
    </section>
  );
}
