// Hashtags: GET /api/v1/tags/:tag ({name, url, history, following}), follow / unfollow
// per viewer, and the viewer's followed tags (Link-paged). Followed tags feed the home timeline.
import { HttpError, json, type Reply } from '../http';
import type { DemoState } from '../model';
import { paginate } from '../pagination';
import { requireUser, type RequestContext, type Route } from '../router';
import type { JsonObject } from '../serialize/context';
import { canSee } from '../visibility';

const DAY = 24 * 60 * 60 * 1000;
const TAG_NAME = /^[\p{L}\p{N}_]+$/u;

function tagName(ctx: RequestContext): string {
  const name = ctx.params.tag.replace(/^#/, '').toLowerCase();
  if (!TAG_NAME.test(name)) throw new HttpError(404, 'Hashtag not found');
  return name;
}

/** Mastodon's seven days of use, newest first, counted from visible posts. */
function history(state: DemoState, name: string): JsonObject[] {
  const today = Math.floor(Date.now() / DAY) * DAY;
  return Array.from({ length: 7 }, (_, i) => {
    const start = today - i * DAY;
    const posts = [...state.statuses.values()].filter(
      (s) =>
        !s.reblogOfId && s.tags.includes(name) && s.createdAt >= start && s.createdAt < start + DAY && canSee(state, s, null),
    );
    return {
      day: String(start / 1000),
      uses: String(posts.length),
      accounts: String(new Set(posts.map((s) => s.accountId)).size),
    };
  });
}

function follows(ctx: RequestContext, name: string): boolean {
  return ctx.viewer ? (ctx.state.followedTags.get(ctx.viewer.id) ?? []).some((t) => t.name === name) : false;
}

export function serializeTag(ctx: RequestContext, name: string): JsonObject {
  return {
    name,
    url: `${ctx.origin}/tags/${encodeURIComponent(name)}`,
    history: history(ctx.state, name),
    following: follows(ctx, name),
  };
}

function setFollowing(ctx: RequestContext, following: boolean): Reply {
  const viewer = requireUser(ctx);
  const name = tagName(ctx);
  const current = ctx.state.followedTags.get(viewer.id) ?? [];
  const without = current.filter((t) => t.name !== name);
  const next = following
    ? without.length < current.length
      ? current
      : [...current, { id: ctx.state.ids.now(), name }]
    : without;
  ctx.state.followedTags.set(viewer.id, next);
  return json(serializeTag(ctx, name));
}

function followedTags(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const newestFirst = [...(ctx.state.followedTags.get(viewer.id) ?? [])].reverse();
  const page = paginate(newestFirst, ctx.url);
  return json(
    page.items.map((t) => serializeTag(ctx, t.name)),
    200,
    page.headers,
  );
}

export const tagRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/followed_tags', handler: followedTags },
  { method: 'GET', pattern: '/api/v1/tags/:tag', handler: (ctx) => json(serializeTag(ctx, tagName(ctx))) },
  { method: 'POST', pattern: '/api/v1/tags/:tag/follow', handler: (ctx) => setFollowing(ctx, true) },
  { method: 'POST', pattern: '/api/v1/tags/:tag/unfollow', handler: (ctx) => setFollowing(ctx, false) },
];
