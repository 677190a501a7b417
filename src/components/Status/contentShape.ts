import type { StatusEntity } from '../../schemas';
import { renderMarkdown } from '../../utils/markdown';

const MARKDOWN = 'text/x.misskeymarkdown';

/** A post is tall when paragraphs and breaks plus text length / 80 exceed 20 (spec 001 §4). */
export function isTallContent(html: string): boolean {
  const breaks = (html.match(/<(?:p|br)[\s/>]/gi) ?? []).length;
  const textLength = html.replace(/<[^>]*>/g, '').length;
  return breaks + textLength / 80 > 20;
}

/** A content warning over 240 characters is shown cut, with 'show more'. */
export const isLongSubject = (subject: string): boolean => subject.length > 240;

interface AkkomaSource {
  akkoma?: { source?: { content?: string; mediaType?: string } };
}

/**
 * The post's HTML before sanitizing: text/x.misskeymarkdown posts are rendered from their source
 * when the server sent it (Akkoma's akkoma.source, Pleroma's text), the server's HTML otherwise.
 */
export function contentHtml(status: StatusEntity): string {
  const source = (status as StatusEntity & AkkomaSource).akkoma?.source;
  const mediaType = source?.mediaType ?? status.pleroma?.content_type;
  if (mediaType !== MARKDOWN) return status.content;
  const text = source?.content ?? status.pleroma?.content?.[MARKDOWN] ?? status.text;
  return typeof text === 'string' && text ? renderMarkdown(text) : status.content;
}

const isBlank = (n: Node) => n.nodeType === Node.TEXT_NODE && !(n.textContent ?? '').trim();
const isMentionLink = (n: Node): n is Element =>
  n instanceof Element &&
  (n.matches('a.mention:not(.hashtag)') || (n.matches('span.h-card') && n.querySelector('a.mention:not(.hashtag)') !== null));

/**
 * The mentions a post starts with move to the mentions line (as Pleroma's front end does): they are the
 * addressing, not the text. Returns the HTML without them and their addresses, in order.
 */
export function splitLeadingMentions(html: string): { html: string; hrefs: string[] } {
  if (!html.includes('mention')) return { html, hrefs: [] };
  const template = document.createElement('template');
  template.innerHTML = html;
  const first = template.content.firstElementChild;
  const container = first?.tagName === 'P' ? first : template.content;
  const hrefs: string[] = [];
  const leading: Node[] = [];
  for (const node of Array.from(container.childNodes)) {
    if (isBlank(node)) leading.push(node);
    else if (isMentionLink(node)) {
      const a = node.tagName === 'A' ? node : node.querySelector('a');
      hrefs.push(a?.getAttribute('href') ?? '');
      leading.push(node);
    } else break;
  }
  if (hrefs.length === 0) return { html, hrefs };
  // A post that is only mentions keeps them in its text.
  if (leading.length === container.childNodes.length && container === first) return { html, hrefs: [] };
  leading.forEach((n) => container.removeChild(n));
  // the break that followed the addressing goes with it
  if (container.firstChild?.nodeName === 'BR') container.removeChild(container.firstChild);
  const rest = container.firstChild;
  if (rest?.nodeType === Node.TEXT_NODE) rest.textContent = (rest.textContent ?? '').trimStart();
  return { html: template.innerHTML, hrefs };
}
