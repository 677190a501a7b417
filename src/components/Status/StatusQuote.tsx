import { Link } from '../RouterLink';
import { isUnknownAccount, type AccountEntity, type StatusEntity } from '../../schemas';
import { AuthorName } from './StatusHeader';
import { StatusContent } from './StatusContent';

/** A quoted post, compact; it links to its own conversation. The placeholder author shows no '@'. */
export function StatusQuote({ status, account }: { status: StatusEntity; account: AccountEntity }) {
  return (
    <blockquote className="status-quote">
      <Link to={`/notice/${status.id}`} className="status-quote-author">
        <AuthorName account={account} />
        {!isUnknownAccount(account) && (
          <>
            {' '}
            <span className="status-acct" dir="ltr">
              @{account.acct}
            </span>
          </>
        )}
      </Link>
      <StatusContent status={status} />
    </blockquote>
  );
}
