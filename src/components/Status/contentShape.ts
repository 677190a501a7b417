import type { StatusEntity } from '../../schemas';
import { isBogusId } from '../../utils/links';

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

/** What the card renders: the server's HTML, or, for a Misskey-markdown post the server sent no HTML for, its source. */
export type ContentSource = { html: string } | { mfm: string };

/**
 * The server's HTML whenever it sent some (it carries the mention and hashtag links the router needs); a
 * text/x.misskeymarkdown post with none is rendered from its source (Akkoma's akkoma.source, Pleroma's
 * content map, the text) by the MFM chunk.
 */
export function contentSource(status: StatusEntity): ContentSource {
  if (status.content.trim()) return { html: status.content };
  const source = (status as StatusEntity & AkkomaSource).akkoma?.source;
  const mediaType = source?.mediaType ?? status.pleroma?.content_type;
  if (mediaType !== MARKDOWN) return { html: status.content };
  const text = source?.content ?? status.pleroma?.content?.[MARKDOWN] ?? status.text;
  return typeof text === 'string' && text ? { mfm: text } : { html: status.content };
}

/** A source's text as HTML while its renderer loads: escaped, line breaks kept. */
export const plainTextHtml = (text: string): string =>
  `<p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>')}</p>`;

const isBlank = (n: Node) => n.nodeType === Node.TEXT_NODE && !(n.textContent ?? '').trim();
const isMentionLink = (n: Node): n is Element =>
  n instanceof Element &&
  (n.matches('a.mention:not(.hashtag)') || (n.matches('span.h-card') && n.querySelector('a.mention:not(.hashtag)') !== null));

/**
 * The replied-to account's acct as the reply line names it: the stored parent author, its mention, Pleroma's
 * field; where the server gives mentions no ids (snac2: all "0"), the first mention, which a reply's
 * addressing puts first.
 */
export function replyToAcct(status: StatusEntity, parentAcct: string | null | undefined): string | null {
  if (!status.in_reply_to_id && !status.in_reply_to_account_id) return null;
  const unnumbered = status.mentions.length > 0 && status.mentions.every((m) => isBogusId(m.id));
  return (
    parentAcct ??
    status.mentions.find((m) => m.id === status.in_reply_to_account_id)?.acct ??
    status.pleroma?.in_reply_to_account_acct ??
    (unnumbered ? status.mentions[0]?.acct : undefined) ??
    null
  );
}

const userAndHost = (acct: string): [string, string | null] => {
  const [user = '', host = null] = acct.replace(/^@/, '').toLowerCase().split('@');
  return [user, host];
};

/** Whether `@user` or `@user@host` names the account `acct`; a side without a host matches any host. */
export function namesAcct(handle: string, acct: string): boolean {
  const [user, host] = userAndHost(handle);
  const [wantedUser, wantedHost] = userAndHost(acct);
  return user !== '' && user === wantedUser && (host === null || wantedHost === null || host === wantedHost);
}

/** A plain-text handle at the start of a text: '@bob' or '@bob@host:port', then space or the end. */
const LEADING_HANDLE = /^\s*(@[\w.-]+(?:@[\w.-]+(?::\d+)?)?)(?=\s|$)/u;

/**
 * The text with its leading plain-text handles of `acct` cut (servers that do not link a handle leave
 * '@bob@host' as text); the first other word stops the cut.
 */
function cutHandles(text: string, acct: string): string {
  let rest = text;
  for (let m = LEADING_HANDLE.exec(rest); m?.[1] && namesAcct(m[1], acct); m = LEADING_HANDLE.exec(rest)) {
    rest = rest.slice(m[0].length);
  }
  return rest === text ? text : rest.trimStart();
}

/**
 * The mentions a post starts with move to the mentions line (as Pleroma's front end does): they are the
 * addressing, not the text. Returns the HTML without them and their addresses, in order. With `replyTo`
 * (the acct the reply line already names), that account's handles at the start of the first line, written
 * as plain text, are dropped too: the server repeats the addressing in the text.
 */
export function splitLeadingMentions(html: string, replyTo: string | null = null): { html: string; hrefs: string[] } {
  if (!html.includes('mention') && !(replyTo && html.includes('@'))) return { html, hrefs: [] };
  const template = document.createElement('template');
  template.innerHTML = html;
  const first = template.content.firstElementChild;
  const container = first?.tagName === 'P' ? first : template.content;
  const hrefs: string[] = [];
  const leading: Node[] = [];
  let cut: { node: Node; text: string } | null = null;
  for (const node of Array.from(container.childNodes)) {
    if (isBlank(node)) leading.push(node);
    else if (isMentionLink(node)) {
      const a = node.tagName === 'A' ? node : node.querySelector('a');
      hrefs.push(a?.getAttribute('href') ?? '');
      leading.push(node);
    } else {
      const text = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
      const rest = replyTo && text ? cutHandles(text, replyTo) : text;
      if (rest !== text) {
        if (rest.trim()) cut = { node, text: rest };
        else {
          // the handles were all of this text: it goes like a mention, and the scan goes on
          leading.push(node);
          cut = { node, text: '' };
          continue;
        }
      }
      break;
    }
  }
  if (hrefs.length === 0 && !cut) return { html, hrefs };
  // A post that is only mentions keeps them in its text.
  if (leading.length === container.childNodes.length && container === first) return { html, hrefs: [] };
  if (cut?.text) cut.node.textContent = cut.text;
  leading.forEach((n) => container.removeChild(n));
  // the break that followed the addressing goes with it
  if (container.firstChild?.nodeName === 'BR') container.removeChild(container.firstChild);
  const rest = container.firstChild;
  if (rest?.nodeType === Node.TEXT_NODE) rest.textContent = (rest.textContent ?? '').trimStart();
  // nothing but the addressing: it stays the text
  if (!template.content.textContent?.trim() && !template.content.querySelector('img')) return { html, hrefs: [] };
  return { html: template.innerHTML, hrefs };
}
