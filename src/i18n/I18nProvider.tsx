import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../store/hooks';
import { loadedMessages, loadMessages, subscribeMessages } from './loadMessages';
import { detectLanguage, textDirection, toLocaleTag, type InterfaceLanguage } from './languages';

/** The reader's interface language: the language cookie, else the browser's languages. */
export const readerLanguage = (): InterfaceLanguage => detectLanguage(document.cookie, navigator.languages ?? []);

/**
 * The interface language: the one found at start-up, then whichever the reader picks (the language
 * saga applies a pick once its messages are loaded, so the switch is one render). `<html lang dir>`
 * follow it: Arabic and Hebrew lay the page out right to left.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [atStart] = useState<InterfaceLanguage>(readerLanguage);
  const lang = useAppSelector((s) => s.language.current) ?? atStart;
  // null until the start-up language is here (it loads beside the start-up requests; index.tsx asks
  // for it before the store is made): showing one language first and then swapping would flash.
  // a lazy piece's messages (loadMessagePart) arrive into the same language: re-read them then
  const messages = useSyncExternalStore(
    subscribeMessages,
    useCallback(() => loadedMessages(lang), [lang]),
  );
  const [, setArrived] = useState(0);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = toLocaleTag(lang);
    html.dir = textDirection(lang);
    if (messages) return undefined;
    let live = true;
    void loadMessages(lang).then(() => live && setArrived((n) => n + 1));
    return () => {
      live = false;
    };
  }, [lang, messages]);
  if (!messages) return null;
  return (
    <IntlProvider locale={toLocaleTag(lang)} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
