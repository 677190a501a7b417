import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';
import { instancePostLanguages, orderedPostLanguages, selectOwnLanguageCounts } from '../lib/postLanguages';

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
  const instanceLanguages = useAppSelector((s) => s.instance.instance?.languages);
  const counts = useAppSelector(selectOwnLanguageCounts);
  const languages = useMemo(
    () => orderedPostLanguages(instancePostLanguages(instanceLanguages), counts, language, languageNames(intl.locale)),
    [instanceLanguages, counts, language, intl.locale],
  );
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
