// Mirrors Mastodon's REST::ListSerializer (Pleroma's ListView sends the same id and title).
export interface List {
  id: string;
  title: string;
  /** Mastodon 3.3+: followed, list, none */
  replies_policy?: string;
  exclusive?: boolean;
}
