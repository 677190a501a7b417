// Defaults of a new composer (spec 001 §4 Composer): language and content type.

/** 'pt-BR', 'zh_Hant', 'ja_easy' -> 'pt', 'zh', 'ja': the post language is the locale's language without region. */
// split always returns at least one piece
export const languageOf = (locale: string): string => (locale.split(/[-_]/)[0] ?? locale).toLowerCase();

/** The postLanguage setting when set, else the interface locale's language. */
export const defaultPostLanguage = (postLanguage: string, locale: string): string =>
  languageOf(postLanguage.trim() || locale || 'en');

/** The postContentType setting when the server accepts it, else text/plain, else the server's first format. */
export function defaultContentType(wanted: string, postFormats: readonly string[]): string {
  if (postFormats.includes(wanted)) return wanted;
  if (postFormats.length === 0 || postFormats.includes('text/plain')) return 'text/plain';
  return postFormats[0] ?? 'text/plain'; // not empty here
}
