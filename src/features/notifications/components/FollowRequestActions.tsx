import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AccountEntity } from '../../../schemas/index';
import { selectSettings } from '../../../selectors/settings';
import { selectFollowRequestPending } from '../notificationsSelectors';
import { followRequestApproved, followRequestDenied } from '../followRequestsSlice';
import { EmojiText } from '../../../components/EmojiText/EmojiText';
import { lazyRetrying } from '../../../utils/retryImport';
import { LazyBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';

const ConfirmDialog = lazyRetrying(() =>
  import(/* webpackChunkName: "dialogs" */ '../../../components/ConfirmDialog/ConfirmDialog').then((m) => ({
    default: m.ConfirmDialog,
  })),
);

interface Props {
  account: AccountEntity;
  /** the follow_request notification, when shown from one (the saga finds it by account otherwise) */
  notificationId?: string;
}

/**
 * Approve and deny a follow request, each behind a confirmation when modalOnApproveFollow /
 * modalOnDenyFollow is on (spec 001 §4 "Follow request notification"). Used by the notification and
 * the follow requests screen; the sagas do the rest.
 */
export function FollowRequestActions({ account, notificationId }: Props) {
  const dispatch = useAppDispatch();
  const { modalOnApproveFollow, modalOnDenyFollow } = useAppSelector(selectSettings);
  const pending = useAppSelector((s) => selectFollowRequestPending(s, account.id));
  const [asking, setAsking] = useState<'approve' | 'deny' | null>(null);
  const payload = notificationId ? { accountId: account.id, notificationId } : { accountId: account.id };
  const approve = () => dispatch(followRequestApproved(payload));
  const deny = () => dispatch(followRequestDenied(payload));
  // stable: the dialog re-runs its focus effect when its handlers change
  const cancel = useCallback(() => setAsking(null), []);
  const name = <EmojiText text={account.display_name || account.username} emojis={account.emojis} />;

  return (
    <span className="follow-request-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={pending}
        onClick={() => (modalOnApproveFollow ? setAsking('approve') : approve())}
      >
        <FormattedMessage id="notifications.approve" />
      </button>
      <button
        type="button"
        className="button"
        disabled={pending}
        onClick={() => (modalOnDenyFollow ? setAsking('deny') : deny())}
      >
        <FormattedMessage id="notifications.deny" />
      </button>
      {asking && (
        <LazyBoundary onClose={cancel}>
          <ConfirmDialog
            title={
              <FormattedMessage
                id={asking === 'approve' ? 'notifications.approve_confirm' : 'notifications.deny_confirm'}
                values={{ name }}
              />
            }
            confirmLabel={<FormattedMessage id={asking === 'approve' ? 'notifications.approve' : 'notifications.deny'} />}
            onConfirm={() => {
              setAsking(null);
              if (asking === 'approve') approve();
              else deny();
            }}
            onCancel={cancel}
          />
        </LazyBoundary>
      )}
    </span>
  );
}
