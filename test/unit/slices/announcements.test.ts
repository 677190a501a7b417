// Announcement rules without the network (spec 000 §2, §3, §4): active or inactive, the all-day switch of the
// form's inputs, what the form sends, the unread badge's count, and a real server's payload.
import {
  fromInputValue,
  isInactive,
  switchInputValue,
  toInputValue,
  withAllDay,
} from '../../../src/features/announcements/lib/announcementTimes';
import { draftOf, htmlToText, toAnnouncementEntry } from '../../../src/features/announcements/lib/announcementEntry';
import {
  announcementsLoaded,
  announcementReadDone,
  editToggled,
  postDraftChanged,
  selectAnnouncementsState,
  type AnnouncementEntry,
} from '../../../src/features/announcements/announcementsSlice';
import { selectUnreadAnnouncementCount } from '../../../src/features/announcements/announcementsSelectors';
import { isAnnouncementsStale } from '../../../src/features/announcements/announcementsScreenSelectors';
import { sessionCleared } from '../../../src/slices/auth';
import { reduce, stateAfter } from '../../support/factories';
import soapbox from '../../fixtures/soapbox/announcements.json';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const entry = (id: string, more: Partial<AnnouncementEntry> = {}): AnnouncementEntry => ({
  ...toAnnouncementEntry({ id, content: `<p>${id}</p>`, published_at: '2026-05-01T00:00:00Z' })!,
  ...more,
});

describe('active and inactive', () => {
  it('is inactive before starts_at, after ends_at, or when members are not shown it', () => {
    expect(isInactive({ startsAt: null, endsAt: null }, NOW)).toBe(false);
    expect(isInactive({ startsAt: '2026-06-01T12:00:01Z', endsAt: null }, NOW)).toBe(true);
    expect(isInactive({ startsAt: '2026-06-01T12:00:00Z', endsAt: '2026-06-01T12:00:00Z' }, NOW)).toBe(false);
    expect(isInactive({ startsAt: null, endsAt: '2026-06-01T11:59:59Z' }, NOW)).toBe(true);
    expect(isInactive({ startsAt: null, endsAt: null, hidden: true }, NOW)).toBe(true);
  });
});

describe('the all-day switch', () => {
  it('turns datetime-local values into dates and back, keeping the day', () => {
    expect(switchInputValue('2026-06-10T09:30', true, 'start')).toBe('2026-06-10');
    expect(switchInputValue('2026-06-10', false, 'start')).toBe('2026-06-10T00:00');
    expect(switchInputValue('2026-06-12', false, 'end')).toBe('2026-06-12T23:59');
    expect(switchInputValue('', true, 'end')).toBe('');
    expect(withAllDay({ content: 'x', startsAt: '2026-06-10T09:30', endsAt: '', allDay: false }, true)).toEqual({
      content: 'x',
      startsAt: '2026-06-10',
      endsAt: '',
      allDay: true,
    });
  });

  it('the post form switches through the slice', () => {
    let state = stateAfter(postDraftChanged({ startsAt: '2026-06-10T09:30', endsAt: '2026-06-11T18:00' }));
    state = reduce(state, postDraftChanged({ allDay: true }));
    expect(selectAnnouncementsState(state).post.draft).toMatchObject({
      allDay: true,
      startsAt: '2026-06-10',
      endsAt: '2026-06-11',
    });
    state = reduce(state, postDraftChanged({ allDay: false }));
    expect(selectAnnouncementsState(state).post.draft).toMatchObject({
      allDay: false,
      startsAt: '2026-06-10T00:00',
      endsAt: '2026-06-11T23:59',
    });
  });

  it('sends an all-day start as its day’s first moment and an end as its last, in local time', () => {
    expect(fromInputValue('2026-06-10', true, 'start')).toBe(new Date(2026, 5, 10).toISOString());
    expect(fromInputValue('2026-06-10', true, 'end')).toBe(new Date(2026, 5, 10, 23, 59, 59, 999).toISOString());
    expect(fromInputValue('2026-06-10T09:30', false, 'start')).toBe(new Date(2026, 5, 10, 9, 30).toISOString());
    expect(fromInputValue('', false, 'start')).toBeNull();
    expect(fromInputValue('nonsense', false, 'start')).toBeNull();
  });

  it('shows a server time in the input’s own format', () => {
    const iso = new Date(2026, 5, 10, 9, 5).toISOString();
    expect(toInputValue(iso, false)).toBe('2026-06-10T09:05');
    expect(toInputValue(iso, true)).toBe('2026-06-10');
    expect(toInputValue(null, true)).toBe('');
  });
});

describe('entries and the edit form', () => {
  it('reads a real Soapbox payload, reactions included', () => {
    const entries = (soapbox as unknown[]).map((a) => toAnnouncementEntry(a));
    expect(entries[0]).toEqual({
      id: '1',
      content: '<p>Updated to Soapbox v3.</p>',
      rawContent: null,
      startsAt: null,
      endsAt: null,
      allDay: false,
      publishedAt: '2022-06-15T18:47:14.190Z',
      read: true,
      hidden: false,
      emojis: [],
      reactions: [{ name: '📈', count: 476, me: true }],
    });
    expect(toAnnouncementEntry({ content: 'no id' })).toBeNull();
  });

  it('edit starts from the raw content, else the text of the HTML', () => {
    expect(draftOf(entry('1', { rawContent: 'Raw :blobcat:' })).content).toBe('Raw :blobcat:');
    expect(htmlToText('<p>One &amp; two<br/>three</p><p>four</p>')).toBe('One & two\nthree\n\nfour');
    const allDay = entry('2', { allDay: true, startsAt: new Date(2026, 5, 10).toISOString() });
    expect(draftOf(allDay)).toMatchObject({ allDay: true, startsAt: '2026-06-10', endsAt: '' });
  });

  it('edit mode toggles per announcement', () => {
    let state = stateAfter(announcementsLoaded({ entries: [entry('1'), entry('2')], at: NOW }));
    state = reduce(state, editToggled({ id: '1' }));
    expect(Object.keys(selectAnnouncementsState(state).edits)).toEqual(['1']);
    state = reduce(state, editToggled({ id: '1' }));
    expect(selectAnnouncementsState(state).edits).toEqual({});
  });
});

describe('the unread badge and staleness', () => {
  it('counts the announcements not read that can be read now; 0 before the slice is in', () => {
    expect(selectUnreadAnnouncementCount(stateAfter(), NOW)).toBe(0);
    const entries = [
      entry('1'),
      entry('2', { read: true }),
      entry('3', { startsAt: '2026-07-01T00:00:00Z' }),
      entry('4', { hidden: true }),
      entry('5'),
    ];
    let state = stateAfter(announcementsLoaded({ entries, at: NOW }));
    expect(selectUnreadAnnouncementCount(state, NOW)).toBe(2);
    state = reduce(state, announcementReadDone({ id: '1' }));
    expect(selectUnreadAnnouncementCount(state, NOW)).toBe(1);
    state = reduce(state, sessionCleared());
    expect(selectUnreadAnnouncementCount(state, NOW)).toBe(0);
  });

  it('data is stale when none was fetched or the last answer is older than 300 s', () => {
    expect(isAnnouncementsStale({ fetchedAt: null }, NOW)).toBe(true);
    expect(isAnnouncementsStale({ fetchedAt: NOW - 300_000 }, NOW)).toBe(false);
    expect(isAnnouncementsStale({ fetchedAt: NOW - 300_001 }, NOW)).toBe(true);
  });
});
