import type { Account } from '../../../api/types/index';
// Autocomplete rules of the composer text area (spec 001 §5, §9; 000 §validation). Pure: the component
// only asks what the word at the caret is and what to put in its place.

export const MAX_SUGGESTIONS = 5;
export const USER_SEARCH_LIMIT = 20;
export const SEARCH_DELAY_MS = 300;
export const BLUR_DELAY_MS = 200;

export type TriggerKind = 'user' | 'emoji' | 'tag' | 'mfm';

export interface Word {
  word: string;
  start: number;
  end: number;
}

export interface Trigger extends Word {
  kind: TriggerKind;
  /** the text after the trigger character */
  query: string;
}

/** The whitespace-delimited word that holds the character before the caret (Pleroma-FE's wordAtPosition). */
export function wordAt(text: string, caret: number): Word | null {
  const pos = caret - 1;
  if (pos < 0 || pos >= text.length || /\s/.test(text.charAt(pos))) return null;
  let start = pos;
  while (start > 0 && !/\s/.test(text.charAt(start - 1))) start -= 1;
  let end = pos + 1;
  while (end < text.length && !/\s/.test(text.charAt(end))) end += 1;
  return { word: text.slice(start, end), start, end };
}

const USER_QUERY = /^[\w.-]+(?:@[\w.-]*)?$/;
const EMOJI_QUERY = /^[\w+-]+$/;
const TAG_QUERY = /^[\p{L}\p{N}_]+$/u;
/** '$', '$[' or '$[na': the start of an MFM function (the query is the name typed so far). */
const MFM_QUERY = /^(?:\[([a-z0-9]*))?$/;

/**
 * What the word at the caret asks for: '@name' users, ':name' emoji (two characters at least, so ':)' and
 * ':D' stay smileys), '#tag' hashtags, and in a Misskey-markdown post '$' MFM functions (spec 001 §9). A plain
 * word, or a trigger in the middle of a word (mail@host), asks for nothing.
 */
export function triggerAt(text: string, caret: number, { mfm = false }: { mfm?: boolean } = {}): Trigger | null {
  const word = wordAt(text, caret);
  if (!word) return null;
  const first = word.word[0];
  const query = word.word.slice(1);
  const mfmName = mfm && first === '$' ? MFM_QUERY.exec(query) : null;
  if (mfmName) return { ...word, kind: 'mfm', query: mfmName[1] ?? '' };
  if (first === '@' && USER_QUERY.test(query)) return { ...word, kind: 'user', query };
  if (first === ':' && query.length >= 2 && EMOJI_QUERY.test(query)) return { ...word, kind: 'emoji', query };
  if (first === '#' && TAG_QUERY.test(query)) return { ...word, kind: 'tag', query };
  return null;
}

/** The server is asked only for a bare name: '@a@b' names a remote account that is matched against known ones. */
export const userSearchWanted = (query: string): boolean => query.length > 0 && !query.includes('@');

/** The text with the word replaced, and where the caret goes (after the replacement, less `caretBack`). */
export function replaceWord(text: string, word: Word, replacement: string, caretBack = 0): { text: string; caret: number } {
  return {
    text: text.slice(0, word.start) + replacement + text.slice(word.end),
    caret: word.start + replacement.length - caretBack,
  };
}

/** Misskey's MFM functions, as `$[name text]` (the ones Misskey and Akkoma render). */
export const MFM_FUNCTIONS = [
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'flip',
  'x2',
  'x3',
  'x4',
  'scale',
  'position',
  'fg',
  'bg',
  'border',
  'font',
  'blur',
  'rainbow',
  'sparkle',
  'rotate',
  'ruby',
  'unixtime',
] as const;

/** The functions whose name starts with what was typed, in the list's order. */
export const suggestMfm = (query: string, limit = MAX_SUGGESTIONS): string[] =>
  MFM_FUNCTIONS.filter((name) => name.startsWith(query)).slice(0, limit);

/** `$[name ]`, the caret before the closing bracket, where the text goes. */
export const mfmReplacement = (name: string): { text: string; caretBack: number } => ({ text: `$[${name} ]`, caretBack: 1 });

export interface EmojiCandidate {
  name: string;
  /** unicode emoji */
  native?: string;
  /** custom emoji */
  imageUrl?: string;
}

/**
 * Spec 001 §9 scoring: exact +200, has an image +100, prefix +10, shorter names first; ties alphabetical.
 * Names match case-insensitively anywhere.
 */
export function suggestEmoji<E extends EmojiCandidate>(all: readonly E[], query: string, limit = MAX_SUGGESTIONS): E[] {
  const q = query.toLowerCase();
  if (!q) return [];
  const score = (e: E) => {
    const name = e.name.toLowerCase();
    return (name === q ? 200 : 0) + (e.imageUrl ? 100 : 0) + (name.startsWith(q) ? 10 : 0) - name.length;
  };
  return all
    .filter((e) => e.name.toLowerCase().includes(q))
    .map((e) => ({ e, s: score(e) }))
    .sort((a, b) => b.s - a.s || (a.e.name < b.e.name ? -1 : a.e.name > b.e.name ? 1 : 0))
    .slice(0, limit)
    .map(({ e }) => e);
}

/** Custom emoji go in as ':name: ', unicode as the character itself. */
export const emojiReplacement = (e: EmojiCandidate): string => e.native ?? `:${e.name}: `;

export interface UserCandidate {
  id: string;
  acct: string;
  displayName: string;
  avatar: string;
  /** custom emoji of the display name */
  emojis?: readonly { shortcode: string; url: string; static_url?: string }[];
}

/** What a suggestion shows of an account (`display_name` falls back to the user name). */
export function toUserCandidate(
  a: Pick<Account, 'id' | 'acct' | 'username' | 'display_name' | 'avatar' | 'avatar_static' | 'emojis'>,
): UserCandidate {
  return {
    id: a.id,
    acct: a.acct,
    displayName: a.display_name || a.username,
    avatar: a.avatar_static || a.avatar || '',
    emojis: Array.isArray(a.emojis) ? a.emojis : [],
  };
}

/** Accounts whose acct or name starts with the query, each once, at most `limit`. */
export function matchUsers<U extends UserCandidate>(users: readonly U[], query: string, limit = MAX_SUGGESTIONS): U[] {
  const q = query.toLowerCase();
  const seen = new Set<string>();
  const out: U[] = [];
  for (const u of users) {
    if (seen.has(u.id)) continue;
    if (!u.acct.toLowerCase().startsWith(q) && !u.displayName.toLowerCase().startsWith(q)) continue;
    seen.add(u.id);
    out.push(u);
    if (out.length >= limit) break;
  }
  return out;
}

export const userReplacement = (u: UserCandidate): string => `@${u.acct} `;
export const tagReplacement = (name: string): string => `#${name} `;
