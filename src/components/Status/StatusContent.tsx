import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Mention } from '../../api/types';
import type { StatusEntity } from '../../schemas';
import { sanitizePostHtml } from '../../utils/sanitize';
import { emojifyHtml } from '../../utils/emoji';
import { linkFacts, routeForLink } from '../../utils/links';
import { useAppSelector } from '../../store/hooks';
import { selectCapabilities } from '../../selectors/instance';
import { EmojiText } from '../EmojiText/EmojiText';
import { StatusMentions } from './StatusMentions';
import { contentHtml, isLongSubject, isTallContent, splitLeadingMentions } from './contentShape';

/** The leading mentions (moved out of the text), then those the text does not link at all, minus the replied-to one. */
function mentionsLine(status: StatusEntity, hrefs: readonly string[], html: string): Mention[] {
  const leading = hrefs.flatMap((href) => status.mentions.filter((m) => m.url === href));
  const silent = status.mentions.filter((m) => !leading.includes(m) && !html.includes(m.url));
  // the replied-to account already has the reply-to line
  return [...leading, ...silent].filter((m) => m.id !== status.in_reply_to_account_id);
}

/**
 * The post's text: sanitized before it reaches the DOM, behind its content warning when it has one,
 * cut when tall. Hashtag and profile links inside it navigate in the app (one delegated handler).
 */
export function StatusContent({ status }: { status: StatusEntity }) {
  const navigate = useNavigate();
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  const hasWarning = status.spoiler_text.trim().length > 0;
  const [expanded, setExpanded] = useState(false);
  const [showTall, setShowTall] = useState(false);
  const [showSubject, setShowSubject] = useState(false);
  const { html, mentions } = useMemo(() => {
    const sanitized = sanitizePostHtml(emojifyHtml(contentHtml(status), status.emojis));
    const split = splitLeadingMentions(sanitized);
    return { html: split.html, mentions: mentionsLine(status, split.hrefs, sanitized) };
  }, [status]);
  const tall = useMemo(() => isTallContent(html), [html]);
  const longSubject = hasWarning && isLongSubject(status.spoiler_text);
  const contentId = `status-${status.id}-content`;

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const path = routeForLink(linkFacts(anchor), status.mentions, restricted);
      // Everything else keeps the sanitizer's target=_blank rel="noopener noreferrer nofollow".
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate, restricted, status.mentions],
  );

  const showBody = !hasWarning || expanded;
  return (
    <div className="status-content-wrapper">
      {hasWarning && (
        <div className="status-summary">
          <p className={longSubject && !showSubject ? 'status-summary-text status-summary-long' : 'status-summary-text'}>
            <EmojiText text={status.spoiler_text} emojis={status.emojis} />
          </p>
          {longSubject && !showSubject && (
            <button type="button" className="button-link status-subject-more" onClick={() => setShowSubject(true)}>
              <FormattedMessage id="status.show_full_subject" />
            </button>
          )}{' '}
          <button
            type="button"
            className="button-link"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded(!expanded)}
          >
            <FormattedMessage id={expanded ? 'status.show_less' : 'status.show_more'} />
          </button>
        </div>
      )}
      {showBody && <StatusMentions mentions={mentions} />}
      {showBody && (
        <div
          id={contentId}
          className={tall && !showTall ? 'status-content status-content-tall' : 'status-content'}
          lang={status.language ?? undefined}
          onClick={onClick}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {showBody && tall && (
        <button
          type="button"
          className="button-link status-tall-toggle"
          aria-expanded={showTall}
          aria-controls={contentId}
          onClick={() => setShowTall(!showTall)}
        >
          <FormattedMessage id={showTall ? 'status.show_less' : 'status.show_more'} />
        </button>
      )}
    </div>
  );
}
