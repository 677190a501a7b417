import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createSelector } from '@reduxjs/toolkit';
import { FormattedMessage } from 'react-intl';
import type { AccountEntity, StatusEntity } from '../../../../schemas/index';
import type { RootState } from '../../../../store/rootReducer';
import { useMessage } from '../../../../i18n/useMessage';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { reportReset, reportStatusesWanted, reportSubmitted } from '../../statusActionsSlice';
import { REPORT_STATUS_CHOICES } from '../../reportChoices';
import { ModalFrame } from './ModalFrame';
import { htmlToText } from '../../../../utils/htmlText';

const makeSelectAuthorStatuses = () =>
  createSelector(
    [(s: RootState) => s.entities.statuses.entities, (_: RootState, accountId: string) => accountId],
    (all, accountId) =>
      Object.values(all)
        .filter((s) => s.account === accountId && !s.reblog)
        // Newest first; flake ids sort by length, then lexically.
        .sort((a, b) => b.id.length - a.id.length || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0))
        .slice(0, REPORT_STATUS_CHOICES),
  );

/**
 * Report a post's author (spec 001 §4): comment, forward (remote authors), the posts concerned. Without a
 * status (a user card's Report) no post is picked at first; the form's state is then keyed by the account.
 */
export default function ReportModal({
  status,
  account,
  onClose,
}: {
  status?: StatusEntity;
  account: AccountEntity;
  onClose: () => void;
}) {
  const reportKey = status?.id ?? `account:${account.id}`;
  const dispatch = useAppDispatch();
  const message = useMessage();
  const selectAuthorStatuses = useMemo(makeSelectAuthorStatuses, []);
  const statuses = useAppSelector((s) => selectAuthorStatuses(s, account.id));
  const report = useAppSelector((s) => s.statusActions[reportKey]?.report);
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const [picked, setPicked] = useState<string[]>(status ? [status.id] : []);
  // the local-host rule (utils/acct.ts): an acct on the instance's own host was stored without it
  const remote = !account.is_local;
  const sending = report?.phase === 'sending';

  // the account's recent posts, so any of them can be picked, not only those loaded on this screen
  useEffect(() => {
    dispatch(reportStatusesWanted({ accountId: account.id }));
  }, [dispatch, account.id]);
  useEffect(() => {
    // Sent: the form resets (the next report starts clean) and closes.
    if (report?.phase === 'sent') {
      dispatch(reportReset({ statusId: reportKey }));
      onClose();
    }
  }, [report?.phase, dispatch, onClose, reportKey]);
  const close = () => {
    dispatch(reportReset({ statusId: reportKey }));
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    dispatch(
      reportSubmitted({
        statusId: reportKey,
        report: { accountId: account.id, comment, forward: remote && forward, statusIds: picked },
      }),
    );
  };
  const pick = (id: string, on: boolean) => setPicked((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <ModalFrame
      className="report-modal"
      title={<FormattedMessage id="user_reporting.title" values={{ acct: account.acct }} />}
      onClose={close}
    >
      <form className="panel-body" onSubmit={submit}>
        <label>
          <FormattedMessage id="user_reporting.add_comment_description" />
          <textarea value={comment} onChange={(e) => setComment(e.target.value)} disabled={sending} />
        </label>
        {remote && (
          <label className="report-modal-forward">
            <input type="checkbox" checked={forward} onChange={(e) => setForward(e.target.checked)} disabled={sending} />{' '}
            <FormattedMessage id="user_reporting.forward_to" values={{ host: account.acct.split('@')[1] }} />
          </label>
        )}
        <fieldset className="report-modal-fieldset">
          <legend>
            <FormattedMessage id="user_reporting.statuses" />
          </legend>
          <ul className="report-modal-statuses">
            {statuses.map((s) => (
              <li key={s.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={picked.includes(s.id)}
                    onChange={(e) => pick(s.id, e.target.checked)}
                    disabled={sending}
                  />
                  <span className="report-modal-excerpt">{s.spoiler_text || htmlToText(s.content)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {report?.phase === 'failed' && report.error && (
          <p className="report-modal-error" role="alert">
            {message(report.error)}
          </p>
        )}
        <div className="confirm-dialog-buttons">
          <button type="button" className="button" onClick={close}>
            <FormattedMessage id="general.cancel" />
          </button>
          <button type="submit" className="button button-primary" disabled={sending}>
            <FormattedMessage id="user_reporting.submit" />
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
