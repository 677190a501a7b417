// An announcement as the server sent it, turned into the store's entry (spec 000 §3 Announcement), and an
// entry turned into the edit form's draft.
import type { Announcement, AnnouncementReaction } from '../../../api/types/announcement';
import type { CustomEmoji } from '../../../api/types/emoji';
import { toInputValue, type AnnouncementDraft } from './announcementTimes';

export interface AnnouncementEntry {
  id: string;
  /** HTML as the server sent it (sanitized where shown) */
  content: string;
  /** pleroma.raw_content: what the admin typed (the edit form starts from it) */
  rawContent: string | null;
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
  publishedAt: string | null;
  read: boolean;
  /** an admin's list entry the member list leaves out: the server does not show it now (inactive) */
  hidden: boolean;
  emojis: CustomEmoji[];
  reactions: AnnouncementReaction[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Anything without an id is dropped; `read` and `hidden` come from the member list when the admin list is used. */
export function toAnnouncementEntry(raw: unknown, member?: { read: boolean; hidden: boolean }): AnnouncementEntry | null {
  const a = raw as Partial<Announcement> | null;
  if (!a || typeof a !== 'object' || (typeof a.id !== 'string' && typeof a.id !== 'number')) return null;
  return {
    id: String(a.id),
    content: typeof a.content === 'string' ? a.content : '',
    rawContent: typeof a.pleroma?.raw_content === 'string' ? a.pleroma.raw_content : null,
    startsAt: str(a.starts_at),
    endsAt: str(a.ends_at),
    allDay: a.all_day === true,
    publishedAt: str(a.published_at),
    read: member ? member.read : a.read === true,
    hidden: member ? member.hidden : false,
    emojis: Array.isArray(a.emojis)
      ? a.emojis.filter((e) => e && typeof e.shortcode === 'string' && typeof e.url === 'string')
      : [],
    reactions: Array.isArray(a.reactions)
      ? a.reactions.filter((r) => r && typeof r.name === 'string' && typeof r.count === 'number')
      : [],
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** HTML as plain text, for servers that send no raw content: paragraphs and line breaks kept. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

/** The edit form's starting point: the announcement as it is. */
export const draftOf = (a: AnnouncementEntry): AnnouncementDraft => ({
  content: a.rawContent ?? htmlToText(a.content),
  startsAt: toInputValue(a.startsAt, a.allDay),
  endsAt: toInputValue(a.endsAt, a.allDay),
  allDay: a.allDay,
});
