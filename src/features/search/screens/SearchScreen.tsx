import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { selectCapabilities } from '../../../selectors/instance';
import { useMessage } from '../../../i18n/useMessage';
import { Spinner } from '../../../components/Spinner/Spinner';
import { LoginToSee } from '../../../components/Timeline/LoginToSee';
import { Icon } from '../../../components/Icon/Icon';
import { searchClosed, searchOpened, searchRequested } from '../searchIntents';
import { selectSearchEntry } from '../searchSelectors';
import { normalizeQuery } from '../lib/query';
import { SearchResults } from '../components/SearchResults';
import './SearchScreen.css';
import { Panel } from '../../../components/Panel/Panel';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

/** The address of a search: Enter pushes it, so Back and Forward walk the searches made. */
export const searchPath = (query: string) => `/search?query=${encodeURIComponent(query)}`;

/**
 * The search field. Keyed by the query in the address by its parent, so Back and Forward show the query of that
 * entry, while a failed search leaves what was typed as it is.
 */
function SearchForm({ query }: { query: string }) {
  const [text, setText] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  useEffect(() => {
    // An empty search page is there to type in.
    if (!query) input.current?.focus();
  }, [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = normalizeQuery(text);
    if (!wanted) return;
    // The same query again asks the server afresh (a failed search, or newer results).
    if (wanted === query) dispatch(searchRequested({ query: wanted }));
    else void navigate(searchPath(wanted));
    // On phones the keyboard would cover the results.
    if (window.matchMedia?.('(pointer: coarse)').matches) input.current?.blur();
  };
  const label = intl.formatMessage({ id: 'search.search' });
  return (
    <form role="search" className="search-form" onSubmit={submit}>
      <input
        ref={input}
        type="search"
        className="search-input"
        aria-label={label}
        placeholder={label}
        value={text}
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button button-primary search-submit">
        <Icon name="search" />
        <span>{label}</span>
      </button>
    </form>
  );
}

/** /search?query=…: the field, then the results of the query in the address (spec 000 §2 "Search screen"). */
export function SearchScreen() {
  useDocumentTitleMessage('search.search');
  const [params] = useSearchParams();
  const query = normalizeQuery(params.get('query') ?? '');
  const dispatch = useAppDispatch();
  const format = useMessage();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const visitorsMay = useAppSelector((s) => selectCapabilities(s).visitorReads.search);
  const mayRead = loggedIn || visitorsMay;
  const entry = useAppSelector((s) => selectSearchEntry(s, query));

  useEffect(() => {
    if (query && mayRead) dispatch(searchOpened({ query }));
  }, [dispatch, query, mayRead]);
  useEffect(
    () => () => {
      dispatch(searchClosed());
    },
    [dispatch],
  );

  const loginRequired = !mayRead || entry?.loginRequired;
  return (
    <Panel id="search-title" titleId="search.search" level={1} className="search-screen">
      <div className="search-body">
        <SearchForm key={query} query={query} />
        {loginRequired ? (
          <LoginToSee messageId="search.login_to_see" />
        ) : (
          <>
            {entry?.status === 'loading' && <Spinner />}
            {entry?.status === 'error' && (
              <div className="search-error" role="alert">
                <p>
                  <FormattedMessage id="search.error_fetching" />
                </p>
                {entry.error?.cause && <p className="search-error-cause">{format(entry.error.cause)}</p>}
                <button type="button" className="button" onClick={() => dispatch(searchRequested({ query }))}>
                  <FormattedMessage id="general.retry" />
                </button>
              </div>
            )}
            {entry?.status === 'loaded' && <SearchResults entry={entry} />}
          </>
        )}
      </div>
    </Panel>
  );
}
