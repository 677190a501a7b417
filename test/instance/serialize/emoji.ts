// Custom emoji as they appear inside statuses and accounts, and in the emoji lists.
import type { CustomEmoji } from '../model';
import type { JsonObject, SerializeContext } from './context';

export function serializeEmoji(emoji: CustomEmoji, ctx: SerializeContext): JsonObject {
  const url = ctx.origin + emoji.path;
  return { shortcode: emoji.shortcode, url, static_url: url, visible_in_picker: emoji.visibleInPicker };
}

export function emojisFor(shortcodes: string[], ctx: SerializeContext): JsonObject[] {
  return shortcodes.flatMap((shortcode) => {
    const emoji = ctx.state.emojis.find((e) => e.shortcode === shortcode);
    return emoji ? [serializeEmoji(emoji, ctx)] : [];
  });
}

/** GET /api/v1/custom_emojis (Mastodon shape, with category). */
export function serializeCustomEmojiList(ctx: SerializeContext): JsonObject[] {
  return ctx.state.emojis.map((emoji) => ({ ...serializeEmoji(emoji, ctx), category: emoji.category }));
}

/** GET /api/v1/pleroma/emoji: shortcode -> {image_url, tags}. */
export function serializePleromaEmoji(ctx: SerializeContext): JsonObject {
  const out: JsonObject = {};
  for (const emoji of ctx.state.emojis) out[emoji.shortcode] = { image_url: emoji.path, tags: emoji.tags };
  return out;
}
