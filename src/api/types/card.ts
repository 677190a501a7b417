// Mirrors Mastodon's REST::PreviewCardSerializer (Pleroma's RichMedia card view).

export interface Card {
  url: string;
  title: string;
  description: string;
  type: 'link' | 'photo' | 'video' | 'rich' | string;
  image?: string | null;
  provider_name?: string;
  provider_url?: string;
  author_name?: string;
  author_url?: string;
  html?: string;
  width?: number;
  height?: number;
  embed_url?: string | null;
  blurhash?: string | null;
  pleroma?: { opengraph?: Record<string, unknown> };
}
