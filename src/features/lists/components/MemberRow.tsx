import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../components/Avatar/Avatar';
import { EmojiText } from '../../../components/EmojiText/EmojiText';
import { listMemberToggled } from '../listsSlice';

/** One account with a checkbox: checked is a member (as toggled, saved with the form). */
export function MemberRow({ id, selected, disabled }: { id: string; selected: boolean; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const account = useAppSelector((s) => s.entities.accounts.entities[id]);
  if (!account) return null;
  return (
    <li className="list-member">
      <label className="list-member-label">
        <input type="checkbox" checked={selected} disabled={disabled} onChange={() => dispatch(listMemberToggled(id))} />
        <Avatar account={account} size={32} />
        <span className="list-member-names">
          <span className="list-member-name">
            <EmojiText text={account.display_name || account.username} emojis={account.emojis} />
          </span>
          <span className="list-member-acct" dir="ltr">
            @{account.acct}
          </span>
        </span>
      </label>
    </li>
  );
}
