import type { Attachment } from '../../api/types';

export type MediaKind = 'image' | 'video' | 'audio' | 'flash' | 'html' | 'unknown';

/** What an attachment is, from its type and (Pleroma) mime type; flash and html only show up as 'unknown' files. */
export function mediaKind(attachment: Attachment): MediaKind {
  const mime = attachment.pleroma?.mime_type ?? '';
  if (attachment.type === 'image') return 'image';
  if (attachment.type === 'video' || attachment.type === 'gifv') return 'video';
  if (attachment.type === 'audio') return 'audio';
  if (mime === 'application/x-shockwave-flash' || /\.swf(\?|$)/i.test(attachment.url)) return 'flash';
  if (mime.startsWith('text/html')) return 'html';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'unknown';
}

/** Kinds the media viewer can show; the rest stay links. */
export const viewable = (kind: MediaKind) => kind === 'image' || kind === 'video' || kind === 'audio' || kind === 'flash';
