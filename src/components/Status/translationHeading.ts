// What the heading over a machine translation says. Asked for the post's own language (the first translate goes
// into the interface's language, which is often the post's), a server still answers: Akkoma with the text as it
// was and `detected_language` equal to the target, Mastodon likewise with `detected_source_language`. 'Translated
// from English to English' would be silly: the heading then says the post is already in that language.

export interface ShownTranslation {
  content: string;
  /** the target asked for */
  language: string;
  /** the source the server detected or the reader picked */
  source: string | null;
}

export type TranslationHeading =
  | { id: 'status_actions.translation_same'; language: string }
  | { id: 'status_actions.translation_from'; source: string; language: string }
  | { id: 'status_actions.translation'; language: string };

import { htmlToText } from '../../utils/htmlText';

const base = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? '';

/** The same words: markup the server may change around the same text does not count. */
export const sameWords = (html: string, otherHtml: string): boolean => htmlToText(html) === htmlToText(otherHtml);

/** Whether the answer is the post itself: the same language ('en' and 'en-GB' too) or the same words. */
export function sameAsOriginal(translation: ShownTranslation, originalHtml: string): boolean {
  if (translation.source && base(translation.source) === base(translation.language)) return true;
  return sameWords(translation.content, originalHtml);
}

export function translationHeading(translation: ShownTranslation, originalHtml: string): TranslationHeading {
  const { source, language } = translation;
  if (sameAsOriginal(translation, originalHtml)) return { id: 'status_actions.translation_same', language };
  if (source) return { id: 'status_actions.translation_from', source, language };
  return { id: 'status_actions.translation', language };
}
