// A composer filled from an existing status (edit, redraft): its files, poll and text.
import type { Attachment } from '../../../api/types/index';
import type { Capabilities } from '../../../capabilities';
import type { PollEntity, StatusEntity } from '../../../schemas/index';
import type { ComposerFile, PollDraft } from '../composerSlice';

/** The file name a url ends with, decoded; null when there is none. */
function urlFileName(url: string): string | null {
  try {
    const last = new URL(url, 'http://localhost/').pathname.split('/').pop();
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
}

/**
 * The id the server knows an attachment's upload by, for media_ids: its own id, or where the server renames an upload
 * inside a post (snac2: `<post url>_0`), the file name its url ends with (snac2's `<actor>/s/<upload id>`).
 */
export const uploadIdOf = (a: Attachment, rule: Capabilities['attachmentUploadId']): string =>
  (rule === 'urlFileName' ? urlFileName(a.url) : null) ?? a.id;

/** The status's attachments as files the server already has. */
export const filesOfStatus = (status: StatusEntity, rule: Capabilities['attachmentUploadId'] = 'id'): ComposerFile[] =>
  status.media_attachments.map((a: Attachment): ComposerFile => ({
    localId: `media-${a.id}`,
    name: a.description || a.url.split('/').pop() || a.id,
    size: 0,
    mimeType: a.pleroma?.mime_type ?? a.type,
    mediaId: uploadIdOf(a, rule),
    previewUrl: a.preview_url || a.url,
    progress: 1,
    state: 'uploaded',
    error: null,
    description: a.description ?? '',
    serverDescription: a.description ?? '',
  }));

/** The poll as a draft; its duration is the original one (expiry minus creation), at least a minute. */
export function pollOfStatus(status: StatusEntity, poll: PollEntity | undefined): PollDraft | null {
  if (!poll) return null;
  const created = Date.parse(status.created_at);
  const expires = poll.expires_at ? Date.parse(poll.expires_at) : NaN;
  const seconds = Number.isFinite(created) && Number.isFinite(expires) ? Math.round((expires - created) / 1000) : 600;
  return { options: poll.options.map((o) => o.title), multiple: Boolean(poll.multiple), expiresIn: Math.max(60, seconds) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Text from rendered HTML, for servers that send no source: paragraphs and line breaks kept, tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
}
