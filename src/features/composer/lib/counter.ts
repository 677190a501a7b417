/** What the remaining-characters counter looks at (spec 001 §5 Length). */
export interface CountedDraft {
  status: string;
  spoilerText: string;
  /** Akkoma's tag section */
  tags: string;
  contentType: string;
}

/** Characters the server adds around the tag section when it appends it as a small-text footer, by content type. */
const PLAIN_TAG_SECTION_OVERHEAD = 4;
const TAG_SECTION_OVERHEAD: Record<string, number> = {
  'text/plain': PLAIN_TAG_SECTION_OVERHEAD,
  'text/bbcode': 4,
  'text/markdown': 24,
  'text/x.misskeymarkdown': 24,
  'text/html': 30,
};

/** Code points, not UTF-16 units: an emoji counts once, as the server counts it. */
export const charCount = (text: string): number => {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
};

/** The tag section's cost: its length plus the footer markup of the content type; nothing when empty. */
export function tagSectionLength(tags: string, contentType: string): number {
  // trimmed, as tagSection.ts appends it
  const t = tags.trim();
  if (t === '') return 0;
  return charCount(t) + (TAG_SECTION_OVERHEAD[contentType] ?? PLAIN_TAG_SECTION_OVERHEAD);
}

/** Characters used by text, subject and tag section together. */
export const usedCharacters = (draft: CountedDraft): number =>
  charCount(draft.status) + charCount(draft.spoilerText) + tagSectionLength(draft.tags, draft.contentType);

/** Characters left under textLimit, or null when the server sets no limit (0 or less). Negative means over. */
export function remainingCharacters(draft: CountedDraft, textLimit: number): number | null {
  if (!(textLimit > 0)) return null;
  return textLimit - usedCharacters(draft);
}
