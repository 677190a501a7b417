// Mirrors Mastodon's REST::NotificationSerializer plus Pleroma's NotificationView (`pleroma`, `emoji`, `emoji_url`, `target`).
import type { Account } from './account';
import type { Status } from './status';

export type NotificationType =
  | 'mention'
  | 'status'
  | 'reblog'
  | 'favourite'
  | 'follow'
  | 'follow_request'
  | 'poll'
  | 'move'
  | 'update'
  | 'pleroma:emoji_reaction'
  | 'pleroma:chat_mention'
  | 'pleroma:report'
  | string;

export interface Notification {
  id: string;
  type: NotificationType;
  created_at: string;
  account: Account;
  status?: Status | null;
  target?: Account | null; // move
  emoji?: string; // pleroma:emoji_reaction
  emoji_url?: string | null; // Akkoma custom emoji reaction
  pleroma?: { is_seen?: boolean; is_muted?: boolean; [key: string]: unknown };
}
