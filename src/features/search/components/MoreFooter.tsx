import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { Spinner } from '../../../components/Spinner/Spinner';
import { searchMoreRequested, type SearchTab } from '../searchIntents';
import type { TabResults } from '../searchSlice';

/** Under a tab's results: 'Load more results' while the server may have more, its spinner, a retry, or the end. */
export function MoreFooter({ query, tab, results }: { query: string; tab: SearchTab; results: TabResults<unknown> }) {
  const dispatch = useAppDispatch();
  const more = () => dispatch(searchMoreRequested({ query, tab }));
  let body;
  if (results.paging === 'loading') body = <Spinner />;
  else if (results.paging === 'error')
    body = (
      <p role="alert">
        <FormattedMessage id="search.error_fetching" />{' '}
        <button type="button" className="button" onClick={more}>
          <FormattedMessage id="general.retry" />
        </button>
      </p>
    );
  else if (results.more)
    body = (
      <button type="button" className="button-link" onClick={more}>
        <FormattedMessage id="search.load_more" />
      </button>
    );
  else if (results.paged && results.items.length > 0) body = <FormattedMessage id="search.no_more_results" />;
  else return null;
  return <div className="search-more">{body}</div>;
}
