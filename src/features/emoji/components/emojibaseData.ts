// emojibase-data's compact.json per locale (names as `label`, keywords as `tags`), each its own chunk
// (about 90 KB gzipped) fetched only when an emoji picker opens: the picker's chunk holds just these
// loaders. The chunks are left unnamed (static/js/<id>.<hash>.js): webpack's runtime on the first screen
// lists every named chunk's name, and 19 names would cost it some 140 bytes.
import type { EmojibaseLocale } from './emojibaseLocale';

/** The part of an emojibase CompactEmoji the picker reads. */
export interface EmojibaseEntry {
  label: string;
  hexcode: string;
  tags?: readonly string[];
  unicode: string;
  /** undefined for the regional indicator letters; 2 is the skin-tone and hair components */
  group?: number;
  order?: number;
}

type Loader = () => Promise<{ default: readonly EmojibaseEntry[] }>;

const LOADERS: Record<EmojibaseLocale, Loader> = {
  de: () => import('emojibase-data/de/compact.json'),
  en: () => import('emojibase-data/en/compact.json'),
  es: () => import('emojibase-data/es/compact.json'),
  et: () => import('emojibase-data/et/compact.json'),
  fi: () => import('emojibase-data/fi/compact.json'),
  fr: () => import('emojibase-data/fr/compact.json'),
  hu: () => import('emojibase-data/hu/compact.json'),
  it: () => import('emojibase-data/it/compact.json'),
  ja: () => import('emojibase-data/ja/compact.json'),
  ko: () => import('emojibase-data/ko/compact.json'),
  nb: () => import('emojibase-data/nb/compact.json'),
  nl: () => import('emojibase-data/nl/compact.json'),
  pl: () => import('emojibase-data/pl/compact.json'),
  pt: () => import('emojibase-data/pt/compact.json'),
  ru: () => import('emojibase-data/ru/compact.json'),
  uk: () => import('emojibase-data/uk/compact.json'),
  vi: () => import('emojibase-data/vi/compact.json'),
  zh: () => import('emojibase-data/zh/compact.json'),
  'zh-hant': () => import('emojibase-data/zh-hant/compact.json'),
};

const loaded = new Map<EmojibaseLocale, readonly EmojibaseEntry[]>();
const pending = new Map<EmojibaseLocale, Promise<readonly EmojibaseEntry[] | null>>();

/** The locale's entries; null when its chunk fails (warned; the next picker to open tries again). */
export function loadEmojibase(locale: EmojibaseLocale): Promise<readonly EmojibaseEntry[] | null> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let request = pending.get(locale);
  if (!request) {
    request = LOADERS[locale]()
      .then((m) => {
        const list = m.default;
        if (list.length === 0) throw new Error('no emoji in the data');
        loaded.set(locale, list);
        return list;
      })
      .catch((error: unknown) => {
        console.warn(`[emoji] could not load the ${locale} emoji names`, error);
        return null;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, request);
  }
  return request;
}

/** Already loaded, for a picker opened again: its names show at once. */
export const loadedEmojibase = (locale: EmojibaseLocale): readonly EmojibaseEntry[] | null => loaded.get(locale) ?? null;

/** Tests only: forget the loaded locales. */
export function forgetEmojibase() {
  loaded.clear();
  pending.clear();
}
