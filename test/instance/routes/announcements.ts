// Announcements: Mastodon's member calls (the list a member sees now, with `read`; dismiss; reactions) and
// Pleroma's admin API (/api/v1/pleroma/admin/announcements: list with limit/offset, post, edit, delete),
// in Pleroma's shapes (AnnouncementView: content as HTML, `pleroma.raw_content` for admins, ids as strings).
// Like Pleroma, members see only the announcements active now (starts_at..ends_at); admins see every one.
import { errorReply, HttpError, json, type Reply } from '../http';
import type { Account, DemoAnnouncement, DemoState } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import type { JsonObject } from '../serialize/context';
import { emojisFor } from '../serialize/emoji';
import { formatText } from '../format';
import { lookupFor } from '../store';
import { acctOf, profileUrl, withOrigin } from '../urls';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The seed, counted from the state's start: one active (unread), one read by everyone, one scheduled ahead. */
function seedAnnouncements(state: DemoState): DemoAnnouncement[] {
  const t = state.seededAt;
  const everyone = new Set([...state.accounts.values()].filter((a) => a.domain === null).map((a) => a.id));
  const idOf = (acct: string) => [...state.accounts.values()].find((a) => a.domain === null && a.username === acct)?.id;
  const reactedBy = (...accts: string[]) => new Set(accts.flatMap((acct) => idOf(acct) ?? []));
  // the scheduled all-day one: a week from today's midnight (the server's time zone), two days long
  const inAWeek = new Date(t);
  inAWeek.setHours(0, 0, 0, 0);
  inAWeek.setDate(inAWeek.getDate() + 7);
  return [
    {
      id: '3',
      content:
        'Maintenance window this weekend :blobcat:\n\nThe server will be read-only for about an hour on #sunday. Thanks for your patience, @admin is on it.',
      startsAt: t - DAY,
      endsAt: t + 30 * DAY,
      allDay: false,
      publishedAt: t - 2 * HOUR,
      updatedAt: t - 2 * HOUR,
      readBy: new Set(),
      reactions: new Map([
        ['👍', reactedBy('bob', 'erin')],
        ['blobcat', reactedBy('admin')],
      ]),
    },
    {
      id: '2',
      content: 'Welcome to the demo instance! Read the rules on the About page.',
      startsAt: null,
      endsAt: null,
      allDay: false,
      publishedAt: t - 5 * DAY,
      updatedAt: t - 5 * DAY,
      readBy: everyone,
      reactions: new Map([['🎉', reactedBy('alice', 'bob', 'carol')]]),
    },
    {
      id: '1',
      content: 'Community meetup next week: two whole days in the #fediverse room.',
      startsAt: inAWeek.getTime(),
      endsAt: inAWeek.getTime() + 2 * DAY - 1,
      allDay: true,
      publishedAt: t - 1 * DAY,
      updatedAt: t - 1 * DAY,
      readBy: new Set(),
      reactions: new Map(),
    },
  ];
}

export function announcementsOf(state: DemoState): DemoAnnouncement[] {
  state.announcements ??= seedAnnouncements(state);
  return state.announcements;
}

/** Pleroma's Announcement.list_all_visible: started (or no start) and not ended (or no end). */
const isVisible = (a: DemoAnnouncement, now = Date.now()) =>
  (a.startsAt === null || a.startsAt <= now) && (a.endsAt === null || a.endsAt >= now);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Pleroma's AnnouncementView: `read` for a member, `pleroma.raw_content` for an admin. */
function serialize(a: DemoAnnouncement, ctx: RequestContext, as: { member?: Account; admin?: boolean }): JsonObject {
  const formatted = formatText(a.content, lookupFor(ctx.state));
  const mentions = formatted.mentionIds.flatMap((id) => {
    const account = ctx.state.accounts.get(id);
    return account ? [{ id, username: account.username, acct: acctOf(account), url: profileUrl(account, ctx.origin) }] : [];
  });
  const reactions = [...a.reactions].flatMap(([name, who]) => {
    if (who.size === 0) return [];
    const custom = ctx.state.emojis.find((e) => e.shortcode === name);
    const base = { name, count: who.size, me: as.member ? who.has(as.member.id) : false };
    return [custom ? { ...base, url: ctx.origin + custom.path, static_url: ctx.origin + custom.path } : base];
  });
  return {
    id: a.id,
    content: withOrigin(formatted.content, ctx.origin),
    starts_at: iso(a.startsAt),
    ends_at: iso(a.endsAt),
    all_day: a.allDay,
    published_at: iso(a.publishedAt),
    updated_at: iso(a.updatedAt),
    mentions,
    statuses: [],
    tags: formatted.tags.map((name) => ({ name, url: `${ctx.origin}/tag/${encodeURIComponent(name)}` })),
    emojis: emojisFor(formatted.emojiShortcodes, ctx.ser),
    reactions,
    ...(as.member ? { read: a.readBy.has(as.member.id) } : {}),
    ...(as.admin ? { pleroma: { raw_content: a.content } } : {}),
  };
}

/** An announcement members can see now; any other is as missing as an unknown one. */
function visible(ctx: RequestContext): DemoAnnouncement {
  const found = announcementsOf(ctx.state).find((a) => a.id === ctx.params.id);
  if (!found || !isVisible(found)) throw new HttpError(404, 'Record not found');
  return found;
}

function requireAdmin(ctx: RequestContext): Account {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw new HttpError(403, 'User is not an admin.');
  return user;
}

function adminOne(ctx: RequestContext): DemoAnnouncement {
  requireAdmin(ctx);
  const found = announcementsOf(ctx.state).find((a) => a.id === ctx.params.id);
  if (!found) throw new HttpError(404, 'Not found');
  return found;
}

const newestFirst = (list: DemoAnnouncement[]) => [...list].sort((a, b) => b.publishedAt - a.publishedAt);

/** A reaction's name: a Unicode emoji, or a custom emoji's shortcode on this server (as Mastodon takes them). */
function reactionName(ctx: RequestContext): string {
  const name = ctx.params.name;
  if (ctx.state.emojis.some((e) => e.shortcode === name) || /^\p{Extended_Pictographic}/u.test(name)) return name;
  throw new HttpError(422, 'Validation failed: Name is not a recognized emoji');
}

/** A JSON field as sent (null included: it clears a time), else the form field; undefined when absent. */
function field(ctx: RequestContext, name: string): string | boolean | null | undefined {
  const doc = ctx.body.json;
  if (doc && typeof doc === 'object' && !Array.isArray(doc) && name in doc) {
    const value = (doc as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'boolean' || value === null ? value : String(value);
  }
  return ctx.body.get(name);
}

function timeField(ctx: RequestContext, name: string, fallback: number | null): number | null {
  const value = field(ctx, name);
  if (value === undefined) return fallback;
  if (value === null || value === '') return null;
  const ms = Date.parse(String(value));
  if (Number.isNaN(ms)) throw new HttpError(400, `${name}: invalid datetime format`);
  return ms;
}

const boolField = (ctx: RequestContext, name: string, fallback: boolean) => {
  const value = field(ctx, name);
  return value === undefined || value === null ? fallback : value === true || value === 'true' || value === '1';
};

/** The admin's fields over `base` (POST: none; PATCH: the announcement as it is). */
function applyFields(ctx: RequestContext, base: Omit<DemoAnnouncement, 'id' | 'readBy' | 'reactions'>) {
  const content = field(ctx, 'content');
  const next = {
    content: content === undefined || content === null ? base.content : String(content),
    startsAt: timeField(ctx, 'starts_at', base.startsAt),
    endsAt: timeField(ctx, 'ends_at', base.endsAt),
    allDay: boolField(ctx, 'all_day', base.allDay),
  };
  if (!next.content.trim()) throw new HttpError(400, 'Missing field: content.');
  if (next.startsAt !== null && next.endsAt !== null && next.endsAt < next.startsAt)
    throw new HttpError(422, 'ends_at must not be before starts_at');
  return next;
}

function create(ctx: RequestContext): Reply {
  requireAdmin(ctx);
  const list = announcementsOf(ctx.state);
  const now = Date.now();
  const fields = applyFields(ctx, { content: '', startsAt: null, endsAt: null, allDay: false, publishedAt: now, updatedAt: now });
  const id = String(Math.max(0, ...list.map((a) => Number(a.id) || 0)) + 1);
  const created: DemoAnnouncement = { id, ...fields, publishedAt: now, updatedAt: now, readBy: new Set(), reactions: new Map() };
  list.push(created);
  return json(serialize(created, ctx, { admin: true }));
}

function update(ctx: RequestContext): Reply {
  const found = adminOne(ctx);
  Object.assign(found, applyFields(ctx, found), { updatedAt: Date.now() });
  return json(serialize(found, ctx, { admin: true }));
}

function remove(ctx: RequestContext): Reply {
  const found = adminOne(ctx);
  ctx.state.announcements = announcementsOf(ctx.state).filter((a) => a !== found);
  return json({});
}

function react(ctx: RequestContext, on: boolean): Reply {
  const viewer = requireUser(ctx);
  const found = visible(ctx);
  const name = reactionName(ctx);
  const who = found.reactions.get(name) ?? new Set<string>();
  if (on) who.add(viewer.id);
  else who.delete(viewer.id);
  if (who.size > 0) found.reactions.set(name, who);
  else found.reactions.delete(name);
  return json({});
}

export const announcementRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/announcements',
    handler: (ctx) => {
      const member = requireUser(ctx);
      const shown = newestFirst(announcementsOf(ctx.state).filter((a) => isVisible(a)));
      return json(shown.map((a) => serialize(a, ctx, { member })));
    },
  },
  {
    method: 'POST',
    pattern: '/api/v1/announcements/:id/dismiss',
    handler: (ctx) => {
      const member = requireUser(ctx);
      visible(ctx).readBy.add(member.id);
      return json({});
    },
  },
  { method: 'PUT', pattern: '/api/v1/announcements/:id/reactions/:name', handler: (ctx) => react(ctx, true) },
  { method: 'DELETE', pattern: '/api/v1/announcements/:id/reactions/:name', handler: (ctx) => react(ctx, false) },
  {
    method: 'GET',
    pattern: '/api/v1/pleroma/admin/announcements',
    handler: (ctx) => {
      requireAdmin(ctx);
      const limit = Number(ctx.query.get('limit') ?? 20);
      const offset = Number(ctx.query.get('offset') ?? 0);
      if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0)
        return errorReply(400, 'limit and offset must be non-negative integers');
      const page = newestFirst(announcementsOf(ctx.state)).slice(offset, offset + limit);
      return json(page.map((a) => serialize(a, ctx, { admin: true })));
    },
  },
  { method: 'POST', pattern: '/api/v1/pleroma/admin/announcements', handler: create },
  {
    method: 'GET',
    pattern: '/api/v1/pleroma/admin/announcements/:id',
    handler: (ctx) => json(serialize(adminOne(ctx), ctx, { admin: true })),
  },
  { method: 'PATCH', pattern: '/api/v1/pleroma/admin/announcements/:id', handler: update },
  { method: 'DELETE', pattern: '/api/v1/pleroma/admin/announcements/:id', handler: remove },
];
