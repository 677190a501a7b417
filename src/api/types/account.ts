// Mirrors Mastodon's REST::AccountSerializer (+ CredentialAccountSerializer `source`) plus Pleroma's AccountView `pleroma` object.
import type { CustomEmoji } from './emoji';

export interface Field {
  name: string;
  value: string;
  verified_at?: string | null;
}

/** Pleroma/Akkoma extras; every key optional (older Pleroma sends fewer). */
export interface AccountPleroma {
  ap_id?: string;
  also_known_as?: string[];
  background_image?: string | null;
  favicon?: string | null;
  is_admin?: boolean;
  is_moderator?: boolean;
  is_confirmed?: boolean;
  is_local?: boolean;
  is_suggested?: boolean;
  hide_favorites?: boolean;
  hide_followers?: boolean;
  hide_follows?: boolean;
  hide_followers_count?: boolean;
  hide_follows_count?: boolean;
  deactivated?: boolean;
  tags?: string[];
  skip_thread_containment?: boolean;
  accepts_chat_messages?: boolean | null;
  allow_following_move?: boolean;
  unread_conversation_count?: number;
  follow_request_count?: number;
  notification_settings?: Record<string, boolean>;
  relationship?: Record<string, unknown>;
  birthday?: string | null;
}

/** Akkoma's own extras (its `akkoma` object); every key optional. */
export interface AccountAkkoma {
  /** a locked account lets the accounts it follows follow it back without a request */
  permit_followback?: boolean;
  status_ttl_days?: number | null;
  instance?: Record<string, unknown> | null;
}

export interface Source {
  note?: string;
  fields?: Field[];
  privacy?: string;
  sensitive?: boolean;
  language?: string | null;
  follow_requests_count?: number;
  pleroma?: {
    actor_type?: string;
    discoverable?: boolean;
    no_rich_text?: boolean;
    show_role?: boolean;
    [key: string]: unknown;
  };
}

export interface Account {
  id: string;
  username: string;
  acct: string;
  url?: string;
  display_name: string | null; // Mitra sends null
  note: string | null; // Mitra sends null
  avatar: string | null; // Mitra sends null, GoToSocial ''
  avatar_static?: string;
  header?: string | null;
  header_static?: string;
  locked?: boolean;
  bot?: boolean;
  group?: boolean;
  discoverable?: boolean | null;
  created_at?: string;
  last_status_at?: string | null;
  followers_count?: number;
  following_count?: number;
  statuses_count?: number;
  emojis?: CustomEmoji[];
  fields?: Field[];
  moved?: Account | null;
  fqn?: string;
  source?: Source | null;
  pleroma?: AccountPleroma;
  akkoma?: AccountAkkoma;
}
