/** Interface languages (spec 000 §1). English is built in; the others load on demand. */
export const INTERFACE_LANGUAGES = [
  'en',
  'ar',
  'ca',
  'cs',
  'de',
  'eo',
  'es',
  'et',
  'eu',
  'fi',
  'fr',
  'ga',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ja_easy',
  'ko',
  'nb',
  'nl',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'te',
  'uk',
  'vi',
  'zh',
  'zh_Hant',
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

const isLanguage = (value: string): value is InterfaceLanguage => (INTERFACE_LANGUAGES as readonly string[]).includes(value);

/** 'pt-BR' → 'pt', 'zh-TW' → 'zh_Hant', 'ja' → 'ja'; unknown → null. */
export function toInterfaceLanguage(tag: string | null | undefined): InterfaceLanguage | null {
  if (!tag) return null;
  const normalized = tag.replace(/-/g, '_');
  if (isLanguage(normalized)) return normalized;
  const [base = '', ...rest] = normalized.split('_'); // split always returns at least one piece
  // zh-Hant, zh-TW, zh-Hant-TW, zh-HK … are Traditional Chinese
  if (base === 'zh' && rest.some((part) => /^(hant|tw|hk|mo)$/i.test(part))) return 'zh_Hant';
  return isLanguage(base) ? base : null;
}

/** BCP 47 tag for Intl and the html lang attribute. */
export function toLocaleTag(lang: InterfaceLanguage): string {
  if (lang === 'zh_Hant') return 'zh-Hant';
  if (lang === 'ja_easy') return 'ja';
  return lang;
}

const RIGHT_TO_LEFT: ReadonlySet<InterfaceLanguage> = new Set(['ar', 'he']);

/** The interface's writing direction; a post keeps its own (dir="auto" on post text, names and bios). */
export const textDirection = (lang: InterfaceLanguage): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr');

export const LANGUAGE_COOKIE = 'userLanguage';

export function readLanguageCookie(cookie: string): InterfaceLanguage | null {
  const match = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE);
  return match ? toInterfaceLanguage(decodeURIComponent(match[1] ?? '')) : null;
}

/** The chosen language: the userLanguage cookie, else the browser's first supported one, else English. */
export function detectLanguage(cookie: string, browserLanguages: readonly string[]): InterfaceLanguage {
  return readLanguageCookie(cookie) ?? browserLanguages.map(toInterfaceLanguage).find((l) => l !== null) ?? 'en';
}

export function writeLanguageCookie(lang: InterfaceLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The locale a server stores for e-mails (spec 000 §5 "converted to the backend locale"): BCP 47 with script. */
export function toBackendLocale(lang: InterfaceLanguage): string {
  if (lang === 'zh') return 'zh-Hans';
  if (lang === 'zh_Hant') return 'zh-Hant';
  if (lang === 'ja_easy') return 'ja';
  return lang;
}
