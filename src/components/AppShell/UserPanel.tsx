import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectFeatures } from '../../selectors/instance';
import { logoutRequested } from '../../slices/auth';
import { Avatar } from '../Avatar/Avatar';
import { EmojiText } from '../EmojiText/EmojiText';

/** Who is signed in, or the way in for a visitor. */
export function UserPanel() {
  const me = useAppSelector(selectCurrentAccount);
  const { registrationsOpen } = useAppSelector(selectFeatures);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!me) {
    return (
      <div className="panel user-panel">
        <div className="panel-body user-panel-visitor">
          <Link to="/login" className="button button-primary">
            <FormattedMessage id="login.login" />
          </Link>
          {registrationsOpen && (
            <Link to="/registration" className="button">
              <FormattedMessage id="login.register" />
            </Link>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="panel user-panel">
      <div className="panel-body user-panel-member">
        <Avatar account={me} size={48} />
        <div className="user-panel-names">
          <strong>
            <EmojiText text={me.display_name || me.username} emojis={me.emojis} />
          </strong>
          <span className="status-acct">@{me.acct}</span>
        </div>
        <button
          type="button"
          className="button"
          onClick={() => {
            // Logout lands on the local timeline (spec 000 §2).
            dispatch(logoutRequested());
            void navigate('/main/public');
          }}
        >
          <FormattedMessage id="login.logout" />
        </button>
      </div>
    </div>
  );
}
