import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { listMemberSearchChanged } from '../listsIntents';
import type { ListEditor } from '../listsSlice';
import { MemberRow } from './MemberRow';

/** The member search (spec 000 §2): asked 2000 ms after the last change, 'following only' narrows it. */
export function MemberSearch({ editor, disabled }: { editor: ListEditor; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const [query, setQuery] = useState(editor.search.query);
  const [followingOnly, setFollowingOnly] = useState(editor.search.followingOnly);
  const resultsId = useId();
  const change = (q: string, following: boolean) => {
    setQuery(q);
    setFollowingOnly(following);
    dispatch(listMemberSearchChanged({ query: q, followingOnly: following }));
  };
  const { search } = editor;
  return (
    <fieldset className="list-search">
      <legend>
        <FormattedMessage id="lists.add_members" />
      </legend>
      <div className="list-search-fields">
        <input
          type="search"
          className="list-search-input"
          value={query}
          disabled={disabled}
          aria-label={intl.formatMessage({ id: 'lists.search' })}
          placeholder={intl.formatMessage({ id: 'lists.search' })}
          aria-controls={resultsId}
          onChange={(e) => change(e.target.value, followingOnly)}
        />
        <label className="list-search-following">
          <input type="checkbox" checked={followingOnly} disabled={disabled} onChange={(e) => change(query, e.target.checked)} />
          <FormattedMessage id="lists.following_only" />
        </label>
      </div>
      <div id={resultsId} aria-live="polite">
        {(search.status === 'waiting' || search.status === 'loading') && (
          <p className="list-search-note">
            <FormattedMessage id="general.loading" />
          </p>
        )}
        {search.status === 'error' && (
          <p className="list-search-note" role="alert">
            <FormattedMessage id="lists.search_failed" />
          </p>
        )}
        {search.status === 'loaded' && search.ids.length === 0 && (
          <p className="list-search-note">
            <FormattedMessage id="search.no_results" />
          </p>
        )}
        {search.status !== 'idle' && search.ids.length > 0 && (
          <ul className="list-members">
            {search.ids.map((id) => (
              <MemberRow key={id} id={id} selected={editor.selectedIds.includes(id)} disabled={disabled} />
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
