import type { InterfaceLanguage } from './languages';
import type { MessagePart } from './messageParts';

export type Messages = Record<string, string>;

type Imported = Promise<{ default: Messages }>;

/**
 * Messages are data, loaded beside the start-up requests rather than parsed with the main script:
 * every language is its own chunk, English included. English also fills any key a language lacks,
 * so nothing shows as a bare key. A language's core is what the first screens show; the parts of
 * messageParts.ts come with the lazy piece that shows them (`loadMessagePart`).
 */
const importCore = (lang: InterfaceLanguage): Imported =>
  lang === 'en'
    ? import(/* webpackChunkName: "locale-en" */ '../../locales/en.json?part=core')
    : (import(/* webpackChunkName: "locale-[request]" */ `../../locales/${lang}.json?part=core`) as Imported);

const importPart = (lang: InterfaceLanguage, part: MessagePart): Imported =>
  // one part for now; a second gets its own line, so each stays one chunk per language
  part === 'extra'
    ? (import(/* webpackChunkName: "locale-extra-[request]" */ `../../locales/${lang}.json?part=extra`) as Imported)
    : Promise.resolve({ default: {} });

/** A language's messages over English's, or English alone when the language cannot be loaded. */
async function withEnglish(lang: InterfaceLanguage, load: (l: InterfaceLanguage) => Imported): Promise<Messages> {
  const english = load('en').then((m) => m.default);
  if (lang === 'en') return english;
  try {
    const [base, mod] = await Promise.all([english, load(lang)]);
    return { ...base, ...mod.default };
  } catch (error) {
    console.warn(`interface language ${lang} could not be loaded`, error instanceof Error ? error.message : error);
    return english;
  }
}

const loading = new Map<InterfaceLanguage, Promise<Messages>>();
const loaded = new Map<InterfaceLanguage, Messages>();
/** The parts some piece has asked for: a language loaded later brings them too. */
const wantedParts = new Set<MessagePart>();
const listeners = new Set<() => void>();

async function fetchMessages(lang: InterfaceLanguage): Promise<Messages> {
  const [core, ...parts] = await Promise.all([
    withEnglish(lang, importCore),
    ...[...wantedParts].map((part) => withEnglish(lang, (l) => importPart(l, part))),
  ]);
  return Object.assign({}, core, ...parts) as Messages;
}

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

const partsLoading = new Map<string, Promise<void>>();

/**
 * A part's messages, for every language loaded or on its way, merged into them (the provider re-renders once).
 * A lazy piece awaits this beside its own chunk, so it never renders a bare id.
 */
export function loadMessagePart(part: MessagePart): Promise<void> {
  wantedParts.add(part);
  const waits = [...loading.entries()].map(([lang, core]) => {
    const key = `${lang}/${part}`;
    let wait = partsLoading.get(key);
    if (!wait) {
      wait = Promise.all([core, withEnglish(lang, (l) => importPart(l, part))]).then(([, messages]) => {
        loaded.set(lang, { ...loaded.get(lang), ...messages });
        listeners.forEach((listener) => listener());
      });
      // a failed part is asked again next time (the chunk retry of the piece reruns this)
      wait.catch(() => partsLoading.delete(key));
      partsLoading.set(key, wait);
    }
    return wait;
  });
  return Promise.all(waits).then(() => undefined);
}

/** A lazy piece's loader that also brings its messages' part: the piece renders once both are here. */
export const withMessages =
  <T>(part: MessagePart, load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadMessagePart(part)]).then(([loaded]) => loaded);

/** The messages of a language already here, so a first render need not wait a round for them. */
export const loadedMessages = (lang: InterfaceLanguage): Messages | null => loaded.get(lang) ?? null;

/** Told when a part arrives (I18nProvider re-reads `loadedMessages`). */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
