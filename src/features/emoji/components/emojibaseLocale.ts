// Which emojibase-data locale names and keywords the emoji picker for an interface language
// (docs/architecture.md, "Unicode emoji"). A Record over every interface language: adding one to
// src/i18n/languages.ts fails the type check until it is placed here.
import type { InterfaceLanguage } from '../../../i18n/languages';

/** The emojibase-data locales some interface language uses (emojibase has bn, da, en-gb, … too). */
export type EmojibaseLocale =
  | 'de'
  | 'en'
  | 'es'
  | 'et'
  | 'fi'
  | 'fr'
  | 'hu'
  | 'it'
  | 'ja'
  | 'ko'
  | 'nb'
  | 'nl'
  | 'pl'
  | 'pt'
  | 'ru'
  | 'uk'
  | 'vi'
  | 'zh'
  | 'zh-hant';

// English where emojibase has no data for the language (a near language would guess: Catalan is
// not Spanish, Indonesian not Malay).
const BY_LANGUAGE: Record<InterfaceLanguage, EmojibaseLocale> = {
  en: 'en',
  ar: 'en',
  ca: 'en',
  cs: 'en',
  de: 'de',
  eo: 'en',
  es: 'es',
  et: 'et',
  eu: 'en',
  fi: 'fi',
  fr: 'fr',
  ga: 'en',
  he: 'en',
  hu: 'hu',
  id: 'en',
  it: 'it',
  ja: 'ja',
  ja_easy: 'ja',
  ko: 'ko',
  nb: 'nb',
  nl: 'nl',
  oc: 'en',
  pl: 'pl',
  pt: 'pt',
  ro: 'en',
  ru: 'ru',
  sk: 'en',
  te: 'en',
  uk: 'uk',
  vi: 'vi',
  zh: 'zh',
  zh_Hant: 'zh-hant',
};

export function emojibaseLocaleFor(language: InterfaceLanguage): EmojibaseLocale {
  return BY_LANGUAGE[language];
}

/** The interface languages whose emoji names and keywords are English. */
export const ENGLISH_EMOJI_LANGUAGES: readonly InterfaceLanguage[] = (Object.keys(BY_LANGUAGE) as InterfaceLanguage[]).filter(
  (l) => l !== 'en' && BY_LANGUAGE[l] === 'en',
);
