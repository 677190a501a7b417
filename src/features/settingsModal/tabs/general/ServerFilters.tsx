// The server's own keyword filters (they follow the member to every client): the list, remove, and a small add form.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { useMessage } from '../../../../i18n/useMessage';
import {
  selectServerFilters,
  serverFilterAddRequested,
  serverFilterRemoveRequested,
  serverFiltersRequested,
} from './filtersSlice';
import { FILTER_CONTEXTS, type FilterContext, type ServerFilter } from './serverFilters';

/** Message ids of the contexts; those the app already names are reused. */
const CONTEXT_LABELS: Record<FilterContext, string> = {
  home: 'nav.home_timeline',
  notifications: 'nav.notifications',
  public: 'settings.general.filters.context.public',
  thread: 'conversation.title',
  account: 'settings.general.filters.context.account',
};

function FilterRow({ filter, removing }: { filter: ServerFilter; removing: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const words = filter.keywords.map((k) => k.keyword).join(', ') || filter.title;
  return (
    <li className="general-filter">
      <span className="general-filter-words" dir="auto">
        {words}
      </span>
      <span className="general-filter-meta">
        {filter.context.map((c) => intl.formatMessage({ id: CONTEXT_LABELS[c] })).join(', ')}
        {' · '}
        <FormattedMessage id={`settings.general.filters.action.${filter.action}`} />
        {filter.expiresAt && (
          <>
            {' · '}
            <FormattedMessage
              id="settings.general.filters.expires"
              values={{ date: <FormattedDate value={filter.expiresAt} dateStyle="medium" /> }}
            />
          </>
        )}
      </span>
      <button
        type="button"
        className="btn"
        disabled={removing}
        onClick={() => dispatch(serverFilterRemoveRequested({ id: filter.id }))}
      >
        <FormattedMessage id="upload.remove" values={{ name: words }} />
      </button>
    </li>
  );
}

function AddFilterForm({ adding }: { adding: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const keywordId = useId();
  const actionId = useId();
  const [keyword, setKeyword] = useState('');
  const [wholeWord, setWholeWord] = useState(true);
  const [action, setAction] = useState<'warn' | 'hide'>('warn');
  const [context, setContext] = useState<FilterContext[]>([...FILTER_CONTEXTS]);
  const ready = keyword.trim() !== '' && context.length > 0 && !adding;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    dispatch(serverFilterAddRequested({ keyword: keyword.trim(), wholeWord, action, context }));
    setKeyword('');
  };
  const toggle = (c: FilterContext, on: boolean) =>
    setContext((now) => FILTER_CONTEXTS.filter((x) => (x === c ? on : now.includes(x))));

  return (
    <form className="general-filter-form" onSubmit={submit}>
      <div className="general-setting general-setting-field">
        <label htmlFor={keywordId}>
          <FormattedMessage id="settings.general.filters.keyword" />
        </label>
        <input id={keywordId} type="text" dir="auto" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </div>
      <label className="general-setting general-setting-check">
        <input type="checkbox" checked={wholeWord} onChange={(e) => setWholeWord(e.target.checked)} />
        <FormattedMessage id="settings.general.filters.whole_word" />
      </label>
      <div className="general-setting general-setting-field">
        <label htmlFor={actionId}>
          <FormattedMessage id="settings.general.filters.action" />
        </label>
        <select id={actionId} value={action} onChange={(e) => setAction(e.target.value === 'hide' ? 'hide' : 'warn')}>
          <option value="warn">{intl.formatMessage({ id: 'settings.general.filters.action.warn' })}</option>
          <option value="hide">{intl.formatMessage({ id: 'settings.general.filters.action.hide' })}</option>
        </select>
      </div>
      <fieldset className="general-filter-contexts">
        <legend>
          <FormattedMessage id="settings.general.filters.context" />
        </legend>
        {FILTER_CONTEXTS.map((c) => (
          <label key={c} className="general-setting-check">
            <input type="checkbox" checked={context.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
            <FormattedMessage id={CONTEXT_LABELS[c]} />
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn" disabled={!ready}>
        <FormattedMessage id="settings.general.filters.add" />
      </button>
    </form>
  );
}

export function ServerFilters() {
  const dispatch = useAppDispatch();
  const format = useMessage();
  const { status, items, adding, removing, error } = useAppSelector(selectServerFilters);
  // read afresh each time the tab opens: another client may have changed them
  useEffect(() => {
    dispatch(serverFiltersRequested());
  }, [dispatch]);

  return (
    <section className="general-server-filters" aria-labelledby="general-server-filters-title">
      <h4 id="general-server-filters-title">
        <FormattedMessage id="settings.general.filters.server" />
      </h4>
      {status === 'unsupported' ? (
        <p className="general-hint">
          <FormattedMessage id="settings.general.filters.unsupported" />
        </p>
      ) : (
        <>
          {error && (
            <p className="general-error" role="alert">
              {format(error)}
            </p>
          )}
          {status === 'loaded' && items.length === 0 && (
            <p className="general-hint">
              <FormattedMessage id="settings.general.filters.none" />
            </p>
          )}
          {items.length > 0 && (
            <ul className="general-filter-list">
              {items.map((f) => (
                <FilterRow key={f.id} filter={f} removing={removing.includes(f.id)} />
              ))}
            </ul>
          )}
          {status === 'loading' && items.length === 0 && (
            <p className="general-hint">
              <FormattedMessage id="general.loading" />
            </p>
          )}
          {(status === 'loaded' || items.length > 0) && <AddFilterForm adding={adding} />}
        </>
      )}
    </section>
  );
}
