import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StatusEntity } from '../../schemas';
import { sanitizePostHtml } from '../../utils/sanitize';
import { emojifyHtml } from '../../utils/emoji';
import { EmojiText } from '../EmojiText/EmojiText';

/** The post's text: sanitized before it reaches the DOM, behind its content warning when it has one. */
export function StatusContent({ status }: { status: StatusEntity }) {
  const hasWarning = status.spoiler_text.trim().length > 0;
  const [expanded, setExpanded] = useState(false);
  const html = useMemo(() => sanitizePostHtml(emojifyHtml(status.content, status.emojis)), [status.content, status.emojis]);
  const contentId = `status-${status.id}-content`;
  return (
    <div className="status-content-wrapper">
      {hasWarning && (
        <p className="status-summary">
          <EmojiText text={status.spoiler_text} emojis={status.emojis} />{' '}
          <button
            type="button"
            className="button-link"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded(!expanded)}
          >
            <FormattedMessage id={expanded ? 'status.show_less' : 'status.show_more'} />
          </button>
        </p>
      )}
      {(!hasWarning || expanded) && (
        <div
          id={contentId}
          className="status-content"
          lang={status.language ?? undefined}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </div>
  );
}
