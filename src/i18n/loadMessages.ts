import type { InterfaceLanguage } from './languages';

export type Messages = Record<string, string>;

/**
 * Messages are data, loaded beside the start-up requests rather than parsed with the main script:
 * every language is its own chunk, English included. English also fills any key a language lacks,
 * so nothing shows as a bare key.
 */
const loadEnglish = (): Promise<Messages> =>
  import(/* webpackChunkName: "locale-en" */ '../../locales/en.json').then((m: { default: Messages }) => m.default);

async function fetchMessages(lang: InterfaceLanguage): Promise<Messages> {
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

const loading = new Map<InterfaceLanguage, Promise<Messages>>();
const loaded = new Map<InterfaceLanguage, Messages>();

/** Each language is fetched once per page; the start-up asks for it before the first render. */
export function loadMessages(lang: InterfaceLanguage): Promise<Messages> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = fetchMessages(lang).then((messages) => {
      loaded.set(lang, messages);
      return messages;
    });
    loading.set(lang, promise);
  }
  return promise;
}

/** The messages of a language already here, so a first render need not wait a round for them. */
export const loadedMessages = (lang: InterfaceLanguage): Messages | null => loaded.get(lang) ?? null;
