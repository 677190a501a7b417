import { useDocumentTitle } from '../../components/DocumentTitle/useDocumentTitle';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import type { TimelineKind } from '../../api/timelines';
import type { Capabilities } from '../../capabilities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectListTitle } from '../../features/lists/listsSelectors';
import { selectCapabilities } from '../../selectors/instance';
import { timelineClosed, timelineKey, timelineOpened } from '../../slices/timelines';
import { listRequested } from '../../features/lists/listsIntents';
import { Timeline } from '../../components/Timeline/Timeline';

const TITLES: Partial<Record<TimelineKind, string>> = {
  friends: 'nav.home_timeline',
  public: 'nav.public_timeline',
  bubble: 'nav.bubble_timeline',
  publicAndExternal: 'nav.federated_timeline',
  tag: 'nav.tag_timeline',
  bookmarks: 'nav.bookmarks',
  dms: 'nav.dms',
  list: 'nav.list_timeline',
};

/** The route's parameter that names the timeline: the tag, or the list's id. */
function useTimelineParam(kind: TimelineKind): string | null {
  const { tag, id } = useParams();
  if (kind === 'tag') return tag ?? null;
  if (kind === 'list') return id ?? null;
  return null;
}

/** A list timeline is titled by its list, once known (GET /api/v1/lists/{id}). */
function useListTitle(listId: string | null): string | null {
  const dispatch = useAppDispatch();
  const title = useAppSelector((s) => (listId ? selectListTitle(s, listId) : null));
  useEffect(() => {
    if (listId) dispatch(listRequested({ id: listId }));
  }, [dispatch, listId]);
  return title;
}

/** Timelines of a feature the server may lack: the sentence shown instead of asking (missingFeatures.ts). */
const FEATURE_OF: Partial<Record<TimelineKind, 'directMessages' | 'bookmarks' | 'bubbleTimeline'>> = {
  dms: 'directMessages',
  bookmarks: 'bookmarks',
  bubble: 'bubbleTimeline',
};
const unsupportedFeature = (kind: TimelineKind, capabilities: Capabilities) => {
  const feature = FEATURE_OF[kind];
  return feature && !capabilities[feature] ? feature : null;
};

/** A route showing one timeline: opening it starts its fetch and poller, leaving stops them. */
export function TimelineScreen({ kind }: { kind: TimelineKind }) {
  const param = useTimelineParam(kind);
  const key = timelineKey(kind, param);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const listTitle = useListTitle(kind === 'list' ? param : null);
  const unsupported = useAppSelector((s) => unsupportedFeature(kind, selectCapabilities(s)));
  useEffect(() => {
    if (unsupported) return undefined;
    dispatch(timelineOpened({ key }));
    return () => {
      dispatch(timelineClosed({ key }));
    };
  }, [dispatch, key, unsupported]);
  // Arriving from a list's form (created or saved): focus goes to the heading, not the page's top.
  const arrival = (useLocation().state as { focus?: string } | null)?.focus;
  useEffect(() => {
    if (arrival === 'heading') document.querySelector<HTMLElement>('#timeline-title button')?.focus();
  }, [arrival, key]);
  const title = listTitle ?? intl.formatMessage({ id: TITLES[kind] ?? 'nav.timeline' }, { tag: param ?? '' });
  useDocumentTitle(title);
  if (unsupported)
    return (
      <section className="panel" aria-label={title}>
        <div className="panel-body" role="status">
          <FormattedMessage id={`missing_feature.${unsupported}`} />
        </div>
      </section>
    );
  // Keyed by timeline: another timeline is another list, with its own measurements and place.
  return <Timeline key={key} timelineKey={key} title={title} tag={kind === 'tag' ? (param ?? undefined) : undefined} />;
}
