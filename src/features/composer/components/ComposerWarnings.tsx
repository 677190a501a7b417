import { FormattedMessage, useIntl } from 'react-intl';
import type { ComposerDraft } from '../composerSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';
import { settingChanged } from '../../../slices/settings';
import { settingsOpened } from '../../settingsModal/settingsModalSlice';
import { Icon } from '../../../components/Icon/Icon';

/** Who sees a post of each scope (spec 001 §2 composer), under the scope selector unless hideScopeNotice. */
const SCOPE_NOTICES: Record<string, string> = {
  public: 'post_status.scope_notice.public',
  unlisted: 'post_status.scope_notice.unlisted',
  private: 'post_status.scope_notice.private',
  direct: 'post_status.scope_notice.direct',
  local: 'post_status.scope_notice.local',
};

/**
 * Spec 001 §5 Warnings: who the scope reaches (dismissible: hideScopeNotice); on servers with safe DM mentions
 * (Pleroma `safe_dm_mentions`) that a direct post reaches only the people named at its start; followers-only on
 * an unlocked account, with the way to lock it; a subject over media not marked sensitive.
 */
export function ComposerWarnings({ draft, locked, safeDm }: { draft: ComposerDraft; locked: boolean; safeDm: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { hideScopeNotice } = useAppSelector(selectSettings);
  const scopeNotice = hideScopeNotice ? undefined : SCOPE_NOTICES[draft.visibility];
  const safeDmNotice = safeDm && draft.visibility === 'direct';
  const unlockedPrivate = draft.visibility === 'private' && !locked;
  const mediaNotSensitive = draft.files.length > 0 && draft.spoilerText.trim() !== '' && !draft.nsfw;
  if (!scopeNotice && !safeDmNotice && !unlockedPrivate && !mediaNotSensitive) return null;
  const dismiss = intl.formatMessage({ id: 'post_status.scope_notice_dismiss' });
  return (
    <div className="composer-warnings">
      {scopeNotice && (
        <p className="composer-notice">
          <span>
            <FormattedMessage id={scopeNotice} />
          </span>
          <button
            type="button"
            className="composer-notice-dismiss"
            aria-label={dismiss}
            title={dismiss}
            onClick={() => dispatch(settingChanged('hideScopeNotice', true))}
          >
            <Icon name="close" />
          </button>
        </p>
      )}
      {safeDmNotice && (
        <p className="composer-notice">
          <FormattedMessage id="post_status.safe_dm_notice" />
        </p>
      )}
      {unlockedPrivate && (
        <p className="composer-warning">
          <FormattedMessage id="post_status.account_not_locked_warning" />{' '}
          <button type="button" className="composer-warning-link" onClick={() => dispatch(settingsOpened({ tab: 'profile' }))}>
            <FormattedMessage id="post_status.account_not_locked_link" />
          </button>
        </p>
      )}
      {mediaNotSensitive && (
        <p className="composer-warning">
          <FormattedMessage id="post_status.media_not_sensitive_warning" />
        </p>
      )}
    </div>
  );
}
