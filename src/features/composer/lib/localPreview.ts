// The preview for servers that would publish a preview=true post (every server but Pleroma/Akkoma: snac2 and Hollo
// ignore the flag): the draft rendered here, as a status the card can show, without a request.
import { escapeHtml } from '../../../utils/guards';
import { renderMarkdown } from '../../../utils/markdown';
import type { StatusBody } from './payload';

const MARKDOWN_TYPES = new Set(['text/markdown', 'text/x.misskeymarkdown']);

/** Plain text as the servers render it: paragraphs at blank lines, line breaks kept, links made links. */
function plainToHtml(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n'))
    .split(/\n{2,}/)
    .map((para) => para.replace(/^\n+|\n+$/g, ''))
    .filter((para) => para !== '')
    .map((para) => `<p>${para.replace(/(^|\s)(https?:\/\/[^\s<]+)/g, '$1<a href="$2">$2</a>').replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The post's HTML for a content type. HTML is passed on as typed: like every post body it goes through the post
 * sanitizer before it reaches the page (components/Status/StatusContent.tsx). BBCode shows as its source.
 */
export function draftHtml(text: string, contentType: string | undefined): string {
  if (contentType && MARKDOWN_TYPES.has(contentType)) return renderMarkdown(text);
  if (contentType === 'text/html') return text;
  return plainToHtml(text);
}

/** A status built from the body a preview would send, by `account` (the member's own raw account), dated `now`. */
export function localPreviewStatus(id: string, body: StatusBody, account: unknown, now: number): Record<string, unknown> {
  const subject = body.spoiler_text ?? '';
  return {
    id,
    account,
    created_at: new Date(now).toISOString(),
    content: draftHtml(body.status ?? '', body.content_type),
    spoiler_text: subject,
    sensitive: body.sensitive || subject !== '',
    visibility: body.visibility ?? 'public',
    language: body.language ?? null,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    poll: null,
    card: null,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
  };
}
