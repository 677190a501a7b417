// Emoji reactions as Pleroma serves them (PUT/DELETE/GET under /api/v1/pleroma/statuses/:id/reactions)
// and Akkoma's Mastodon-style aliases (POST /api/v1/statuses/:id/react/:emoji and /unreact/:emoji).
import { errorReply, json, type Reply } from '../http';
import type { Reaction, Status } from '../model';
import { addNotification } from '../notifications';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount } from '../serialize/account';
import type { JsonObject } from '../serialize/context';
import { serializeStatus } from '../serialize/status';
import type { Streaming } from '../streaming';
import { targetOf } from './statusActions';

const SINGLE_EMOJI =
  /^(\p{Extended_Pictographic}|\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3)(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200D|\uFE0F)*$/u;

/** The reaction's key: a Unicode emoji, or a known custom shortcode (colons optional); null when neither. */
function reactionName(ctx: RequestContext, raw: string): { name: string; path: string | null } | null {
  const shortcode = raw.replace(/^:|:$/g, '');
  const custom = ctx.state.emojis.find((e) => e.shortcode === shortcode);
  if (custom) return { name: shortcode, path: custom.path };
  return SINGLE_EMOJI.test(raw) ? { name: raw, path: null } : null;
}

function react(ctx: RequestContext, streaming: Streaming): Reply {
  const user = requireUser(ctx);
  const status = targetOf(ctx);
  const emoji = reactionName(ctx, ctx.params.emoji);
  if (!emoji) return errorReply(400, 'Could not add reaction emoji');
  let reaction = status.reactions.find((r) => r.name === emoji.name);
  if (!reaction) {
    reaction = { name: emoji.name, path: emoji.path, accountIds: [] };
    status.reactions.push(reaction);
  }
  if (!reaction.accountIds.includes(user.id)) {
    reaction.accountIds.push(user.id);
    streaming.statusUpdated(status);
    const note = addNotification(ctx.state, {
      type: 'pleroma:emoji_reaction',
      to: status.accountId,
      from: user.id,
      statusId: status.id,
      emoji: emoji.name,
    });
    if (note) streaming.notification(note);
  }
  return json(serializeStatus(status, ctx.ser));
}

function unreact(ctx: RequestContext, streaming: Streaming): Reply {
  const user = requireUser(ctx);
  const status = targetOf(ctx);
  const emoji = reactionName(ctx, ctx.params.emoji);
  const reaction = emoji ? status.reactions.find((r) => r.name === emoji.name) : undefined;
  if (!reaction || !reaction.accountIds.includes(user.id)) return errorReply(400, 'Could not remove reaction emoji');
  reaction.accountIds = reaction.accountIds.filter((id) => id !== user.id);
  if (reaction.accountIds.length === 0) status.reactions = status.reactions.filter((r) => r !== reaction);
  streaming.statusUpdated(status);
  return json(serializeStatus(status, ctx.ser));
}

/** Pleroma's list: each reaction with the accounts behind it (`accounts`), `url` for custom emoji. */
function list(ctx: RequestContext, status: Status, only: string | null): Reply {
  const viewerId = ctx.viewer?.id;
  const wanted = only === null ? null : (reactionName(ctx, only)?.name ?? only);
  const out = status.reactions
    .filter((r: Reaction) => r.accountIds.length > 0 && (wanted === null || r.name === wanted))
    .map((r): JsonObject => {
      const accounts = r.accountIds.flatMap((id) => {
        const account = ctx.state.accounts.get(id);
        return account ? [serializeAccount(account, ctx.ser)] : [];
      });
      const item: JsonObject = {
        name: r.name,
        count: r.accountIds.length,
        me: viewerId ? r.accountIds.includes(viewerId) : false,
        accounts,
        account_ids: r.accountIds,
      };
      if (r.path) item.url = ctx.origin + r.path;
      return item;
    });
  return json(out);
}

export function reactionRoutes(streaming: Streaming): Route[] {
  const pleroma = '/api/v1/pleroma/statuses/:id/reactions';
  return [
    { method: 'GET', pattern: pleroma, handler: (ctx) => list(ctx, targetOf(ctx), null) },
    { method: 'GET', pattern: `${pleroma}/:emoji`, handler: (ctx) => list(ctx, targetOf(ctx), ctx.params.emoji) },
    { method: 'PUT', pattern: `${pleroma}/:emoji`, handler: (ctx) => react(ctx, streaming) },
    { method: 'DELETE', pattern: `${pleroma}/:emoji`, handler: (ctx) => unreact(ctx, streaming) },
    { method: 'POST', pattern: '/api/v1/statuses/:id/react/:emoji', handler: (ctx) => react(ctx, streaming) },
    { method: 'POST', pattern: '/api/v1/statuses/:id/unreact/:emoji', handler: (ctx) => unreact(ctx, streaming) },
  ];
}
