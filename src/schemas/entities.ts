// Shapes of the normalized entities the store holds: server field names, nested objects replaced by ids.
import type {
  Account,
  AccountPleroma,
  Attachment,
  CustomEmoji,
  Field,
  Mention,
  Notification,
  Poll,
  PollOption,
  Relationship,
  Status,
  StatusPleroma,
  Tag,
} from '../api/types';

export interface AccountEntity extends Omit<
  Account,
  'display_name' | 'avatar' | 'note' | 'emojis' | 'fields' | 'moved' | 'pleroma'
> {
  id: string;
  acct: string;
  username: string;
  /** falls back to username (Mitra sends null, Fedibird '') */
  display_name: string;
  /** '' when the server sends none */
  avatar: string;
  note: string;
  emojis: CustomEmoji[];
  fields: Field[];
  /** id of the account this one moved to */
  moved?: string | null;
  /** `relationship` is split into the relationships entities, leaving its id */
  pleroma?: Omit<AccountPleroma, 'relationship'> & { relationship?: string };
  /** derived: no '@' in acct, or pleroma.is_local */
  is_local: boolean;
}

/** One reaction, whichever of Pleroma's `pleroma.emoji_reactions` or Fedibird's `emoji_reactions` it came from. */
export interface ReactionEntity {
  name: string;
  count: number;
  me: boolean;
  /** custom emoji image; absent for unicode */
  url?: string;
  /** Fedibird, or ids of Pleroma's `accounts` */
  account_ids?: string[];
}

export interface StatusEntity extends Omit<
  Status,
  | 'account'
  | 'reblog'
  | 'quote'
  | 'quote_id'
  | 'poll'
  | 'media_attachments'
  | 'mentions'
  | 'emojis'
  | 'tags'
  | 'content'
  | 'spoiler_text'
  | 'emoji_reactions'
  | 'in_reply_to_id'
  | 'in_reply_to_account_id'
  | 'pleroma'
> {
  account: string;
  reblog: string | null;
  /** the embedded quoted status, whichever server dialect carried it */
  quote: string | null;
  /** id of the quoted status even when it could not be embedded (too deep, broken, Fedibird/Akkoma quote_id) */
  quote_id: string | null;
  /** Mastodon 4.5 quote state (accepted, pending, revoked, deleted...); null on other servers */
  quote_state: string | null;
  poll: string | null;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  content: string;
  spoiler_text: string;
  media_attachments: Attachment[];
  /**
   * Mentions stay inline: they are partial accounts (id, acct, username, url), and putting them in
   * `accounts` would overwrite full accounts with those four fields.
   */
  mentions: Mention[];
  emojis: CustomEmoji[];
  tags: Tag[];
  emoji_reactions: ReactionEntity[];
  /** `quote` and `emoji_reactions` moved out to the fields above */
  pleroma?: Omit<StatusPleroma, 'quote' | 'emoji_reactions'>;
}

export interface PollEntity extends Omit<Poll, 'options' | 'emojis'> {
  id: string;
  options: PollOption[];
  emojis: CustomEmoji[];
}

export interface NotificationEntity extends Omit<Notification, 'account' | 'status' | 'target'> {
  id: string;
  account: string;
  /** null when the status was missing or broken; selectors hide types that need one */
  status?: string | null;
  target?: string;
}

export interface RelationshipEntity extends Relationship {
  id: string;
}

export interface NormalizedEntities {
  accounts: Record<string, AccountEntity>;
  statuses: Record<string, StatusEntity>;
  polls: Record<string, PollEntity>;
  relationships: Record<string, RelationshipEntity>;
  notifications: Record<string, NotificationEntity>;
}

export interface Normalized<R> {
  entities: NormalizedEntities;
  result: R;
}
