import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Post languages offered besides the draft's own (ISO 639-1); names come from the browser in the interface language. */
const POST_LANGUAGES = [
  'ar',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'eo',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sv',
  'te',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
];

/** Content types this client can name, with their message ids. */
const CONTENT_TYPE_LABELS: Record<string, string> = {
  'text/plain': 'post_status.content_type.plain',
  'text/html': 'post_status.content_type.html',
  'text/markdown': 'post_status.content_type.markdown',
  'text/bbcode': 'post_status.content_type.bbcode',
  'text/x.misskeymarkdown': 'post_status.content_type.mfm',
};

function languageNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** Content type (only what the server accepts) and language of the post. */
export function ComposerSelects({
  postFormats,
  contentType,
  language,
  onChange,
}: {
  postFormats: string[];
  contentType: string;
  language: string;
  onChange: (changes: { contentType?: string; language?: string }) => void;
}) {
  const intl = useIntl();
  const languages = useMemo(() => {
    const name = languageNames(intl.locale);
    const codes = language && !POST_LANGUAGES.includes(language) ? [...POST_LANGUAGES, language] : POST_LANGUAGES;
    return codes.map((code) => ({ code, name: name(code) })).sort((a, b) => a.name.localeCompare(b.name));
  }, [intl.locale, language]);
  const formats = postFormats.filter((f) => f in CONTENT_TYPE_LABELS);
  return (
    <div className="composer-selects">
      {formats.length > 1 && (
        <select
          aria-label={intl.formatMessage({ id: 'post_status.content_type_label' })}
          value={contentType}
          onChange={(e) => onChange({ contentType: e.target.value })}
        >
          {formats.map((format) => (
            <option key={format} value={format}>
              {intl.formatMessage({ id: CONTENT_TYPE_LABELS[format] })}
            </option>
          ))}
        </select>
      )}
      <select
        aria-label={intl.formatMessage({ id: 'post_status.language_label' })}
        value={language}
        onChange={(e) => onChange({ language: e.target.value })}
      >
        {languages.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
