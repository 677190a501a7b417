import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../../store/hooks';
import type { RootState } from '../../../../store/rootReducer';
import { selectTimeline } from '../../../../selectors/timelines';
import { timelineClosed, timelineKey, timelineOpened, timelineReloadRequested } from '../../../../slices/timelines';
import { Timeline } from '../../../../components/Timeline/Timeline';
import { TAB_TIMELINE } from './profileTabs';

/** One status tab of a profile; opening the tab (again) starts its timeline over (spec 000 profile screen). */
export function ProfileTimeline({ tab, accountId }: { tab: keyof typeof TAB_TIMELINE; accountId: string }) {
  const key = timelineKey(TAB_TIMELINE[tab], accountId);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const intl = useIntl();
  useEffect(() => {
    const loaded = selectTimeline(store.getState(), key).status === 'loaded';
    dispatch(timelineOpened({ key }));
    // A tab seen before holds its old ids: fetch its first page afresh.
    if (loaded) dispatch(timelineReloadRequested({ key }));
    return () => {
      dispatch(timelineClosed({ key }));
    };
  }, [dispatch, store, key]);
  return <Timeline key={key} timelineKey={key} title={intl.formatMessage({ id: `user_profile.tab_${tab}` })} />;
}
