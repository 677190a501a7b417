// The instance's custom emoji (images generated in media/svg.ts).
import type { CustomEmoji } from '../model';
import { EMOJI_SHORTCODES } from '../media/svg';

const CATEGORIES: Record<string, { category: string; tags: string[]; visibleInPicker: boolean }> = {
  blobcat: { category: 'blobs', tags: ['blobs'], visibleInPicker: true },
  blobfox: { category: 'blobs', tags: ['blobs'], visibleInPicker: true },
  heart_cat: { category: 'blobs', tags: ['blobs'], visibleInPicker: true },
  party: { category: 'fun', tags: ['fun'], visibleInPicker: true },
  sloth: { category: 'fun', tags: ['fun'], visibleInPicker: true },
  akkoma: { category: 'software', tags: ['software'], visibleInPicker: true },
  mitra: { category: 'software', tags: ['software'], visibleInPicker: true },
  // Hidden from the picker like some real packs' emoji, still usable by name.
  verified: { category: 'misc', tags: ['misc'], visibleInPicker: false },
};

export function seedEmojis(): CustomEmoji[] {
  return EMOJI_SHORTCODES.map((shortcode) => ({
    shortcode,
    path: `/media/emoji/${shortcode}.svg`,
    ...(CATEGORIES[shortcode] ?? { category: 'misc', tags: [], visibleInPicker: true }),
  }));
}
