// Timelines: public (federated / local / remote), bubble, home, direct, tag, and the
// signed-in user's bookmarks and favourites (paged by status id, see README).
import { queryFlag, queryList, json, type Reply } from '../http';
import type { Account, DemoState, Status } from '../model';
import { paginate } from '../pagination';
import { requireUser, type RequestContext, type Route } from '../router';
import { BUBBLE_INSTANCES } from '../serialize/instance';
import { serializeStatus } from '../serialize/status';
import { newestFirst } from '../store';
import { canSee, follows } from '../visibility';
import { blocks } from '../relations';

/** The post a timeline entry shows: the original for a repeat. */
export function shown(state: DemoState, status: Status): Status {
  return (status.reblogOfId && state.statuses.get(status.reblogOfId)) || status;
}

/** Filters every timeline honours: only_media, exclude_replies, exclude_reblogs, reply_visibility. */
export function commonFilters(ctx: RequestContext, statuses: Status[]): Status[] {
  const { state, query, viewer } = ctx;
  const onlyMedia = queryFlag(query, 'only_media');
  const excludeReplies = queryFlag(query, 'exclude_replies');
  const excludeReblogs = queryFlag(query, 'exclude_reblogs');
  const replyVisibility = query.get('reply_visibility');
  return statuses.filter((status) => {
    if (!canSee(state, status, viewer)) return false;
    const post = shown(state, status);
    // A blocked account's posts and repeats leave every timeline of the blocker.
    if (viewer && (blocks(state, viewer.id, status.accountId) || blocks(state, viewer.id, post.accountId))) return false;
    if (onlyMedia && post.attachments.length === 0) return false;
    if (excludeReblogs && status.reblogOfId) return false;
    if (excludeReplies && post.inReplyToId) return false;
    if (viewer && post.inReplyToId && (replyVisibility === 'following' || replyVisibility === 'self')) {
      const parent = state.statuses.get(post.inReplyToId);
      const toId = parent?.accountId ?? '';
      const mine = post.accountId === viewer.id || toId === viewer.id;
      if (replyVisibility === 'self' && !mine) return false;
      if (replyVisibility === 'following' && !mine && !follows(state, viewer.id, toId)) return false;
    }
    return true;
  });
}

export function statusPage(ctx: RequestContext, statuses: Status[]): Reply {
  const page = paginate(newestFirst(commonFilters(ctx, statuses)), ctx.url);
  return json(
    page.items.map((status) => serializeStatus(status, ctx.ser)),
    200,
    page.headers,
  );
}

const isLocal = (state: DemoState, status: Status) => state.accounts.get(status.accountId)?.domain === null;
const authorOf = (state: DemoState, status: Status): Account | undefined => state.accounts.get(status.accountId);

function publicTimeline(ctx: RequestContext): Reply {
  const local = queryFlag(ctx.query, 'local');
  const remote = queryFlag(ctx.query, 'remote');
  const all = [...ctx.state.statuses.values()].filter((status) => {
    // Local-only posts never reach the federated timeline.
    if (status.visibility !== 'public' && !(local && status.visibility === 'local')) return false;
    if (local && !isLocal(ctx.state, status)) return false;
    if (remote && isLocal(ctx.state, status)) return false;
    return true;
  });
  return statusPage(ctx, all);
}

function bubbleTimeline(ctx: RequestContext): Reply {
  const all = [...ctx.state.statuses.values()].filter((status) => {
    if (status.visibility !== 'public' && status.visibility !== 'local') return false;
    const domain = authorOf(ctx.state, status)?.domain ?? null;
    return domain === null || BUBBLE_INSTANCES.includes(domain);
  });
  return statusPage(ctx, all);
}

/**
 * Whether a status belongs on the viewer's home timeline (and user stream): own posts, followed accounts'
 * posts and repeats, direct posts mentioning the viewer, and public posts with a hashtag the viewer follows.
 * Visibility is checked separately (canSee).
 */
export function inHome(state: DemoState, viewer: Account, status: Status): boolean {
  if (status.accountId === viewer.id || follows(state, viewer.id, status.accountId)) return true;
  if (status.visibility === 'direct') return status.mentionIds.includes(viewer.id);
  if (status.reblogOfId || (status.visibility !== 'public' && status.visibility !== 'local')) return false;
  const followedTags = state.followedTags.get(viewer.id) ?? [];
  return followedTags.some((tag) => status.tags.includes(tag.name));
}

function homeTimeline(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  return statusPage(
    ctx,
    [...ctx.state.statuses.values()].filter((status) => inHome(ctx.state, viewer, status)),
  );
}

/** GET /api/v1/bookmarks and /api/v1/favourites. */
function markedBy(which: 'bookmarkedBy' | 'favouritedBy') {
  return (ctx: RequestContext): Reply => {
    const viewer = requireUser(ctx);
    return statusPage(
      ctx,
      [...ctx.state.statuses.values()].filter((status) => !status.reblogOfId && status[which].has(viewer.id)),
    );
  };
}

function directTimeline(ctx: RequestContext): Reply {
  requireUser(ctx);
  return statusPage(
    ctx,
    [...ctx.state.statuses.values()].filter((status) => status.visibility === 'direct'),
  );
}

function tagTimeline(ctx: RequestContext): Reply {
  const wanted = [ctx.params.tag, ...queryList(ctx.query, 'any')].map((t) => t.toLowerCase());
  const all = queryList(ctx.query, 'all').map((t) => t.toLowerCase());
  const none = queryList(ctx.query, 'none').map((t) => t.toLowerCase());
  const local = queryFlag(ctx.query, 'local');
  const remote = queryFlag(ctx.query, 'remote');
  const statuses = [...ctx.state.statuses.values()].filter((status) => {
    if (status.reblogOfId) return false;
    if (status.visibility !== 'public' && status.visibility !== 'local') return false;
    if (local && !isLocal(ctx.state, status)) return false;
    if (remote && isLocal(ctx.state, status)) return false;
    return (
      status.tags.some((t) => wanted.includes(t)) &&
      all.every((t) => status.tags.includes(t)) &&
      !none.some((t) => status.tags.includes(t))
    );
  });
  return statusPage(ctx, statuses);
}

export const timelineRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/timelines/public', handler: publicTimeline },
  { method: 'GET', pattern: '/api/v1/timelines/bubble', handler: bubbleTimeline },
  { method: 'GET', pattern: '/api/v1/timelines/home', handler: homeTimeline },
  { method: 'GET', pattern: '/api/v1/timelines/direct', handler: directTimeline },
  { method: 'GET', pattern: '/api/v1/timelines/tag/:tag', handler: tagTimeline },
  { method: 'GET', pattern: '/api/v1/bookmarks', handler: markedBy('bookmarkedBy') },
  { method: 'GET', pattern: '/api/v1/favourites', handler: markedBy('favouritedBy') },
];
