import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { statusPreviewRequested } from '../../features/interactions/statusActionsSlice';
import { makeSelectStatusView } from '../../selectors/statuses';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isUnknownAccount } from '../../schemas';
import { Spinner } from '../Spinner/Spinner';
import { StatusContent } from './StatusContent';
import { AuthorName } from './StatusHeader';

/**
 * A compact preview of a status (the parent of a reply). When the store does not hold it, the
 * interactions saga fetches and imports it; a failed fetch (or no id) says status_unavailable.
 */
export function StatusPopover({ statusId, position }: { statusId: string | null; position: { top: number; left: number } }) {
  const dispatch = useAppDispatch();
  const selectView = useMemo(makeSelectStatusView, []);
  const view = useAppSelector((s) => (statusId ? selectView(s, statusId) : null));
  const failed = useAppSelector((s) => !statusId || (s.statusActions[statusId]?.unavailable ?? false));
  const known = view != null;

  useEffect(() => {
    if (statusId && !known) dispatch(statusPreviewRequested({ statusId }));
  }, [dispatch, known, statusId]);

  return (
    <div
      className="status-popover"
      role="tooltip"
      style={{ top: position.top, left: Math.max(8, Math.min(position.left, window.innerWidth - 360)) }}
    >
      {view ? (
        <>
          <p className="status-popover-author">
            <AuthorName account={view.account} />
            {!isUnknownAccount(view.account) && (
              <>
                {' '}
                <span className="status-acct" dir="ltr">
                  @{view.account.acct}
                </span>
              </>
            )}
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
