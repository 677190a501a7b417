// Mirrors Mastodon's REST::RelationshipSerializer plus Pleroma's `subscribing`; older servers omit some flags.

export interface Relationship {
  id: string;
  following?: boolean;
  followed_by?: boolean;
  requested?: boolean;
  requested_by?: boolean;
  blocking?: boolean;
  blocked_by?: boolean;
  muting?: boolean;
  muting_notifications?: boolean;
  subscribing?: boolean;
  notifying?: boolean;
  showing_reblogs?: boolean;
  domain_blocking?: boolean;
  endorsed?: boolean;
  note?: string;
}
