import { Link } from 'react-router';
import type { AccountEntity, StatusEntity } from '../../schemas';
import { EmojiText } from '../EmojiText/EmojiText';
import { StatusContent } from './StatusContent';

/** A quoted post, compact; it links to its own conversation. */
export function StatusQuote({ status, account }: { status: StatusEntity; account: AccountEntity }) {
  return (
    <blockquote className="status-quote">
      <Link to={`/notice/${status.id}`} className="status-quote-author">
        <EmojiText text={account.display_name || account.username} emojis={account.emojis} />{' '}
        <span className="status-acct">@{account.acct}</span>
      </Link>
      <StatusContent status={status} />
    </blockquote>
  );
}
