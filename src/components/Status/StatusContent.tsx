import { useCallback, useContext, useMemo, useState, type MouseEvent, type PointerEvent, type SyntheticEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import type { Mention } from '../../api/types';
import type { StatusEntity } from '../../schemas';
import type { RootState } from '../../store/rootReducer';
import { sanitizePostHtml } from '../../utils/sanitize';
import { emojifyHtml } from '../../utils/emoji';
import { linkFacts, mentionResolves, routeForLink } from '../../utils/links';
import { useAppSelector } from '../../store/hooks';
import { selectCapabilities } from '../../selectors/instance';
import { acctLookup } from '../../selectors/accounts';
import { EmojiText } from '../EmojiText/EmojiText';
import { ScreenPreloadContext } from '../RouterLink';
import { StatusMentions } from './StatusMentions';
import { contentSource, isLongSubject, isTallContent, plainTextHtml, replyToAcct, splitLeadingMentions } from './contentShape';
import { useMfmHtml } from './mfm/useMfmHtml';

/**
 * The leading mentions (moved out of the text), then those the text does not link at all, minus the replied-to
 * one: the reply line names it (by its id, or by its acct when the mention's id does not resolve).
 */
function mentionsLine(
  status: StatusEntity,
  hrefs: readonly string[],
  html: string,
  replyTo: string | null,
  resolved: ReadonlySet<Mention>,
): Mention[] {
  const leading = hrefs.flatMap((href) => status.mentions.filter((m) => m.url === href));
  const silent = status.mentions.filter((m) => !leading.includes(m) && !html.includes(m.url));
  // (the store and the mentions write an acct alike: slices/entities leave the instance's own host out of both)
  const parent = replyTo?.toLowerCase();
  return [...leading, ...silent].filter(
    (m) => m.id !== status.in_reply_to_account_id && !(parent && !resolved.has(m) && m.acct.toLowerCase() === parent),
  );
}

/** An image in the post (a custom emoji) that cannot be shown becomes its :shortcode: text (its alt, else title). */
function replaceFailedImage(event: SyntheticEvent<HTMLDivElement>) {
  const img = event.target;
  if (!(img instanceof HTMLImageElement) || !event.currentTarget.contains(img)) return;
  const text = img.getAttribute('alt') || img.getAttribute('title') || '';
  img.replaceWith(document.createTextNode(text));
}

/**
 * The post's text: sanitized before it reaches the DOM, behind its content warning when it has one,
 * cut when tall. Hashtag and profile links inside it navigate in the app (one delegated handler).
 */
/**
 * The id of a post's text or its subject. The card's accessible name reads the one shown first (the subject of a
 * post behind a warning, never its hidden text).
 */
export const statusTextId = (status: StatusEntity, part: 'content' | 'summary') => `status-${status.id}-${part}`;

export function StatusContent({ status }: { status: StatusEntity }) {
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  // which mentions' ids are the store's ids for the same acct ('1'/'0' per mention: a string keeps renders rare)
  const resolvedMask = useAppSelector((s) => {
    const acctOf = acctLookup(s);
    return status.mentions.map((m) => (mentionResolves(m, acctOf) ? '1' : '0')).join('');
  });
  const parentAcct = useAppSelector((s) =>
    status.in_reply_to_account_id ? s.entities.accounts.entities[status.in_reply_to_account_id]?.acct : undefined,
  );
  const hasWarning = status.spoiler_text.trim().length > 0;
  const [expanded, setExpanded] = useState(false);
  const [showTall, setShowTall] = useState(false);
  const [showSubject, setShowSubject] = useState(false);
  const resolved = useMemo(
    () => new Set(status.mentions.filter((_, i) => resolvedMask[i] === '1')),
    [status.mentions, resolvedMask],
  );
  const source = useMemo(() => contentSource(status), [status]);
  const mfmHtml = useMfmHtml('mfm' in source ? source.mfm : null, status.mentions);
  const { html, mentions } = useMemo(() => {
    const replyTo = replyToAcct(status, parentAcct);
    const raw = 'html' in source ? source.html : (mfmHtml ?? plainTextHtml(source.mfm));
    const sanitized = sanitizePostHtml(emojifyHtml(raw, status.emojis));
    const split = splitLeadingMentions(sanitized, replyTo);
    return { html: split.html, mentions: mentionsLine(status, split.hrefs, sanitized, replyTo, resolved) };
  }, [status, parentAcct, resolved, source, mfmHtml]);
  const tall = useMemo(() => isTallContent(html), [html]);
  const longSubject = hasWarning && isLongSubject(status.spoiler_text);
  const contentId = statusTextId(status, 'content');

  const preload = useContext(ScreenPreloadContext);
  /** The in-app path of a link of the content, or null for one that leaves the app. */
  const pathOf = useCallback(
    (target: EventTarget, content: Element) => {
      const anchor = (target as Element).closest('a');
      if (!anchor || !content.contains(anchor)) return null;
      return routeForLink(linkFacts(anchor), {
        mentions: status.mentions,
        tags: status.tags,
        restrictedNicknames: restricted,
        acctOf: acctLookup(store.getState()),
      });
    },
    [restricted, status.mentions, status.tags, store],
  );
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const path = pathOf(event.target, event.currentTarget);
      // Everything else keeps the sanitizer's target=_blank rel="noopener noreferrer nofollow".
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate, pathOf],
  );
  // a mention or a tag reached by the pointer loads its screen ahead, as the app's own links do (Link)
  const onPointerOver = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const path = pathOf(event.target, event.currentTarget);
      if (path) preload(path);
    },
    [pathOf, preload],
  );

  const showBody = !hasWarning || expanded;
  return (
    <div className="status-content-wrapper">
      {hasWarning && (
        <div className="status-summary">
          <p
            id={statusTextId(status, 'summary')}
            className={longSubject && !showSubject ? 'status-summary-text status-summary-long' : 'status-summary-text'}
          >
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
      {showBody && <StatusMentions mentions={mentions} resolved={resolved} />}
      {showBody && (
        // the clicks of the links inside, routed in the app: Enter on a link fires the same click
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          id={contentId}
          className={tall && !showTall ? 'status-content status-content-tall' : 'status-content'}
          lang={status.language ?? undefined}
          // the post's own direction, whatever the interface's
          dir="auto"
          onClick={onClick}
          onPointerOver={onPointerOver}
          // 'error' does not bubble: React's capture-phase listener sees it for the inserted images
          onErrorCapture={replaceFailedImage}
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
