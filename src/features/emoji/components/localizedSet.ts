// The picker's unicode set: emojibase-data's emoji in its order, named and searchable in the interface
// language and in English, plus what the server's /static/emoji.json adds that emojibase lacks
// (docs/architecture.md, "Unicode emoji").
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectApiConfig } from '../../../selectors/instance';
import { readerLanguage } from '../../../i18n/I18nProvider';
import { UNICODE_EMOJI, type UnicodeEmoji } from './unicodeEmoji';
import { loadedUnicodeEmoji, loadUnicodeEmoji } from './unicodeSet';
import { loadEmojibase, loadedEmojibase, type EmojibaseEntry } from './emojibaseData';
import { emojibaseLocaleFor, type EmojibaseLocale } from './emojibaseLocale';
import { normalizeWords } from './search';

/** One emoji's identity whichever presentation selectors its spelling carries. */
const keyOf = (native: string) => native.replace(/\uFE0F/g, '');

/**
 * Emojibase spells some emoji with a U+FE0F the fully-qualified form has not ('👍️'): dropped after a
 * character shown as emoji by default, so a reaction matches the one others sent ('👍'); kept where needed ('❤️').
 */
export const qualifiedEmoji = (unicode: string): string => unicode.replace(/(\p{Emoji_Presentation})\uFE0F/gu, '$1');

/** Words for a shortcode from an English label: 'flag: Germany' → 'flag_germany'. */
const shortcodeOf = (label: string) => normalizeWords(label).replace(/[^\p{L}\p{N}]+/gu, '_');

export interface EmojiWords {
  /** English, also the set's order; null when its chunk failed */
  english: readonly EmojibaseEntry[] | null;
  /** the interface language's; null for English, or when its chunk failed (English names then) */
  local: readonly EmojibaseEntry[] | null;
}

/**
 * The set a picker shows. Without emojibase data at all: the server's file, else the built-in list, named
 * by their shortcodes. Names come from the server's file where it has the emoji (the name a recent emoji was
 * kept under), else from the English label.
 */
export function buildUnicodeSet(words: EmojiWords, server: readonly UnicodeEmoji[] | null): UnicodeEmoji[] {
  const base = words.english ?? words.local;
  if (!base) return [...(server ?? UNICODE_EMOJI)];
  const localByKey = new Map((words.local ?? []).map((e) => [keyOf(e.unicode), e]));
  const serverByKey = new Map((server ?? []).map((e) => [keyOf(e.native), e]));
  // every emoji emojibase knows, the skin-tone and hair components too: the server's copies of those are not added
  const seen = new Set(base.map((e) => keyOf(e.unicode)));
  const taken = new Set(base.flatMap((e) => serverByKey.get(keyOf(e.unicode))?.name ?? []));
  const shown = base
    .filter((e) => e.group !== undefined && e.group !== 2 && e.order !== undefined)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const out: UnicodeEmoji[] = [];
  const done = new Set<string>();
  for (const entry of shown) {
    const key = keyOf(entry.unicode);
    if (done.has(key)) continue;
    done.add(key);
    let name = serverByKey.get(key)?.name;
    if (!name) {
      // a name the server's file gives another emoji ('man_in_tuxedo' is 🤵 there, 🤵‍♂️ by its label here)
      name = shortcodeOf(entry.label);
      if (taken.has(name)) name = `${name}_${entry.hexcode.toLowerCase()}`;
      taken.add(name);
    }
    const local = localByKey.get(key) ?? (words.english ? null : entry);
    const english = words.english ? entry : null;
    const terms = new Set<string>();
    for (const t of [local?.label, ...(local?.tags ?? []), english?.label, ...(english?.tags ?? [])]) {
      if (t) terms.add(normalizeWords(t));
    }
    out.push({
      native: qualifiedEmoji(entry.unicode),
      name,
      label: local?.label ?? entry.label,
      terms: [...terms],
    });
  }
  for (const e of server ?? []) {
    if (!seen.has(keyOf(e.native))) out.push(e);
  }
  return out;
}

/** English and the locale's entries; a failed locale leaves English (and a failed English, the server's file). */
export async function loadEmojiWords(locale: EmojibaseLocale): Promise<EmojiWords> {
  const [english, local] = await Promise.all([loadEmojibase('en'), locale === 'en' ? null : loadEmojibase(locale)]);
  return { english, local };
}

// One object per locale once all its words are here, so a picker's memo keeps its set between renders.
const complete = new Map<EmojibaseLocale, EmojiWords>();
function loadedWords(locale: EmojibaseLocale): EmojiWords | null {
  const english = loadedEmojibase('en');
  const local = locale === 'en' ? null : loadedEmojibase(locale);
  if (!english || (locale !== 'en' && !local)) return null;
  const known = complete.get(locale);
  if (known?.english === english && known.local === local) return known;
  const words = { english, local };
  complete.set(locale, words);
  return words;
}

const NO_WORDS: EmojiWords = { english: null, local: null };

/**
 * The unicode set for a picker, in the interface language: what is loaded at once, the rest as it
 * arrives. A language switch while a picker is open takes the new language's words.
 */
export function useUnicodeEmoji(): UnicodeEmoji[] {
  const cfg = useAppSelector(selectApiConfig);
  const language = useAppSelector((s) => s.language.current) ?? readerLanguage();
  const locale = emojibaseLocaleFor(language);
  const [server, setServer] = useState<UnicodeEmoji[] | null>(loadedUnicodeEmoji);
  // a partial result (a chunk failed) is kept only by this picker: the next one tries again
  const [words, setWords] = useState<{ locale: EmojibaseLocale; words: EmojiWords } | null>(null);

  useEffect(() => {
    if (server) return undefined;
    let live = true;
    void loadUnicodeEmoji(cfg).then((full) => {
      if (live && full) setServer(full);
    });
    return () => {
      live = false;
    };
  }, [cfg, server]);

  const ready = loadedWords(locale);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void loadEmojiWords(locale).then((w) => {
      if (live) setWords({ locale, words: w });
    });
    return () => {
      live = false;
    };
  }, [locale, ready]);

  // after a language switch, the former words stay until the new ones are here
  const current = ready ?? words?.words ?? NO_WORDS;
  return useMemo(() => buildUnicodeSet(current, server), [current, server]);
}
