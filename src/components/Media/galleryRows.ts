import type { Attachment } from '../../api/types';
import { mediaKind } from './mediaKind';

export interface GalleryRow {
  /** audio gets a row of its own, other files a small one */
  kind: 'visual' | 'audio' | 'minimal';
  /** never empty: a row starts with its first attachment */
  items: [Attachment, ...Attachment[]];
}

const MAX_PER_ROW = 3;

/** Rows of up to 3 visual items; audio and other files each take a row. */
export function galleryRows(attachments: Attachment[]): GalleryRow[] {
  const rows: GalleryRow[] = [];
  let current: GalleryRow | null = null;
  for (const attachment of attachments) {
    const kind = mediaKind(attachment);
    if (kind === 'audio' || kind === 'html' || kind === 'unknown') {
      rows.push({ kind: kind === 'audio' ? 'audio' : 'minimal', items: [attachment] });
      current = null;
      continue;
    }
    if (current && current.items.length < MAX_PER_ROW) {
      current.items.push(attachment);
    } else {
      current = { kind: 'visual', items: [attachment] };
      rows.push(current);
    }
  }
  return rows;
}

/** How tall a row is relative to a full-width image: the fuller the row, the flatter; audio and files weigh less. */
export function rowScore(row: GalleryRow): number {
  if (row.kind === 'minimal') return 1 / 8;
  if (row.kind === 'audio') return 1 / 4;
  return 1 / (row.items.length + 0.6);
}

/** Tall content collapses when the size score exceeds 1; in hidden size, beyond 8 attachments. */
export function isTooTall(attachments: Attachment[], hiddenSize: boolean): boolean {
  if (hiddenSize) return attachments.length > 8;
  return galleryRows(attachments).reduce((sum, row) => sum + rowScore(row), 0) > 1;
}
