import { FormattedMessage } from 'react-intl';

/**
 * For visitors on a local user's card: the instance's remote-interaction page ({server}/main/ostatus with the
 * nickname, spec 000 §2) asks for the visitor's own server and sends them there to follow.
 */
export function RemoteFollowForm({ nickname }: { nickname: string }) {
  return (
    <form className="remote-follow" method="get" action="/main/ostatus">
      <input type="hidden" name="nickname" value={nickname} />
      <button type="submit" className="button button-primary">
        <FormattedMessage id="user_card.remote_follow" />
      </button>
    </form>
  );
}
