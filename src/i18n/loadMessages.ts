import type { InterfaceLanguage } from './languages';

export type Messages = Record<string, string>;

/**
 * Messages are data, loaded beside the start-up requests rather than parsed with the main script:
 * every language is its own chunk, English included. English also fills any key a language lacks,
 * so nothing shows as a bare key.
 */
const loadEnglish = (): Promise<Messages> =>
  import(/* webpackChunkName: "locale-en" */ '../../locales/en.json').then((m: { default: Messages }) => m.default);

export async function loadMessages(lang: InterfaceLanguage): Promise<Messages> {
  const english = loadEnglish();
  if (lang === 'en') return english;
  try {
    const [base, mod] = await Promise.all([
      english,
      import(/* webpackChunkName: "locale-[request]" */ `../../locales/${lang}.json`) as Promise<{ default: Messages }>,
    ]);
    return { ...base, ...mod.default };
  } catch (error) {
    console.warn(`interface language ${lang} could not be loaded`, error instanceof Error ? error.message : error);
    return english;
  }
}
