import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountEntity } from '../../../../schemas/index';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectSettings } from '../../../../selectors/settings';
import { selectFollowButtonState, selectFollowDisabled, selectRelationship } from '../../relationshipsSelectors';
import { relationshipToggleRequested } from '../../profilesIntents';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';

const LABELS = {
  not_following: 'user_card.follow',
  follow_sent: 'user_card.follow_sent',
  following: 'user_card.follow_unfollow',
  in_progress: 'user_card.follow_progress',
} as const;

/**
 * Follow, pending request, following, in progress (spec 001 §2/§4). Clicking while following or requested
 * unfollows (asking first when modalOnUnfollow); disabled while in progress or when the target is deactivated.
 */
export function FollowButton({ account }: { account: AccountEntity }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectFollowButtonState(s, account.id));
  const disabled = useAppSelector((s) => selectFollowDisabled(s, account.id));
  const followedBy = useAppSelector((s) => selectRelationship(s, account.id)?.followed_by ?? false);
  const { modalOnUnfollow } = useAppSelector(selectSettings);
  const [confirming, setConfirming] = useState(false);
  const following = state === 'following' || state === 'follow_sent';

  const send = (on: boolean) => dispatch(relationshipToggleRequested({ accountId: account.id, toggle: 'follow', on }));
  const click = () => {
    if (!following) send(true);
    else if (modalOnUnfollow) setConfirming(true);
    else send(false);
  };
  const label = state === 'not_following' && followedBy ? 'user_card.follow_back' : LABELS[state];

  return (
    <>
      <button
        type="button"
        className={following ? 'button follow-button' : 'button button-primary follow-button'}
        aria-pressed={following}
        disabled={disabled}
        onClick={click}
      >
        <FormattedMessage id={label} />
      </button>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="user_card.unfollow_confirm_title" />}
          confirmLabel={<FormattedMessage id="user_card.unfollow_confirm_accept" />}
          onConfirm={() => {
            setConfirming(false);
            send(false);
          }}
          onCancel={() => setConfirming(false)}
        >
          <FormattedMessage id="user_card.unfollow_confirm" values={{ user: account.acct }} />
        </ConfirmDialog>
      )}
    </>
  );
}
