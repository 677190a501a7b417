import { useMemo, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { searchTabChosen, type SearchEntry } from '../searchSlice';
import { makeSelectVisibleSearchStatuses, searchCounts } from '../searchSelectors';
import { SEARCH_TABS } from '../lib/query';
import type { SearchTab } from '../searchIntents';
import { StatusResults } from './StatusResults';
import { PeopleResults } from './PeopleResults';
import { HashtagResults } from './HashtagResults';

const TAB_LABELS: Record<SearchTab, string> = {
  statuses: 'search.tab_statuses',
  people: 'search.tab_people',
  hashtags: 'search.tab_hashtags',
};

const tabId = (tab: SearchTab) => `search-tab-${tab}`;
const panelId = (tab: SearchTab) => `search-panel-${tab}`;

/**
 * The three result tabs (a WAI-ARIA tablist: arrows, Home and End move between tabs and show them), each
 * named with its count when it has results, and the chosen tab's results. A polite status line says what
 * was found, so a screen reader hears the outcome of a search.
 */
export function SearchResults({ entry }: { entry: SearchEntry }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const selectVisible = useMemo(makeSelectVisibleSearchStatuses, []);
  const statuses = useAppSelector((s) => selectVisible(s, entry.query));
  const counts = searchCounts(entry, statuses);
  const tabs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});
  const active = entry.tab;

  const choose = (tab: SearchTab, focus = false) => {
    dispatch(searchTabChosen({ query: entry.query, tab }));
    if (focus) tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = SEARCH_TABS.indexOf(active);
    const last = SEARCH_TABS.length - 1;
    const to: Partial<Record<string, number>> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const next = to[event.key];
    const tab = next === undefined ? undefined : SEARCH_TABS[next];
    if (!tab) return;
    event.preventDefault();
    choose(tab, true);
  };
  const label = (tab: SearchTab) => {
    const name = intl.formatMessage({ id: TAB_LABELS[tab] });
    return counts[tab] > 0 ? intl.formatMessage({ id: 'search.tab_count' }, { name, count: counts[tab] }) : name;
  };

  return (
    <div className="search-results">
      <p className="visually-hidden" role="status">
        {counts.statuses + counts.people + counts.hashtags === 0 ? (
          <FormattedMessage id="search.no_results" />
        ) : (
          <FormattedMessage id="search.results_summary" values={counts} />
        )}
      </p>
      <div className="search-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'search.results' })}>
        {SEARCH_TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              tabs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="search-tab"
            aria-selected={tab === active}
            aria-controls={panelId(tab)}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      <div className="search-panel" role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)}>
        {active === 'statuses' && <StatusResults entry={entry} ids={statuses} />}
        {active === 'people' && <PeopleResults entry={entry} />}
        {active === 'hashtags' && <HashtagResults entry={entry} />}
      </div>
    </div>
  );
}
