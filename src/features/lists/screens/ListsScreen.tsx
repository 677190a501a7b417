import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { Link } from '../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Spinner } from '../../../components/Spinner/Spinner';
import { listsRefreshRequested } from '../listsIntents';
import { selectListsState } from '../listsSlice';
import { selectListsNewestFirst } from '../listsSelectors';
import './Lists.css';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

/** /lists (spec 000 §2): the member's lists, newest first, each with its timeline and its edit page. */
export function ListsScreen() {
  useDocumentTitleMessage('lists.title');
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectListsNewestFirst);
  const status = useAppSelector((s) => selectListsState(s).status);
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    dispatch(listsRefreshRequested());
  }, [dispatch]);
  // Arriving from a deleted list: the reader's place is the screen's heading, not the page's top.
  useEffect(() => {
    if ((location.state as { focus?: string } | null)?.focus === 'heading') heading.current?.focus();
  }, [location.state]);
  return (
    <section className="panel lists-screen" aria-labelledby="lists-title">
      <div className="panel-heading">
        <h1 id="lists-title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="nav.lists" />
        </h1>
        <Link to="/lists/new" className="button button-primary">
          <FormattedMessage id="lists.new" />
        </Link>
      </div>
      <div className="panel-body">
        {lists.length === 0 && (status === 'loading' || status === 'idle') && <Spinner />}
        {lists.length === 0 && status === 'error' && (
          <div className="lists-note" role="alert">
            <p>
              <FormattedMessage id="lists.load_failed" />
            </p>
            <button type="button" className="button" onClick={() => dispatch(listsRefreshRequested())}>
              <FormattedMessage id="general.retry" />
            </button>
          </div>
        )}
        {lists.length === 0 && status === 'loaded' && (
          <p className="lists-note">
            <FormattedMessage id="lists.none" />
          </p>
        )}
        {lists.length > 0 && (
          <ul className="lists-list">
            {lists.map((list) => (
              <li key={list.id} className="lists-item">
                <Link to={`/lists/${encodeURIComponent(list.id)}`} className="lists-item-title">
                  {list.title}
                </Link>
                {/* named "Edit list <title>": the words on the button first, then which list (WCAG 2.5.3) */}
                <Link to={`/lists/${encodeURIComponent(list.id)}/edit`} className="button lists-item-edit">
                  <FormattedMessage id="lists.edit" />
                  <span className="visually-hidden"> {list.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
