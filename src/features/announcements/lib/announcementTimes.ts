// Pure rules of announcement times (spec 000 §2, §4): when one is active, and the form's start and end inputs,
// which are `date` for all-day announcements and `datetime-local` otherwise (both in the reader's time zone).

/** The editor fields of spec 000 §3: what the post and edit forms hold. */
export interface AnnouncementDraft {
  content: string;
  /** the input's value: 'YYYY-MM-DD' (all day) or 'YYYY-MM-DDTHH:mm'; '' for none */
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

export const emptyDraft: AnnouncementDraft = { content: '', startsAt: '', endsAt: '', allDay: false };

export { isInactive } from './isInactive';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the form's input value, in local time: a date for all-day, else a date and time. */
export function toInputValue(iso: string | null, allDay: boolean): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return allDay ? date : `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The all-day box changed: the input switches type, and its value follows (a date keeps its day; a day
 * becomes its first minute for a start, its last for an end), so nothing typed is lost.
 */
export function switchInputValue(value: string, allDay: boolean, edge: 'start' | 'end'): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  if (allDay) return day;
  return value.length > 10 ? value : `${day}T${edge === 'start' ? '00:00' : '23:59'}`;
}

/** The draft with all-day switched and both inputs converted. */
export function withAllDay(draft: AnnouncementDraft, allDay: boolean): AnnouncementDraft {
  if (draft.allDay === allDay) return draft;
  return {
    ...draft,
    allDay,
    startsAt: switchInputValue(draft.startsAt, allDay, 'start'),
    endsAt: switchInputValue(draft.endsAt, allDay, 'end'),
  };
}

/**
 * An input's value as the ISO time sent to the server (null when empty or unreadable). An all-day start is
 * its day's first moment and an all-day end its day's last, so the announcement stays active through it.
 */
export function fromInputValue(value: string, allDay: boolean, edge: 'start' | 'end'): string | null {
  if (!value) return null;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return null;
  let date: Date;
  if (allDay || value.length <= 10) {
    date = edge === 'start' ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  } else {
    const [hh, mm] = value.slice(11, 16).split(':').map(Number);
    date = new Date(y, m - 1, d, hh ?? 0, mm ?? 0);
  }
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
