import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AccountEntity } from '../../../schemas/index';
import { Status } from '../../../components/Status/Status';
import { Avatar } from '../../../components/Avatar/Avatar';
import { AuthorName } from '../../../components/Status/StatusHeader';
import { AskedPiece } from '../../../components/ErrorBoundary/ErrorBoundary';
import { selectCurrentAccount } from '../../../selectors/auth';
import { selectCapabilities } from '../../../selectors/instance';
import type { MuteContext } from '../../../selectors/muteRules';
import { useMessage } from '../../../i18n/useMessage';
import { profilePath } from '../../../utils/links';
import { lazyRetrying } from '../../../utils/retryImport';
import { withMessages } from '../../../i18n/loadMessages';
import { canModerate } from '../adminUsersSelectors';
import { moderationMinimized } from '../moderationModalSlice';
import {
  KNOWN_STATES,
  reportErrorDismissed,
  reportNoteDeleteRequested,
  reportNoteDraftChanged,
  reportNoteRequested,
  reportSelected,
  reportStatesRequested,
  selectReportsState,
  type ReportAction,
} from '../reports/reportsSlice';
import { htmlToText } from '../../../utils/htmlText';

// The user card's admin menu (admins only), one click away from the reported account.
const ModerationMenu = lazyRetrying(withMessages('extra', () => import(/* webpackChunkName: "moderation" */ './ModerationMenu')));

/** The three changes, each offered where the report is not already in that state. */
export const STATE_ACTIONS: { state: ReportAction; labelId: string }[] = [
  { state: 'resolved', labelId: 'moderation.reports.resolve' },
  { state: 'closed', labelId: 'moderation.reports.close' },
  { state: 'open', labelId: 'moderation.reports.reopen' },
];

// Staff see every reported post as it is: no mute or hide rule applies here (sensitive media keep their covers).
const STAFF_REVIEW: MuteContext = { staffReview: true };

/** A state as the server wrote it: our words for Pleroma's three, the server's own word for any other. */
function StateLabel({ state }: { state: string }) {
  const known = (KNOWN_STATES as readonly string[]).includes(state);
  return (
    <span className={`moderation-state moderation-state-${known ? state : 'other'}`}>
      {known ? <FormattedMessage id={`moderation.reports.state.${state}`} /> : state}
    </span>
  );
}

/** A link to a profile; following it minimizes the area so the profile shows, notes kept. */
function AccountLink({ account }: { account: AccountEntity | undefined }) {
  const dispatch = useAppDispatch();
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  if (!account)
    return (
      <span className="moderation-account">
        <FormattedMessage id="status.unknown_account" />
      </span>
    );
  return (
    <Link className="moderation-account" to={profilePath(account, restricted)} onClick={() => dispatch(moderationMinimized())}>
      <Avatar account={account} size={24} />
      <span>
        <AuthorName account={account} /> <span className="moderation-acct">@{account.acct}</span>
      </span>
    </Link>
  );
}

function When({ date }: { date: string }) {
  const intl = useIntl();
  const parsed = new Date(date);
  if (!date || Number.isNaN(parsed.getTime())) return null;
  return <time dateTime={date}>{intl.formatDate(parsed, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

/**
 * One report (spec 001 §3 Report): who reported whom, when, its state, the comment, the reported posts as status
 * cards, the notes, and the state changes. A failure shows the server's words under the report and keeps the note
 * being typed.
 */
export function ReportItem({ id }: { id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const message = useMessage();
  const headingId = useId();
  const row = useAppSelector((s) => selectReportsState(s).byId[id]);
  const selected = useAppSelector((s) => selectReportsState(s).selected.includes(id));
  const busy = useAppSelector((s) => selectReportsState(s).busy[id] === true);
  const error = useAppSelector((s) => selectReportsState(s).errors[id]);
  const draft = useAppSelector((s) => selectReportsState(s).drafts[id] ?? '');
  const accounts = useAppSelector((s) => s.entities.accounts.entities);
  const me = useAppSelector(selectCurrentAccount);
  if (!row) return null;
  const account = row.accountId ? accounts[row.accountId] : undefined;
  const actor = row.actorId ? accounts[row.actorId] : undefined;

  return (
    <article className="moderation-report" aria-labelledby={headingId} data-state={row.state}>
      <div className="moderation-report-head">
        <input
          type="checkbox"
          checked={selected}
          aria-label={intl.formatMessage({ id: 'moderation.reports.select' }, { acct: account?.acct ?? '?' })}
          onChange={(e) => dispatch(reportSelected({ id, on: e.target.checked }))}
        />
        <h3 id={headingId} className="moderation-report-title">
          <FormattedMessage
            id="moderation.reports.report_on"
            values={{ account: <AccountLink account={account} />, actor: <AccountLink account={actor} /> }}
          />
        </h3>
        <StateLabel state={row.state} />
        {account && canModerate(me, account) && (
          <AskedPiece>
            <ModerationMenu account={account} />
          </AskedPiece>
        )}
      </div>
      <p className="moderation-report-meta">
        <When date={row.createdAt} />
      </p>
      {row.content && <blockquote className="moderation-comment">{htmlToText(row.content, { lines: true })}</blockquote>}
      {row.statusIds.length > 0 && (
        <div className="moderation-statuses" role="feed" aria-label={intl.formatMessage({ id: 'moderation.reports.statuses' })}>
          {row.statusIds.map((statusId, i) => (
            <Status
              key={statusId}
              entryId={statusId}
              position={i + 1}
              setSize={row.statusIds.length}
              muteContext={STAFF_REVIEW}
            />
          ))}
        </div>
      )}
      <section className="moderation-notes" aria-label={intl.formatMessage({ id: 'moderation.reports.notes' })}>
        {row.notes.length > 0 && (
          <ul>
            {row.notes.map((note) => (
              <li key={note.id} className="moderation-note">
                <div className="moderation-note-head">
                  <AccountLink account={note.userId ? accounts[note.userId] : undefined} />
                  <When date={note.createdAt} />
                  <button
                    type="button"
                    className="button moderation-note-delete"
                    disabled={busy}
                    onClick={() => dispatch(reportNoteDeleteRequested({ reportId: id, noteId: note.id }))}
                  >
                    <FormattedMessage id="moderation.reports.delete_note" />
                  </button>
                </div>
                <p className="moderation-note-text">{note.content}</p>
              </li>
            ))}
          </ul>
        )}
        <form
          className="moderation-note-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy && draft.trim()) dispatch(reportNoteRequested({ reportId: id }));
          }}
        >
          <textarea
            value={draft}
            rows={2}
            aria-label={intl.formatMessage({ id: 'moderation.reports.note' })}
            placeholder={intl.formatMessage({ id: 'moderation.reports.note' })}
            onChange={(e) => dispatch(reportNoteDraftChanged({ reportId: id, text: e.target.value }))}
          />
          <button type="submit" className="button" disabled={busy || !draft.trim()}>
            <FormattedMessage id="moderation.reports.add_note" />
          </button>
        </form>
      </section>
      {error && (
        <div className="moderation-error" role="alert">
          <span>{message(error)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage({ id: 'general.dismiss' })}
            onClick={() => dispatch(reportErrorDismissed(id))}
          >
            ×
          </button>
        </div>
      )}
      <div className="moderation-report-actions">
        {STATE_ACTIONS.filter((a) => a.state !== row.state).map(({ state, labelId }) => (
          <button
            key={state}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => dispatch(reportStatesRequested({ ids: [id], state }))}
          >
            <FormattedMessage id={labelId} />
          </button>
        ))}
      </div>
    </article>
  );
}
