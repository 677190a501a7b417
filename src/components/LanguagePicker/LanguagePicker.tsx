import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  INTERFACE_LANGUAGES,
  readLanguageCookie,
  toInterfaceLanguage,
  toLocaleTag,
  type InterfaceLanguage,
} from '../../i18n/languages';
import { languagePicked } from '../../slices/language';
import { readerLanguage } from '../../i18n/I18nProvider';

/** Names the browser cannot give in the language itself. */
const OWN_NAMES: Partial<Record<InterfaceLanguage, string>> = {
  ja_easy: 'やさしいにほんご',
  zh: '简体中文',
  zh_Hant: '繁體中文',
};

/** Each language by its own name ('Deutsch', 'العربية'), as a reader looking for theirs finds it. */
export function languageName(lang: InterfaceLanguage): string {
  const own = OWN_NAMES[lang];
  if (own) return own;
  const tag = toLocaleTag(lang);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? lang;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return lang;
  }
}

/** The interface language picker (quick settings, the sign-in screen); the switch needs no reload. */
export function LanguagePicker() {
  const id = useId();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.language.current) ?? readLanguageCookie(document.cookie) ?? readerLanguage();
  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <FormattedMessage id="settings.interface_language" />
      </label>{' '}
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const language = toInterfaceLanguage(e.target.value);
          if (language) dispatch(languagePicked({ language }));
        }}
      >
        {INTERFACE_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={toLocaleTag(lang)}>
            {languageName(lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
