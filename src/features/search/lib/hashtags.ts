// Hashtags as search and GET /api/v1/tags/{tag} send them: Mastodon's Tag objects (name, url, history with
// string counts), or plain names (older Pleroma). Cleaned once here; screens read the clean shape.
import { count, isRecord } from '../../../schemas/util';
import { safeUrl } from '../../../schemas/urls';

/** One day of a tag's use: how many posts, by how many accounts. */
export interface TagDay {
  day: string;
  uses: number;
  accounts: number;
}

export interface HashtagResult {
  name: string;
  /** the tag's page on its server (checked); the client links to /tag/{name} inside the app */
  url: string | null;
  /** newest first, as Mastodon sends it; empty when the server sends none */
  history: TagDay[];
}

/** A tag name as a link carries it: no leading '#', no spaces. */
const tagName = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const name = value.trim().replace(/^#/, '');
  return name && !/\s/.test(name) ? name : null;
};

function cleanHistory(value: unknown): TagDay[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((day) => ({
    day: typeof day.day === 'string' || typeof day.day === 'number' ? String(day.day) : '',
    uses: count(day.uses),
    accounts: count(day.accounts),
  }));
}

/** One hashtag, or null for anything without a usable name. */
export function cleanHashtag(raw: unknown): HashtagResult | null {
  if (typeof raw === 'string') {
    const name = tagName(raw);
    return name ? { name, url: null, history: [] } : null;
  }
  if (!isRecord(raw)) return null;
  const name = tagName(raw.name);
  return name ? { name, url: safeUrl(raw.url), history: cleanHistory(raw.history) } : null;
}

/** A list of hashtags, broken items dropped and names de-duplicated (case-insensitively, as servers treat them). */
export function cleanHashtags(raw: unknown): HashtagResult[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: HashtagResult[] = [];
  for (const item of raw) {
    const tag = cleanHashtag(item);
    if (!tag || seen.has(tag.name.toLowerCase())) continue;
    seen.add(tag.name.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** The counts a hashtag shows (spec 000 §9: the first history entry), or null when the server sent no history. */
export function tagCounts(tag: { history: readonly TagDay[] }): { people: number; uses: number } | null {
  const [first] = tag.history;
  return first ? { people: first.accounts, uses: first.uses } : null;
}
