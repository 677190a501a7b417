import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTimeline } from '../../selectors/timelines';
import { timelineOlderRequested, type TimelineKey } from '../../slices/timelines';
import { Spinner } from '../Spinner/Spinner';

/** Older statuses load when the reader comes within this distance of the bottom (spec 000 §9). */
export const LOAD_OLDER_MARGIN_PX = 750;
/** The saga's older-fetch throttle (spec 000 §9: 1000 ms). */
const OLDER_RETRY_MS = 1_000;

/** The infinite loader: idle (a load button), loading, error (click to retry), bottomed out. */
export function TimelineFooter({ timelineKey }: { timelineKey: TimelineKey }) {
  const timeline = useAppSelector((s) => selectTimeline(s, timelineKey));
  const dispatch = useAppDispatch();
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const canLoad = timeline.status === 'loaded' && timeline.older === 'idle' && timeline.ids.length > 0;

  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    // An observer instead of a throttled scroll handler: the browser reports the crossing itself.
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: `0px 0px ${LOAD_OLDER_MARGIN_PX}px 0px`,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // While the bottom stays near, ask again each second: the saga drops asks inside its one-second
  // throttle, and an observer reports no new crossing when the reader simply stays at the bottom. Each ask
  // looks where the footer is now: on a busy machine the observer's report that the page arrived below (the
  // bottom is far again) can come after the page is idle again, and a stale 'near' would ask for page after page.
  useEffect(() => {
    if (!near || !canLoad) return;
    const ask = () => {
      const node = sentinel.current;
      if (node && node.getBoundingClientRect().top > window.innerHeight + LOAD_OLDER_MARGIN_PX) return;
      dispatch(timelineOlderRequested({ key: timelineKey }));
    };
    ask();
    const again = setInterval(ask, OLDER_RETRY_MS);
    return () => clearInterval(again);
  }, [near, canLoad, dispatch, timelineKey]);

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
