// Mirrors Mastodon's REST::CustomEmojiSerializer (Pleroma's CustomEmojiView adds no fields we read).

export interface CustomEmoji {
  shortcode: string;
  url: string;
  static_url?: string;
  visible_in_picker?: boolean;
  category?: string | null;
}
