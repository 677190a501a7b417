// Mirrors Mastodon's REST::PollSerializer (Pleroma's PollView matches it).
import type { CustomEmoji } from './emoji';

export interface PollOption {
  title: string;
  votes_count: number | null; // null while results are hidden
  title_html?: string;
}

export interface Poll {
  id: string;
  expires_at: string | null;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count?: number | null;
  options: PollOption[];
  emojis?: CustomEmoji[];
  voted?: boolean;
  own_votes?: number[];
}
