// Mirrors Mastodon's REST::MediaAttachmentSerializer plus Pleroma's `pleroma.mime_type`.

export interface AttachmentMetaSize {
  width?: number;
  height?: number;
  size?: string;
  aspect?: number;
}

export interface Attachment {
  id: string;
  type: 'image' | 'gifv' | 'video' | 'audio' | 'unknown' | string;
  url: string;
  preview_url?: string | null;
  remote_url?: string | null;
  text_url?: string | null;
  description?: string | null;
  blurhash?: string | null;
  meta?: { original?: AttachmentMetaSize; small?: AttachmentMetaSize; [key: string]: unknown } | null;
  pleroma?: { mime_type?: string; [key: string]: unknown };
}
