import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Spinner } from '../../../components/Spinner/Spinner';
import { selectCapabilities } from '../../../selectors/instance';
import { useNow } from '../../../components/RelativeTime/useNow';
import { announcementPostSubmitted, announcementsOpened } from '../announcementsIntents';
import { postDraftChanged, postErrorDismissed, selectAnnouncementsState } from '../announcementsSlice';
import { selectCanManageAnnouncements } from '../announcementsScreenSelectors';
import { AnnouncementForm } from '../components/AnnouncementForm';
import { AnnouncementItem } from '../components/AnnouncementItem';
import '../Announcements.css';
import { Panel } from '../../../components/Panel/Panel';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

/** /announcements (spec 000 §2): the admin's post form, then every announcement in the server's order. */
export function AnnouncementsScreen() {
  useDocumentTitleMessage('announcements.page_header');
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { announcements: supported } = useAppSelector(selectCapabilities);
  const admin = useAppSelector(selectCanManageAnnouncements);
  const state = useAppSelector(selectAnnouncementsState);
  const now = useNow(60_000);
  useEffect(() => {
    dispatch(announcementsOpened());
  }, [dispatch]);
  const list = state.ids.flatMap((id) => (state.byId[id] ? [state.byId[id]] : []));
  return (
    <Panel id="announcements-title" titleId="announcements.page_header" level={1} className="announcements-screen">
      <div className="panel-body">
        {!supported && (
          <p className="announcements-note">
            <FormattedMessage id="announcements.unsupported" />
          </p>
        )}
        {/* shown once the sagas run (the first fetch started), so a post is never dispatched before them */}
        {supported && admin && state.status !== 'idle' && (
          <section className="announcements-post" aria-labelledby="announcements-post-title">
            <h2 id="announcements-post-title">
              <FormattedMessage id="announcements.post_form_header" />
            </h2>
            <AnnouncementForm
              form={state.post}
              submitLabel={intl.formatMessage({ id: 'announcements.post_action' })}
              onChange={(change) => dispatch(postDraftChanged(change))}
              onSubmit={() => dispatch(announcementPostSubmitted())}
              onDismissError={() => dispatch(postErrorDismissed())}
            />
          </section>
        )}
        {supported && list.length === 0 && (state.status === 'loading' || state.status === 'idle') && <Spinner />}
        {supported && list.length === 0 && state.status === 'error' && (
          <div className="announcements-note" role="alert">
            <p>
              <FormattedMessage id="announcements.load_error" />
            </p>
            <button type="button" className="button" onClick={() => dispatch(announcementsOpened())}>
              <FormattedMessage id="general.retry" />
            </button>
          </div>
        )}
        {supported && list.length === 0 && state.status === 'loaded' && (
          <p className="announcements-note">
            <FormattedMessage id="announcements.none" />
          </p>
        )}
        {list.map((entry) => (
          <AnnouncementItem key={entry.id} entry={entry} admin={admin} now={now} />
        ))}
      </div>
    </Panel>
  );
}
