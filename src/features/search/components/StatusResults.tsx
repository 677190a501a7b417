import { FormattedMessage, useIntl } from 'react-intl';
import { Status } from '../../../components/Status/Status';
import type { SearchEntry } from '../searchSlice';
import { MoreFooter } from './MoreFooter';

/** Found posts as full status cards (every action works; mute rules apply, hidden and deleted ones are left out). */
export function StatusResults({ entry, ids }: { entry: SearchEntry; ids: string[] }) {
  const intl = useIntl();
  const results = entry.statuses;
  const setSize = results.more ? -1 : ids.length;
  return (
    <>
      {ids.length === 0 ? (
        <p className="search-empty">
          <FormattedMessage id="search.no_results" />
        </p>
      ) : (
        <div
          role="feed"
          className="search-statuses"
          aria-busy={results.paging === 'loading'}
          aria-label={intl.formatMessage({ id: 'search.tab_statuses' })}
        >
          {ids.map((id, index) => (
            <Status key={id} entryId={id} position={index + 1} setSize={setSize} />
          ))}
        </div>
      )}
      <MoreFooter query={entry.query} tab="statuses" results={results} />
    </>
  );
}
