import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadedMessages, loadMessages, type Messages } from './loadMessages';
import { detectLanguage, toLocaleTag, type InterfaceLanguage } from './languages';

/** The reader's interface language: the language cookie, else the browser's languages. */
export const readerLanguage = (): InterfaceLanguage => detectLanguage(document.cookie, navigator.languages ?? []);

export function I18nProvider({ children, language }: { children: ReactNode; language?: InterfaceLanguage }) {
  const [lang] = useState<InterfaceLanguage>(() => language ?? readerLanguage());
  // null until the chosen language is here (it loads beside the start-up requests; index.tsx asks for
  // it before the store is made): showing one language first and then swapping would flash.
  const [messages, setMessages] = useState<Messages | null>(() => loadedMessages(lang));
  useEffect(() => {
    let live = true;
    document.documentElement.lang = toLocaleTag(lang);
    void loadMessages(lang).then((loaded) => live && setMessages(loaded));
    return () => {
      live = false;
    };
  }, [lang]);
  if (!messages) return null;
  return (
    <IntlProvider locale={toLocaleTag(lang)} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
