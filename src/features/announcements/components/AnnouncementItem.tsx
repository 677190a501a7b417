import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { sanitizePostHtml } from '../../../utils/sanitize';
import { emojifyHtml } from '../../../utils/emoji';
import { announcementDeleteRequested, announcementEditSubmitted, announcementMarkedRead } from '../announcementsIntents';
import {
  editDraftChanged,
  editErrorDismissed,
  editToggled,
  selectAnnouncementsState,
  type AnnouncementEntry,
} from '../announcementsSlice';
import { isInactive } from '../lib/announcementTimes';
import { AnnouncementForm } from './AnnouncementForm';
import { AnnouncementReactions } from './AnnouncementReactions';
import { AnnouncementTime } from './AnnouncementTime';

/**
 * One announcement (spec 000 §2): its content, published, start and end times, reactions, and mark as read
 * (disabled, with a tooltip, while inactive or once read). Admins also get edit (a toggle; the form replaces
 * the content while on) and delete (after a confirm dialog).
 */
export function AnnouncementItem({ entry, admin, now }: { entry: AnnouncementEntry; admin: boolean; now: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const headingId = useId();
  const form = useAppSelector((s) => selectAnnouncementsState(s).edits[entry.id]);
  const pending = useAppSelector((s) => selectAnnouncementsState(s).pending.includes(entry.id));
  const [confirming, setConfirming] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = form !== undefined;
  const wasEditing = useRef(editing);
  // Leaving edit mode (saved or cancelled) puts focus back on the Edit button, not on the page's start.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const html = useMemo(() => sanitizePostHtml(emojifyHtml(entry.content, entry.emojis)), [entry.content, entry.emojis]);
  const inactive = isInactive(entry, now);
  const readBlocked = inactive || entry.read;
  const tooltip = inactive
    ? intl.formatMessage({ id: 'announcements.inactive_tooltip' })
    : entry.read
      ? intl.formatMessage({ id: 'announcements.read_tooltip' })
      : undefined;
  return (
    <article className={`announcement${readBlocked ? '' : ' announcement-unread'}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        <FormattedMessage id={readBlocked ? 'announcements.item_label_read' : 'announcements.item_label'} />
      </h2>
      {form ? (
        <AnnouncementForm
          form={form}
          focusOnMount
          submitLabel={intl.formatMessage({ id: 'announcements.submit_edit_action' })}
          onChange={(change) => dispatch(editDraftChanged({ id: entry.id, change }))}
          onSubmit={() => dispatch(announcementEditSubmitted({ id: entry.id }))}
          onDismissError={() => dispatch(editErrorDismissed({ id: entry.id }))}
          onCancel={() => dispatch(editToggled({ id: entry.id }))}
        />
      ) : (
        <div className="announcement-content" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <p className="announcement-times">
        {entry.publishedAt && (
          <AnnouncementTime id="announcements.published_time_display" iso={entry.publishedAt} dateOnly={false} />
        )}
        {entry.startsAt && (
          <AnnouncementTime id="announcements.start_time_display" iso={entry.startsAt} dateOnly={entry.allDay} />
        )}
        {entry.endsAt && <AnnouncementTime id="announcements.end_time_display" iso={entry.endsAt} dateOnly={entry.allDay} />}
        {inactive && (
          <span className="announcement-inactive">
            <FormattedMessage id="announcements.inactive" />
          </span>
        )}
      </p>
      <AnnouncementReactions entry={entry} />
      <div className="announcement-actions">
        <button
          type="button"
          className="button"
          aria-disabled={readBlocked || pending}
          title={tooltip}
          onClick={() => {
            if (!readBlocked && !pending) dispatch(announcementMarkedRead({ id: entry.id }));
          }}
        >
          <FormattedMessage id={entry.read ? 'announcements.read' : 'announcements.mark_as_read_action'} />
        </button>
        {admin && (
          <>
            <button
              type="button"
              className="button"
              ref={editButton}
              aria-pressed={editing}
              disabled={form?.busy}
              onClick={() => dispatch(editToggled({ id: entry.id }))}
            >
              <FormattedMessage id="announcements.edit_action" />
            </button>
            <button type="button" className="button announcement-delete" disabled={pending} onClick={() => setConfirming(true)}>
              <FormattedMessage id="announcements.delete_action" />
            </button>
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="announcements.delete_confirm" />}
          confirmLabel={<FormattedMessage id="announcements.delete_action" />}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            dispatch(announcementDeleteRequested({ id: entry.id }));
          }}
        />
      )}
    </article>
  );
}
