// Timelines: one function mapping the client's timeline kinds to server paths and query.
import { buildUrl, request, type ApiConfig, type ApiResponse, type Params } from './client';
import type { Notification, Status } from './types';

export type TimelineKind =
  | 'public'
  | 'publicAndExternal'
  | 'bubble'
  | 'friends'
  | 'tag'
  | 'dms'
  | 'bookmarks'
  | 'list'
  | 'user'
  | 'media'
  | 'favorites'
  | 'replies'
  | 'mentions';

export interface TimelineParams {
  sinceId?: string | null;
  maxId?: string | null;
  minId?: string | null;
  tag?: string;
  listId?: string;
  userId?: string;
  onlyMedia?: boolean;
  withMuted?: boolean;
  replyVisibility?: 'all' | 'following' | 'self';
  excludeReplies?: boolean;
  limit?: number;
  signal?: AbortSignal;
}

export const TIMELINE_PAGE_SIZE = 20;

const enc = encodeURIComponent;

function required(value: string | undefined, name: string, kind: TimelineKind): string {
  if (!value) throw new Error(`fetchTimeline('${kind}') needs ${name}`);
  return value;
}

/** Path and kind-specific query; shared pagination params are added by fetchTimeline. */
export function timelineRequest(kind: TimelineKind, p: TimelineParams): { path: string; query: Params } {
  const user = (): string => `/api/v1/accounts/${enc(required(p.userId, 'userId', kind))}/statuses`;
  switch (kind) {
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: true } };
    case 'publicAndExternal':
      return { path: '/api/v1/timelines/public', query: {} };
    case 'bubble':
      return { path: '/api/v1/timelines/bubble', query: {} };
    case 'friends':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'tag':
      return { path: `/api/v1/timelines/tag/${enc(required(p.tag, 'tag', kind))}`, query: {} };
    case 'dms':
      return { path: '/api/v1/timelines/direct', query: {} };
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} };
    case 'favorites':
      return { path: '/api/v1/favourites', query: {} };
    case 'list':
      return { path: `/api/v1/timelines/list/${enc(required(p.listId, 'listId', kind))}`, query: {} };
    case 'user':
      // The profile's "Statuses" tab hides replies unless asked otherwise.
      return { path: user(), query: { exclude_replies: p.excludeReplies ?? true } };
    case 'replies':
      return { path: user(), query: {} };
    case 'media':
      return { path: user(), query: { only_media: true } };
    case 'mentions':
      return { path: '/api/v1/notifications', query: { include_types: ['mention'] } };
  }
}

function buildQuery(kind: TimelineKind, p: TimelineParams): Params {
  const { query } = timelineRequest(kind, p);
  // Muted posts are fetched so the client can apply its own mute rules (and show "muted" placeholders);
  // bookmarks and favourites are the user's own picks and take no such flag.
  const takesWithMuted = kind !== 'bookmarks' && kind !== 'favorites';
  return {
    ...query,
    max_id: p.maxId,
    since_id: p.sinceId,
    min_id: p.minId,
    only_media: p.onlyMedia ? true : query.only_media,
    exclude_replies: kind === 'user' ? query.exclude_replies : p.excludeReplies || undefined,
    with_muted: takesWithMuted ? (p.withMuted ?? true) : undefined,
    reply_visibility: p.replyVisibility && p.replyVisibility !== 'all' ? p.replyVisibility : undefined,
    limit: p.limit ?? TIMELINE_PAGE_SIZE,
  };
}

/** The address fetchTimeline asks (same origin), for the early requests of src/early.ts. */
export function timelineUrl(kind: TimelineKind, params: TimelineParams = {}): string {
  return buildUrl('', timelineRequest(kind, params).path, buildQuery(kind, params));
}

export async function fetchTimeline(
  cfg: ApiConfig,
  kind: TimelineKind,
  params: TimelineParams = {},
): Promise<ApiResponse<Status[]>> {
  const { path } = timelineRequest(kind, params);
  const query = buildQuery(kind, params);
  if (kind !== 'mentions') return request<Status[]>(cfg, path, { query, signal: params.signal, shape: 'list' });
  // Mentions come as notifications; maxId/minId are then notification ids, which is what the
  // next call to this same endpoint needs. The notifications slice owns the richer view.
  const res = await request<Notification[]>(cfg, path, { query, signal: params.signal, shape: 'list' });
  const list: unknown = res.data;
  const statuses = Array.isArray(list) ? list.flatMap((n: Notification) => (n && n.status ? [n.status] : [])) : [];
  return { ...res, data: statuses };
}
