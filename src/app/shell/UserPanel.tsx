import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/RouterLink';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { Avatar } from '../../components/Avatar/Avatar';
import { EmojiText } from '../../components/EmojiText/EmojiText';
import { LogoutButton } from './LogoutButton';
import { PanelPostForm } from '../../features/composer/components/lazy';
import { useIsMobile } from './useIsMobile';
import { useThirdColumn } from './thirdColumn';
import { LazyBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { readPostFormRoom } from '../../utils/storage';

/**
 * The post form's room while its chunk loads, as tall as the form last was: the panels below never move when it comes.
 * Empty, so there is nothing in it for assistive technology to skip.
 */
const PostFormRoom = () => <div style={{ height: readPostFormRoom() }} />;

/** Who is signed in, or the way in for a visitor. The drawer puts the log-out entry last instead. */
export function UserPanel({ logout = true }: { logout?: boolean }) {
  const me = useAppSelector(selectCurrentAccount);
  const { registrationsOpen } = useAppSelector(selectCapabilities);
  const mobile = useIsMobile();
  // thirdColumnMode 'postform' moves the form into the third column (AppShell)
  const formElsewhere = useThirdColumn() === 'postform';
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
          <span className="status-acct" dir="ltr">
            @{me.acct}
          </span>
        </div>
        {logout && <LogoutButton />}
      </div>
      {/* the desktop post form; phones have the floating new-post button */}
      {!mobile && !formElsewhere && (
        <LazyBoundary fallback={<PostFormRoom />}>
          <PanelPostForm />
        </LazyBoundary>
      )}
    </div>
  );
}
