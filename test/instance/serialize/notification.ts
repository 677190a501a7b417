// Notifications in Akkoma's shape: Mastodon fields plus `pleroma.is_seen` and,
// for reactions, `emoji` / `emoji_url`.
import type { Notification } from '../model';
import { serializeAccount } from './account';
import { iso, type JsonObject, type SerializeContext } from './context';
import { serializeStatus } from './status';

const mutes = (ctx: SerializeContext, readerId: string, senderId: string): boolean =>
  ctx.state.relations?.mutes.get(readerId)?.has(senderId) ?? false;

export function serializeNotification(notification: Notification, ctx: SerializeContext): JsonObject | null {
  if (ctx.flavour?.notification) return ctx.flavour.notification(notification, ctx);
  const from = ctx.state.accounts.get(notification.fromAccountId);
  if (!from) return null;
  const status = notification.statusId ? ctx.state.statuses.get(notification.statusId) : undefined;
  // A notification about a post that is gone is not shown, as on Pleroma.
  if (notification.statusId && !status) return null;
  const out: JsonObject = {
    id: notification.id,
    type: notification.type,
    created_at: iso(notification.createdAt),
    account: serializeAccount(from, ctx),
    // Akkoma: whether the reader mutes the sender (clients collapse those entries).
    pleroma: { is_seen: notification.seen, is_muted: mutes(ctx, notification.accountId, from.id) },
  };
  if (status) out.status = serializeStatus(status, ctx);
  if (notification.type === 'pleroma:emoji_reaction' && notification.emoji) {
    out.emoji = notification.emoji;
    const custom = ctx.state.emojis.find((e) => e.shortcode === notification.emoji);
    out.emoji_url = custom ? ctx.origin + custom.path : null;
    if (custom) out.emoji = `:${custom.shortcode}:`;
  }
  return out;
}
