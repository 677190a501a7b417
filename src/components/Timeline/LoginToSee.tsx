import { FormattedMessage } from 'react-intl';
import { Link } from '../RouterLink';

/**
 * What a visitor sees where the server lets only members read (issue 17 §8, §17): a sentence and the way to
 * sign in, never an error panel. Timelines, profiles' posts and conversations share it.
 */
export function LoginToSee({ messageId = 'timeline.login_to_see' }: { messageId?: string }) {
  return (
    <div className="login-to-see" role="status">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <Link className="button" to="/login">
        <FormattedMessage id="login.login" />
      </Link>
    </div>
  );
}
