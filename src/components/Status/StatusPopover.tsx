import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchStatus } from '../../api/statuses';
import { normalizeStatus } from '../../schemas';
import { entitiesImported } from '../../slices/entities';
import { selectApiConfig } from '../../selectors/instance';
import { makeSelectStatusView } from '../../selectors/statuses';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { EmojiText } from '../EmojiText/EmojiText';
import { Spinner } from '../Spinner/Spinner';
import { StatusContent } from './StatusContent';

/**
 * A compact preview of a status (the parent of a reply). When the store does not hold it, it is fetched
 * once and imported like any server payload; a failed fetch (or no id) says status_unavailable.
 * Fetched here rather than by a saga: the request lives and dies with this lazily loaded popover.
 */
export function StatusPopover({ statusId, position }: { statusId: string | null; position: { top: number; left: number } }) {
  const dispatch = useAppDispatch();
  const cfg = useAppSelector(selectApiConfig);
  const selectView = useMemo(makeSelectStatusView, []);
  const view = useAppSelector((s) => (statusId ? selectView(s, statusId) : null));
  const [failed, setFailed] = useState(!statusId);
  const known = view != null;

  useEffect(() => {
    if (!statusId || known) return;
    const controller = new AbortController();
    fetchStatus(cfg, statusId, controller.signal)
      .then((res) => {
        const normalized = normalizeStatus(res.data);
        if (!normalized.result) throw new Error('unusable status');
        dispatch(entitiesImported(normalized.entities));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [cfg, dispatch, known, statusId]);

  return (
    <div
      className="status-popover"
      role="tooltip"
      style={{ top: position.top, left: Math.max(8, Math.min(position.left, window.innerWidth - 360)) }}
    >
      {view ? (
        <>
          <p className="status-popover-author">
            <EmojiText text={view.account.display_name || view.account.username} emojis={view.account.emojis} />{' '}
            <span className="status-acct">@{view.account.acct}</span>
          </p>
          <StatusContent status={view.status} />
        </>
      ) : failed ? (
        <p className="status-popover-unavailable">
          <FormattedMessage id="status.status_unavailable" />
        </p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
