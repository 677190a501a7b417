import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../store/hooks';
import { statusTranslateRequested, statusTranslationHidden } from '../../features/interactions/statusActionsSlice';
import { sanitizePostHtml } from '../../utils/sanitize';
import { sameWords, translationHeading, type ShownTranslation } from './translationHeading';

interface StatusTranslationProps {
  statusId: string;
  translation: ShownTranslation;
  /** the post's own HTML: an answer with the same words is not shown twice */
  original: string;
  /** the language pickers are open: no 'other languages' button */
  choosing: boolean;
}

/** A machine translation below the post: what it is, 'show original', 'other languages', and its text. */
export function StatusTranslation({ statusId, translation, original, choosing }: StatusTranslationProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // a language's name in the interface language (the code itself where the browser has no name)
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const heading = translationHeading(translation, original);
  const repeated = sameWords(translation.content, original);
  return (
    <section className="status-translation" lang={translation.language}>
      <h3 className="status-translation-heading">
        {heading.id === 'status_actions.translation_from' ? (
          <FormattedMessage
            id={heading.id}
            values={{ source: languageName(heading.source), language: languageName(heading.language) }}
          />
        ) : (
          <FormattedMessage id={heading.id} values={{ language: languageName(heading.language) }} />
        )}
        <button
          type="button"
          className="status-translation-original"
          onClick={() => dispatch(statusTranslationHidden({ statusId }))}
        >
          <FormattedMessage id="status_actions.show_original" />
        </button>
        {!choosing && (
          <button
            type="button"
            className="status-translation-original"
            onClick={() => dispatch(statusTranslateRequested({ statusId, choose: true }))}
          >
            <FormattedMessage id="status_actions.translate_change" />
          </button>
        )}
      </h3>
      {/* sanitized like any post body; the same words again would only repeat the post */}
      {!repeated && (
        <div className="status-content" dir="auto" dangerouslySetInnerHTML={{ __html: sanitizePostHtml(translation.content) }} />
      )}
    </section>
  );
}
