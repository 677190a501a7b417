import { useEffect, useId, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorBanner } from '../../../components/ErrorBanner/ErrorBanner';
import type { AnnouncementForm as FormState } from '../announcementsSlice';
import type { AnnouncementDraft } from '../lib/announcementTimes';

interface Props {
  form: FormState;
  onChange: (change: Partial<AnnouncementDraft>) => void;
  onSubmit: () => void;
  onDismissError: () => void;
  /** edit mode: a Cancel button that leaves it */
  onCancel?: () => void;
  submitLabel: string;
  /** focus the text on mount (edit mode) */
  focusOnMount?: boolean;
}

/**
 * The admin's post and edit form (spec 000 §2): content, starts at, ends at and all day, which switches both
 * time inputs between date and datetime-local. post_error / edit_error show under it, dismissible.
 */
export function AnnouncementForm({ form, onChange, onSubmit, onDismissError, onCancel, submitLabel, focusOnMount }: Props) {
  const intl = useIntl();
  const id = useId();
  const { draft, busy } = form;
  const content = useRef<HTMLTextAreaElement>(null);
  // Edit mode puts the reader in the text they came to change.
  useEffect(() => {
    if (focusOnMount) content.current?.focus();
  }, [focusOnMount]);
  const type = draft.allDay ? 'date' : 'datetime-local';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="announcement-form" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={`${id}-content`} className="announcement-form-content">
        <span className="visually-hidden">
          <FormattedMessage id="announcements.content_label" />
        </span>
        <textarea
          id={`${id}-content`}
          ref={content}
          value={draft.content}
          rows={3}
          required
          disabled={busy}
          placeholder={intl.formatMessage({ id: 'announcements.post_placeholder' })}
          onChange={(e) => onChange({ content: e.target.value })}
        />
      </label>
      <div className="announcement-form-times">
        <label htmlFor={`${id}-start`}>
          <span>
            <FormattedMessage id="announcements.start_time_prompt" />
          </span>
          <input
            id={`${id}-start`}
            type={type}
            value={draft.startsAt}
            disabled={busy}
            onChange={(e) => onChange({ startsAt: e.target.value })}
          />
        </label>
        <label htmlFor={`${id}-end`}>
          <span>
            <FormattedMessage id="announcements.end_time_prompt" />
          </span>
          <input
            id={`${id}-end`}
            type={type}
            value={draft.endsAt}
            disabled={busy}
            onChange={(e) => onChange({ endsAt: e.target.value })}
          />
        </label>
        <label className="announcement-form-all-day">
          <input
            type="checkbox"
            checked={draft.allDay}
            disabled={busy}
            onChange={(e) => onChange({ allDay: e.target.checked })}
          />
          <FormattedMessage id="announcements.all_day_prompt" />
        </label>
      </div>
      {form.error && <ErrorBanner message={form.error} onDismiss={onDismissError} />}
      <div className="announcement-form-buttons">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="announcements.cancel_edit_action" />
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={busy || !draft.content.trim()}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
