import en from '../../locales/en.json';
import type { InterfaceLanguage } from './languages';

export type Messages = Record<string, string>;

export const englishMessages: Messages = en;

/**
 * Every language but English is its own lazy chunk. A missing key, or a language with no file yet,
 * falls back to English so nothing shows as a bare key.
 */
export async function loadMessages(lang: InterfaceLanguage): Promise<Messages> {
  if (lang === 'en') return englishMessages;
  try {
    const mod = (await import(/* webpackChunkName: "locale-[request]" */ `../../locales/${lang}.json`)) as { default: Messages };
    return { ...englishMessages, ...mod.default };
  } catch (error) {
    console.warn(`interface language ${lang} could not be loaded`, error instanceof Error ? error.message : error);
    return englishMessages;
  }
}
