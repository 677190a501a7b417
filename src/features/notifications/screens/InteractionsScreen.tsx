import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCurrentAccount } from '../../../selectors/auth';
import { selectInteractions } from '../notificationsSelectors';
import { type InteractionsTab } from '../notificationsSlice';
import { interactionsRequested } from '../notificationsIntents';
import { NotificationItem } from '../components/NotificationItem';
import { Spinner } from '../../../components/Spinner/Spinner';
import '../components/Notifications.css';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

const TABS: { tab: InteractionsTab; labelId: string }[] = [
  { tab: 'mentions', labelId: 'interactions.mentions' },
  { tab: 'likesRepeats', labelId: 'interactions.likes_repeats' },
  { tab: 'follows', labelId: 'interactions.follows' },
  { tab: 'moves', labelId: 'interactions.moves' },
];

function InteractionsList({ tab }: { tab: InteractionsTab }) {
  const dispatch = useAppDispatch();
  const { notifications, loading, error, bottomedOut, loaded } = useAppSelector((s) => selectInteractions(s, tab));
  useEffect(() => {
    dispatch(interactionsRequested({ tab }));
  }, [dispatch, tab]);
  return (
    <>
      <ol className="notifications-list">
        {notifications.map((n, i) => (
          <li key={n.id}>
            <NotificationItem id={n.id} position={i + 1} setSize={notifications.length} />
          </li>
        ))}
      </ol>
      {loaded && !loading && notifications.length === 0 && (
        <p className="notifications-empty">
          <FormattedMessage id="notifications.empty" />
        </p>
      )}
      {loading ? (
        <Spinner />
      ) : (
        <div className="notifications-footer">
          {error ? (
            <button type="button" className="button-link" onClick={() => dispatch(interactionsRequested({ tab, older: loaded }))}>
              <FormattedMessage id="timeline.error_retry" />
            </button>
          ) : bottomedOut ? (
            <span className="notifications-bottomed-out">
              <FormattedMessage id="notifications.no_more" />
            </span>
          ) : (
            loaded && (
              <button type="button" className="button-link" onClick={() => dispatch(interactionsRequested({ tab, older: true }))}>
                <FormattedMessage id="notifications.load_older" />
              </button>
            )
          )}
        </div>
      )}
    </>
  );
}

/**
 * /users/{username}/interactions (spec 000 "Interactions screen"): mentions, likes and repeats, follows,
 * and moves, the last hidden when the user lets followers follow their moves.
 */
export function InteractionsScreen() {
  useDocumentTitleMessage('interactions.title');
  const intl = useIntl();
  const me = useAppSelector(selectCurrentAccount);
  const [tab, setTab] = useState<InteractionsTab>('mentions');
  const tabs = TABS.filter((t) => t.tab !== 'moves' || !me?.pleroma?.allow_following_move);
  return (
    <section className="panel notifications-panel interactions" aria-labelledby="interactions-title">
      <div className="panel-heading notifications-heading">
        <h1 id="interactions-title">
          <FormattedMessage id="interactions.title" />
        </h1>
      </div>
      <div className="interactions-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'interactions.title' })}>
        {tabs.map((t) => (
          <button
            key={t.tab}
            type="button"
            role="tab"
            id={`interactions-tab-${t.tab}`}
            aria-selected={tab === t.tab}
            aria-controls="interactions-panel"
            onClick={() => setTab(t.tab)}
          >
            <FormattedMessage id={t.labelId} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id="interactions-panel" aria-labelledby={`interactions-tab-${tab}`}>
        <InteractionsList key={tab} tab={tab} />
      </div>
    </section>
  );
}
