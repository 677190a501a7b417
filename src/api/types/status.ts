// Mirrors Mastodon's REST::StatusSerializer plus Pleroma's StatusView `pleroma` object (and Akkoma/Fedibird quote fields).
import type { Account } from './account';
import type { Attachment } from './attachment';
import type { Card } from './card';
import type { CustomEmoji } from './emoji';
import type { Poll } from './poll';

export type StatusVisibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local' | string;

/** Partial account: Mastodon's Status::MentionSerializer. */
export interface Mention {
  id: string;
  username: string;
  acct: string;
  url: string;
}

export interface Tag {
  name: string;
  url: string;
  history?: Array<{ day: string; uses: string; accounts: string }>;
  following?: boolean;
}

/** Pleroma/Akkoma `pleroma.emoji_reactions[]` and Fedibird `emoji_reactions[]`. */
export interface EmojiReaction {
  name: string;
  count: number;
  me: boolean;
  url?: string | null; // custom emoji (Akkoma, Fedibird); absent/null for unicode
  static_url?: string | null;
  account_ids?: string[]; // Fedibird
  accounts?: Account[]; // Pleroma's /reactions endpoint
}

/** Mastodon 4.5: `quote` is {state, quoted_status} or, nested too deep, {state, quoted_status_id}. */
export interface MastodonQuote {
  state: 'pending' | 'accepted' | 'rejected' | 'revoked' | 'deleted' | 'unauthorized' | string;
  quoted_status?: Status | null;
  quoted_status_id?: string | null;
}

export interface StatusPleroma {
  content?: Record<string, string>; // by mime type, e.g. {'text/plain': '...'}
  spoiler_text?: Record<string, string>;
  content_type?: string | null;
  conversation_id?: string | number | null;
  direct_conversation_id?: string | number | null;
  in_reply_to_account_acct?: string | null;
  local?: boolean;
  expires_at?: string | null;
  thread_muted?: boolean;
  parent_visible?: boolean;
  pinned_at?: string | null;
  emoji_reactions?: EmojiReaction[];
  quote?: Status | null;
  quote_id?: string | null;
  quote_url?: string | null;
  quote_visible?: boolean;
}

export interface Status {
  id: string;
  uri?: string;
  url?: string | null;
  created_at: string;
  edited_at?: string | null;
  account: Account;
  content: string;
  text?: string | null; // source text (Pleroma/GoToSocial; Mastodon on delete)
  visibility: StatusVisibility;
  sensitive?: boolean;
  spoiler_text?: string;
  language?: string | null;
  in_reply_to_id?: string | null;
  in_reply_to_account_id?: string | null;
  reblog?: Status | null;
  quote?: Status | MastodonQuote | null; // Akkoma/Fedibird give a Status; Mastodon 4.5 a MastodonQuote
  quote_id?: string | null; // Fedibird, Akkoma
  poll?: Poll | null;
  card?: Card | null;
  application?: { name: string; website?: string | null } | null;
  media_attachments?: Attachment[]; // missing on some servers
  mentions?: Mention[];
  tags?: Tag[];
  emojis?: CustomEmoji[];
  emoji_reactions?: EmojiReaction[]; // Fedibird (and some forks) put them top-level
  replies_count?: number;
  reblogs_count?: number;
  favourites_count?: number;
  favourited?: boolean;
  reblogged?: boolean;
  bookmarked?: boolean;
  muted?: boolean;
  pinned?: boolean;
  pleroma?: StatusPleroma;
}

/** One version of an edited post (GET /api/v1/statuses/:id/history), oldest first. */
export interface StatusEdit {
  content: string;
  spoiler_text?: string;
  created_at: string;
}
