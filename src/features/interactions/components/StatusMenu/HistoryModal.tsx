import { useEffect } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { StatusEntity } from '../../../../schemas/index';
import { useMessage } from '../../../../i18n/useMessage';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { historyRequested } from '../../statusActionsSlice';
import { sanitizePostHtml } from '../../../../utils/sanitize';
import { Spinner } from '../../../../components/Spinner/Spinner';
import { ModalFrame } from './ModalFrame';

/** A post's earlier versions, newest first; the title counts the edits (versions minus one). */
export default function HistoryModal({ status, onClose }: { status: StatusEntity; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const message = useMessage();
  const history = useAppSelector((s) => s.statusActions[status.id]?.history);
  useEffect(() => {
    dispatch(historyRequested({ statusId: status.id }));
  }, [dispatch, status.id]);
  const versions = history?.versions ?? null;
  return (
    <ModalFrame
      className="history-modal"
      title={
        <FormattedMessage id="status_actions.edit_history_title" values={{ count: Math.max(0, (versions?.length ?? 1) - 1) }} />
      }
      onClose={onClose}
    >
      <div className="panel-body">
        {history?.loading && <Spinner />}
        {history?.error && <p role="alert">{message(history.error)}</p>}
        {versions &&
          [...versions].reverse().map((v) => (
            <article key={v.created_at} className="history-version">
              <time dateTime={v.created_at} className="status-time">
                <FormattedDate value={v.created_at} dateStyle="medium" timeStyle="short" />
              </time>
              {v.spoiler_text && <p className="status-summary">{v.spoiler_text}</p>}
              {/* sanitized like any post body */}
              <div className="status-content" dir="auto" dangerouslySetInnerHTML={{ __html: sanitizePostHtml(v.content) }} />
            </article>
          ))}
      </div>
    </ModalFrame>
  );
}
