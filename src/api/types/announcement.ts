// Mirrors Mastodon's REST::AnnouncementSerializer and Pleroma's AnnouncementView (member and admin
// endpoints): Pleroma adds `pleroma.raw_content` (the source an admin edits); the admin view has no `read`.
import type { CustomEmoji } from './emoji';

export interface AnnouncementReaction {
  name: string;
  count: number;
  me?: boolean;
  /** custom emoji reactions only */
  url?: string;
  static_url?: string;
}

export interface Announcement {
  id: string;
  /** HTML */
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
  published_at: string;
  updated_at?: string;
  /** the member endpoint only */
  read?: boolean;
  emojis?: CustomEmoji[];
  reactions?: AnnouncementReaction[];
  mentions?: unknown[];
  statuses?: unknown[];
  tags?: unknown[];
  pleroma?: { raw_content?: string };
}

/** What the admin's post and edit forms send (Pleroma's AnnouncementOperation: all fields optional on PATCH). */
export interface AnnouncementParams {
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
}
