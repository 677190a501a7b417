import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../RouterLink';
import { isUnknownAccount, type AccountEntity, type StatusEntity } from '../../schemas';
import { EmojiText } from '../EmojiText/EmojiText';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { Icon, type IconName } from '../Icon/Icon';
import { useAppSelector } from '../../store/hooks';
import { selectCapabilities } from '../../selectors/instance';
import { profilePath } from '../../utils/links';
import { lazyTitle } from '../../utils/lazyTitle';

const VISIBILITY_ICONS: Record<string, IconName> = {
  public: 'globe',
  unlisted: 'unlock',
  private: 'lock',
  direct: 'envelope',
  local: 'home',
};

/** acct with the remote host marked by a globe (spec 000 §3 screen_name_ui) */
function ScreenName({ acct }: { acct: string }) {
  const at = acct.indexOf('@');
  if (at < 0)
    return (
      <span className="status-acct" dir="ltr">
        @{acct}
      </span>
    );
  return (
    <span className="status-acct" dir="ltr">
      @{acct.slice(0, at)}@
      <span className="status-acct-host">
        <Icon name="globe" size={12} />
        {acct.slice(at + 1)}
      </span>
    </span>
  );
}

/** An author's name with its custom emoji; the placeholder for a post the server sent without one says 'Unknown account'. */
export function AuthorName({ account }: { account: AccountEntity }) {
  return isUnknownAccount(account) ? (
    <FormattedMessage id="status.unknown_account" />
  ) : (
    <EmojiText text={account.display_name || account.username} emojis={account.emojis} />
  );
}

export function StatusHeader({
  status,
  account,
  labelId,
  timeId,
}: {
  status: StatusEntity;
  account: AccountEntity;
  labelId: string;
  /** the time's id: with the author and the start of the text it names the post (Status.tsx) */
  timeId?: string;
}) {
  const intl = useIntl();
  const visibility = status.visibility ?? 'public';
  // The marker only where the server supports editing (its history is the actions menu's).
  const capabilities = useAppSelector(selectCapabilities);
  const editedAt = capabilities.editing && status.edited_at ? new Date(status.edited_at) : null;
  return (
    <header className="status-header">
      {isUnknownAccount(account) ? (
        // no profile to open: plain text, and no @acct
        <span className="status-name status-name-unknown" id={labelId}>
          <AuthorName account={account} />
        </span>
      ) : (
        <>
          <Link to={profilePath(account, capabilities.restrictedNicknames)} className="status-name" id={labelId}>
            <AuthorName account={account} />
          </Link>
          <ScreenName acct={account.acct} />
        </>
      )}
      <span className="status-meta">
        <Link to={`/notice/${status.id}`} className="status-time" id={timeId}>
          <RelativeTime date={status.created_at} />
        </Link>
        {editedAt && !Number.isNaN(editedAt.getTime()) && (
          <span
            className="status-edited"
            {...lazyTitle(() =>
              intl.formatMessage(
                { id: 'status.edited_at' },
                { date: intl.formatDate(editedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
              ),
            )}
          >
            <FormattedMessage id="status.edited" />
          </span>
        )}
        <span className="status-visibility">
          <Icon
            name={VISIBILITY_ICONS[visibility] ?? 'globe'}
            label={intl.formatMessage({ id: `status.visibility.${visibility}` })}
          />
        </span>
      </span>
    </header>
  );
}
