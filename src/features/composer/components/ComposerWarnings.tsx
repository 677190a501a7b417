import { FormattedMessage } from 'react-intl';
import type { ComposerDraft } from '../composerSlice';

/** Spec 001 §5 Warnings: followers-only on an unlocked account; a subject over media not marked sensitive. */
export function ComposerWarnings({ draft, locked }: { draft: ComposerDraft; locked: boolean }) {
  const unlockedPrivate = draft.visibility === 'private' && !locked;
  const mediaNotSensitive = draft.files.length > 0 && draft.spoilerText.trim() !== '' && !draft.nsfw;
  if (!unlockedPrivate && !mediaNotSensitive) return null;
  return (
    <div className="composer-warnings">
      {unlockedPrivate && (
        <p className="composer-warning">
          <FormattedMessage id="post_status.account_not_locked_warning" />
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
