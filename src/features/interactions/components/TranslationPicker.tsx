import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { statusTranslateRequested } from '../statusActionsSlice';
import { selectTranslation, translationPromptClosed, type TranslationLanguage } from '../translationSlice';
import './TranslationPicker.css';

/** The list's own code for a language code ('en' finds 'EN'), or '' when it has none. */
function codeIn(code: string | null, list: TranslationLanguage[]): string {
  if (!code) return '';
  const lower = code.toLowerCase();
  return (
    list.find((l) => l.code.toLowerCase() === lower)?.code ??
    list.find((l) => l.code.toLowerCase().split(/[-_]/)[0] === lower.split(/[-_]/)[0])?.code ??
    ''
  );
}

/**
 * Source and target pickers under a post (spec 001 §4: translating asks for a language when none is set),
 * fed by the server's list; the target picked is remembered as translationLanguage (the saga does it).
 */
export default function TranslationPicker({ statusId }: { statusId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const prompt = useAppSelector((s) => selectTranslation(s).prompts[statusId]);
  const languages = useAppSelector((s) => selectTranslation(s).languages);
  const [source, setSource] = useState(() => codeIn(prompt?.source ?? null, languages.source));
  const [target, setTarget] = useState(
    () => codeIn(prompt?.target ?? null, languages.target) || (languages.target[0]?.code ?? ''),
  );
  const id = useId();
  const headingId = `${id}-heading`;
  if (!prompt) return null;

  // names in the reader's language where the browser knows them, else the server's
  const display = (() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'language' });
    } catch {
      return null;
    }
  })();
  const nameOf = (l: TranslationLanguage) => {
    try {
      const local = display?.of(l.code);
      return local && local.toLowerCase() !== l.code.toLowerCase() ? local : l.name;
    } catch {
      return l.name;
    }
  };
  const options = (list: TranslationLanguage[]) =>
    list.map((l) => (
      <option key={l.code} value={l.code}>
        {nameOf(l)}
      </option>
    ));

  return (
    <form
      className="translation-picker"
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        if (target) dispatch(statusTranslateRequested({ statusId, target, source: source || null }));
      }}
    >
      <h3 className="translation-picker-heading" id={headingId}>
        <FormattedMessage id="status_actions.translate_choose" />
      </h3>
      <div className="translation-picker-fields">
        <label htmlFor={`${id}-from`}>
          <span>
            <FormattedMessage id="status_actions.translate_from" />
          </span>
          <select id={`${id}-from`} value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'status_actions.translate_detect' })}</option>
            {options(languages.source)}
          </select>
        </label>
        <label htmlFor={`${id}-to`}>
          <span>
            <FormattedMessage id="status_actions.translate_to" />
          </span>
          <select id={`${id}-to`} value={target} onChange={(e) => setTarget(e.target.value)}>
            {options(languages.target)}
          </select>
        </label>
        <div className="translation-picker-buttons">
          <button type="submit" className="button" disabled={!target}>
            <FormattedMessage id="status_actions.translate" />
          </button>
          <button type="button" className="button" onClick={() => dispatch(translationPromptClosed({ statusId }))}>
            <FormattedMessage id="general.cancel" />
          </button>
        </div>
      </div>
    </form>
  );
}
