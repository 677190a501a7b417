// The signed-in user's actions on one status (favourite, repeat, bookmark, pin, mute, delete) and the
// read-only views around it (source, edit history, who favourited or repeated, machine translation).
// Replies follow Pleroma/Akkoma: the status serialized for the viewer, errors as {"error": …}.
import { escapeHtml, plainText } from '../format';
import { errorReply, HttpError, json, type Reply } from '../http';
import type { Status, StatusVersion, Visibility } from '../model';
import { addNotification, dropStatusNotifications } from '../notifications';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount } from '../serialize/account';
import { iso, type JsonObject } from '../serialize/context';
import { emojisFor } from '../serialize/emoji';
import { serializeAttachment, serializePoll, serializeStatus } from '../serialize/status';
import type { Streaming } from '../streaming';
import { withOrigin } from '../urls';
import { statusParam } from './statuses';
import { createRepeat, findRepeat } from '../compose';
import { paginate } from '../pagination';

/** The visible status in the path; actions on a repeat land on its original, as on Mastodon. */
export function targetOf(ctx: RequestContext): Status {
  const status = statusParam(ctx);
  return (status.reblogOfId && ctx.state.statuses.get(status.reblogOfId)) || status;
}

const reply = (ctx: RequestContext, status: Status): Reply => json(serializeStatus(status, ctx.ser));

function favourite(ctx: RequestContext, streaming: Streaming, on: boolean): Reply {
  const user = requireUser(ctx);
  const status = targetOf(ctx);
  if (on && !status.favouritedBy.has(user.id)) {
    status.favouritedBy.add(user.id);
    // Mastodon sends no status event for a favourite, only the author's notification.
    const note = addNotification(ctx.state, { type: 'favourite', to: status.accountId, from: user.id, statusId: status.id });
    if (note) streaming.notification(note);
  }
  if (!on) status.favouritedBy.delete(user.id);
  return reply(ctx, status);
}

function reblog(ctx: RequestContext, streaming: Streaming): Reply {
  const user = requireUser(ctx);
  const original = targetOf(ctx);
  const own = original.accountId === user.id;
  // Pleroma lets authors repeat their own followers-only posts to their followers; nobody repeats DMs.
  if (original.visibility === 'direct' || (original.visibility === 'private' && !own)) {
    return errorReply(422, 'This post cannot be repeated');
  }
  const existing = findRepeat(ctx.state, original, user);
  if (existing) return reply(ctx, existing);
  const asked = ctx.body.get('visibility');
  const visibility: Visibility =
    asked === 'public' || asked === 'unlisted' || asked === 'private'
      ? asked
      : original.visibility === 'private'
        ? 'private'
        : 'public';
  const repeat = createRepeat(ctx.state, original, user, visibility);
  ctx.state.statuses.set(repeat.id, repeat);
  streaming.statusCreated(repeat);
  const note = addNotification(ctx.state, { type: 'reblog', to: original.accountId, from: user.id, statusId: original.id });
  if (note) streaming.notification(note);
  return reply(ctx, repeat);
}

function unreblog(ctx: RequestContext, streaming: Streaming): Reply {
  const user = requireUser(ctx);
  const original = targetOf(ctx);
  const repeat = findRepeat(ctx.state, original, user);
  if (repeat) {
    streaming.statusDeleted(repeat);
    ctx.state.statuses.delete(repeat.id);
  }
  return reply(ctx, original);
}

function bookmark(ctx: RequestContext, on: boolean): Reply {
  const user = requireUser(ctx);
  const status = targetOf(ctx);
  if (on) status.bookmarkedBy.add(user.id);
  else status.bookmarkedBy.delete(user.id);
  return reply(ctx, status);
}

function mute(ctx: RequestContext, on: boolean): Reply {
  const user = requireUser(ctx);
  const status = targetOf(ctx);
  // Pleroma mutes the whole conversation: every post in it reports thread_muted.
  for (const s of ctx.state.statuses.values()) {
    if (s.conversationId !== status.conversationId) continue;
    if (on) s.mutedBy.add(user.id);
    else s.mutedBy.delete(user.id);
  }
  return reply(ctx, status);
}

function pin(ctx: RequestContext, on: boolean): Reply {
  const user = requireUser(ctx);
  const status = statusParam(ctx);
  const author = ctx.state.accounts.get(status.accountId);
  if (!author || author.id !== user.id || status.reblogOfId) {
    return errorReply(422, "Someone else's status cannot be pinned");
  }
  if (on) {
    if (status.visibility !== 'public' && status.visibility !== 'unlisted') {
      return errorReply(422, 'Non-public status cannot be pinned');
    }
    if (status.pinnedAt === null) {
      status.pinnedAt = Date.now();
      author.pinnedStatusIds.push(status.id);
    }
  } else {
    status.pinnedAt = null;
    author.pinnedStatusIds = author.pinnedStatusIds.filter((id) => id !== status.id);
  }
  return reply(ctx, status);
}

/** DELETE: own posts, or anyone's for admins and moderators; answers with the source text for redraft. */
function remove(ctx: RequestContext, streaming: Streaming): Reply {
  const user = requireUser(ctx);
  const status = statusParam(ctx);
  // Pleroma answers a forbidden delete like a missing post.
  if (status.accountId !== user.id && !user.isAdmin && !user.isModerator) throw new HttpError(404, 'Record not found');
  const body = serializeStatus(status, ctx.ser);
  body.text = status.source;
  const gone = [...ctx.state.statuses.values()].filter((s) => s.reblogOfId === status.id);
  gone.push(status);
  for (const s of gone) streaming.statusDeleted(s);
  for (const s of gone) ctx.state.statuses.delete(s.id);
  for (const account of ctx.state.accounts.values()) {
    account.pinnedStatusIds = account.pinnedStatusIds.filter((id) => !gone.some((s) => s.id === id));
  }
  dropStatusNotifications(
    ctx.state,
    gone.map((s) => s.id),
  );
  return json(body);
}

function source(ctx: RequestContext): Reply {
  requireUser(ctx);
  const status = statusParam(ctx);
  return json({ id: status.id, text: status.source, spoiler_text: status.spoilerText, content_type: 'text/markdown' });
}

/**
 * Versions oldest first, the current one last (Mastodon's order). A seeded edited post has no recorded
 * history, so two earlier drafts are made up from its text: the demo's "post edited twice".
 */
function versionsOf(status: Status): StatusVersion[] {
  const current: StatusVersion = {
    content: status.content,
    spoilerText: status.spoilerText,
    sensitive: status.sensitive,
    createdAt: status.editedAt ?? status.createdAt,
  };
  if (status.editedAt === null) return [current];
  if (status.history) return [...status.history, current];
  const draft = (text: string, at: number): StatusVersion => ({
    content: `<p>${escapeHtml(text)}</p>`,
    spoilerText: status.spoilerText,
    sensitive: status.sensitive,
    createdAt: at,
  });
  const text = plainText(status.content);
  const first = text.replace('fixed', 'fixd').replace('this', 'ths');
  const second = text.replace('fixed', 'fixd');
  const step = Math.max(1, Math.floor((status.editedAt - status.createdAt) / 3));
  return [
    draft(first === text ? `${text} (first draft)` : first, status.createdAt),
    draft(second === text ? `${text} (second draft)` : second, status.createdAt + step),
    current,
  ];
}

function history(ctx: RequestContext): Reply {
  const status = targetOf(ctx);
  const author = ctx.state.accounts.get(status.accountId);
  if (!author) throw new HttpError(404, 'Record not found');
  const account = serializeAccount(author, ctx.ser);
  const versions = versionsOf(status).map((v): JsonObject => ({
    content: withOrigin(v.content, ctx.origin),
    spoiler_text: v.spoilerText,
    sensitive: v.sensitive,
    created_at: iso(v.createdAt),
    account,
    poll: status.poll ? serializePoll(status.poll, ctx.ser) : null,
    media_attachments: status.attachments.map((a) => serializeAttachment(a, ctx.ser)),
    emojis: emojisFor(status.emojiShortcodes, ctx.ser),
  }));
  return json(versions);
}

/** Mastodon's default and largest page of favourited_by / reblogged_by. */
const PEOPLE_LIMIT = 40;
const PEOPLE_MAX = 80;

/**
 * Who favourited or repeated, newest first and paged like Mastodon (max_id / since_id / min_id, a Link
 * header). Mastodon pages by the favourite's own id; here each entry's cursor is its place in the order
 * the accounts acted in, so a page boundary stays put when someone else acts meanwhile.
 */
function accountsOf(ctx: RequestContext, ids: Iterable<string>): Reply {
  const entries = [...ids]
    .map((accountId, i) => ({ id: String(i + 1).padStart(8, '0'), accountId }))
    .filter((e) => ctx.state.accounts.has(e.accountId))
    .reverse();
  const url = new URL(ctx.url.toString());
  if (!url.searchParams.has('limit')) url.searchParams.set('limit', String(PEOPLE_LIMIT));
  const { items, headers } = paginate(entries, url, PEOPLE_MAX);
  const accounts = items.flatMap((e) => {
    const account = ctx.state.accounts.get(e.accountId);
    return account ? [serializeAccount(account, ctx.ser)] : [];
  });
  return json(accounts, 200, headers);
}

function rebloggedBy(ctx: RequestContext): Reply {
  const status = targetOf(ctx);
  const ids: string[] = [];
  for (const s of ctx.state.statuses.values()) if (s.reblogOfId === status.id) ids.push(s.accountId);
  return accountsOf(ctx, ids);
}

const LANGUAGES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
  pt: 'Portuguese',
  ja: 'Japanese',
  ru: 'Russian',
  zh: 'Chinese',
};

/**
 * Akkoma's GET /api/v1/statuses/:id/translations/:language (?from=): a fake but recognisable translation,
 * the text marked with the target language, so tests can tell it apart from the original.
 */
function translate(ctx: RequestContext): Reply {
  requireUser(ctx); // Akkoma's default: translation.allow_unauthenticated = false
  const status = targetOf(ctx);
  const target = ctx.params.lang.toLowerCase();
  if (!LANGUAGES[target]) return errorReply(400, 'Invalid target language');
  const from = ctx.query.get('from') ?? status.language ?? 'en';
  const text = plainText(withOrigin(status.content, ctx.origin));
  return json({ text: `<p>[${target}] ${escapeHtml(text)}</p>`, detected_language: from });
}

function languages(): Reply {
  const list = Object.entries(LANGUAGES).map(([code, name]) => ({ code, name }));
  return json({ source: list, target: list });
}

export function statusActionRoutes(streaming: Streaming): Route[] {
  const base = '/api/v1/statuses/:id';
  return [
    { method: 'POST', pattern: `${base}/favourite`, handler: (ctx) => favourite(ctx, streaming, true) },
    { method: 'POST', pattern: `${base}/unfavourite`, handler: (ctx) => favourite(ctx, streaming, false) },
    { method: 'POST', pattern: `${base}/reblog`, handler: (ctx) => reblog(ctx, streaming) },
    { method: 'POST', pattern: `${base}/unreblog`, handler: (ctx) => unreblog(ctx, streaming) },
    { method: 'POST', pattern: `${base}/bookmark`, handler: (ctx) => bookmark(ctx, true) },
    { method: 'POST', pattern: `${base}/unbookmark`, handler: (ctx) => bookmark(ctx, false) },
    { method: 'POST', pattern: `${base}/pin`, handler: (ctx) => pin(ctx, true) },
    { method: 'POST', pattern: `${base}/unpin`, handler: (ctx) => pin(ctx, false) },
    { method: 'POST', pattern: `${base}/mute`, handler: (ctx) => mute(ctx, true) },
    { method: 'POST', pattern: `${base}/unmute`, handler: (ctx) => mute(ctx, false) },
    { method: 'DELETE', pattern: base, handler: (ctx) => remove(ctx, streaming) },
    { method: 'GET', pattern: `${base}/source`, handler: source },
    { method: 'GET', pattern: `${base}/history`, handler: history },
    { method: 'GET', pattern: `${base}/favourited_by`, handler: (ctx) => accountsOf(ctx, targetOf(ctx).favouritedBy) },
    { method: 'GET', pattern: `${base}/reblogged_by`, handler: rebloggedBy },
    { method: 'GET', pattern: `${base}/translations/:lang`, handler: translate },
    { method: 'GET', pattern: '/api/v1/akkoma/translation/languages', handler: languages },
  ];
}
