import { FormattedMessage, useIntl } from 'react-intl';
import { isUnknownAccount, type AccountEntity } from '../../schemas';
import { AuthorName } from './StatusHeader';
import type { MuteReason } from '../../selectors/muteRules';

const EYE =
  'M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 12a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z';
const EYE_SLASH =
  'M3.3 2 2 3.3l3.2 3.2C3.4 7.9 2.1 9.9 1.5 12c1.2 2.8 5 7 10.5 7 1.9 0 3.6-.5 5.1-1.3l3.6 3.6 1.3-1.3L3.3 2zM12 17a5 5 0 0 1-4.5-7.2l1.5 1.5A3 3 0 0 0 12.7 15l1.5 1.5c-.7.3-1.4.5-2.2.5zm0-12c-1.3 0-2.5.2-3.6.6l2.3 2.3A5 5 0 0 1 16.6 13l3.1 3.1c1.3-1.2 2.2-2.7 2.8-4.1C21.3 9.2 17.5 5 12 5z';

/** The notice a muted post hides behind: who, why, and an eye toggle that shows it in this card only. */
export function StatusMuted({
  account,
  reasons,
  revealed,
  onToggle,
}: {
  account: AccountEntity;
  reasons: readonly MuteReason[];
  revealed: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const why = reasons.map((r) => intl.formatMessage({ id: `status.muted_reason.${r}` })).join(', ');
  return (
    <div className="status-muted-notice">
      <span className="status-muted-text">
        <FormattedMessage
          id="status.muted_notice"
          values={{ name: isUnknownAccount(account) ? <AuthorName account={account} /> : `@${account.acct}`, reason: why }}
        />
      </span>
      <button
        type="button"
        className="status-muted-toggle"
        aria-pressed={revealed}
        aria-label={intl.formatMessage({ id: revealed ? 'status.hide_muted' : 'status.show_muted' })}
        title={intl.formatMessage({ id: revealed ? 'status.hide_muted' : 'status.show_muted' })}
        onClick={onToggle}
      >
        <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
          <path fill="currentColor" d={revealed ? EYE_SLASH : EYE} />
        </svg>
      </button>
    </div>
  );
}
