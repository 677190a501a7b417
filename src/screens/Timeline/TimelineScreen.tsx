import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { TimelineKind } from '../../api/timelines';
import { useAppDispatch } from '../../store/hooks';
import { timelineClosed, timelineKey, timelineOpened } from '../../slices/timelines';
import { Timeline } from '../../components/Timeline/Timeline';

const TITLES: Partial<Record<TimelineKind, string>> = {
  friends: 'nav.home_timeline',
  public: 'nav.public_timeline',
  bubble: 'nav.bubble_timeline',
  publicAndExternal: 'nav.federated_timeline',
  tag: 'nav.tag_timeline',
};

/** A route showing one timeline: opening it starts its fetch and poller, leaving stops them. */
export function TimelineScreen({ kind }: { kind: TimelineKind }) {
  const { tag } = useParams();
  const key = timelineKey(kind, kind === 'tag' ? tag : null);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  useEffect(() => {
    dispatch(timelineOpened({ key }));
    return () => {
      dispatch(timelineClosed({ key }));
    };
  }, [dispatch, key]);
  return <Timeline timelineKey={key} title={intl.formatMessage({ id: TITLES[kind] ?? 'nav.timeline' }, { tag })} />;
}
