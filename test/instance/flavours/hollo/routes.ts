// The routes Hollo answers its own way: its instance documents and nodeinfo, posting that takes
// JSON (a form's `sensitive=false` is a 422, its poll and media fields are ignored), votes and reports
// that take JSON only, a favourite or repeat that already holds (404, 500), an account's posts paged
// with Hollo's `Link` (its next page skips one post), and the lists it keeps empty.
import { randomUUID } from 'node:crypto';
import { json, queryFlag, type Reply } from '../../http';
import type { Status } from '../../model';
import { requireUser, type RequestContext, type Route } from '../../router';
import { accountParam } from '../../routes/accounts';
import { statusParam } from '../../routes/statuses';
import { composeRoutes } from '../../routes/compose';
import { pollRoutes } from '../../routes/polls';
import { reportRoutes } from '../../routes/reports';
import { statusActionRoutes, targetOf } from '../../routes/statusActions';
import { commonFilters, shown } from '../../routes/timelines';
import { searchRoutes } from '../../routes/search';
import { INSTANCE_TITLE } from '../../serialize/instance';
import { newestFirst } from '../../store';
import { emptyList, emptyObject, hostOf, lookupRoute, sharedHandler, typedJson } from '../common';
import type { FlavourDeps } from '../types';
import { holloOauthRoutes } from './oauth';
import { holloAccount, holloPlainAccount, holloStatus } from './serialize';
import { expected, invalidRequest, validatorFailure } from './zod';

export const HOLLO_VERSION = '0.10.0';
const DESCRIPTION = (host: string) => `A Hollo instance at ${host}`;

const MEDIA = {
  supported_mime_types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm'],
  image_size_limit: 33554432,
  image_matrix_limit: 16777216,
  video_size_limit: 134217728,
  video_frame_rate_limit: 120,
  video_matrix_limit: 16777216,
};
const POLLS = { max_options: 10, max_characters_per_option: 100, min_expiration: 300, max_expiration: 1209600 };
const STATUSES = { max_characters: 10000, max_media_attachments: 8, characters_reserved_per_url: 256 };
const FEDIBIRD = ['emoji_reaction', 'enable_wide_emoji', 'enable_wide_emoji_reaction'];

/** The account Hollo names as its contact: the first administrator. */
function contact(ctx: RequestContext) {
  const admin = [...ctx.state.accounts.values()].find((a) => a.domain === null && a.isAdmin);
  return admin ? holloAccount(admin, ctx.ser) : null;
}

function stats(ctx: RequestContext) {
  const local = [...ctx.state.accounts.values()].filter((a) => a.domain === null);
  const posts = [...ctx.state.statuses.values()].filter((s) => local.some((a) => a.id === s.accountId));
  const domains = new Set([...ctx.state.accounts.values()].flatMap((a) => (a.domain ? [a.domain] : [])));
  return { users: local.length, posts: posts.length, replies: posts.filter((s) => s.inReplyToId).length, domains: domains.size };
}

function instanceV1(ctx: RequestContext): Reply {
  const host = hostOf(ctx.origin);
  const s = stats(ctx);
  return json({
    uri: host,
    title: INSTANCE_TITLE,
    short_description: DESCRIPTION(host),
    description: DESCRIPTION(host),
    email: 'admin@demo.example',
    version: HOLLO_VERSION,
    urls: {},
    stats: { user_count: s.users, status_count: s.posts, domain_count: s.domains },
    thumbnail: `${ctx.origin}/media/logo.svg`,
    languages: ['en'],
    registrations: false,
    approval_required: true,
    invites_enabled: false,
    configuration: { accounts: { max_featured_tags: 10 }, statuses: STATUSES, media_attachments: MEDIA, polls: POLLS },
    contact_account: contact(ctx),
    rules: [],
    feature_quote: true,
    fedibird_capabilities: FEDIBIRD,
  });
}

function instanceV2(ctx: RequestContext): Reply {
  const host = hostOf(ctx.origin);
  const logo = `${ctx.origin}/media/logo.svg`;
  return json({
    api_versions: { mastodon: 7 },
    domain: host,
    title: INSTANCE_TITLE,
    version: HOLLO_VERSION,
    source_url: 'https://github.com/fedify-dev/hollo',
    description: DESCRIPTION(host),
    usage: { users: { active_month: 0 } },
    thumbnail: { url: logo, blurhash: null, versions: {} },
    icon: [{ src: logo, size: '500x500' }],
    languages: ['en'],
    configuration: {
      accounts: { max_featured_tags: 10, max_pinned_statuses: 10 },
      statuses: STATUSES,
      media_attachments: MEDIA,
      polls: POLLS,
      translation: { enabled: false },
      vapid: { public_key: '' },
    },
    registrations: { enabled: false, approval_required: true, message: null },
    contact: { email: 'admin@demo.example', account: contact(ctx) },
    rules: [],
    feature_quote: true,
    fedibird_capabilities: FEDIBIRD,
  });
}

const SCHEMA_21 = 'http://nodeinfo.diaspora.software/ns/schema/2.1';

function wellKnownNodeinfo(ctx: RequestContext): Reply {
  return typedJson(
    { links: [{ rel: SCHEMA_21, href: `${ctx.origin}/nodeinfo/2.1`, type: `application/json; profile="${SCHEMA_21}#"` }] },
    'application/jrd+json',
  );
}

function nodeinfo(ctx: RequestContext): Reply {
  const s = stats(ctx);
  return typedJson(
    {
      $schema: `${SCHEMA_21}#`,
      version: '2.1',
      software: {
        name: 'hollo',
        version: HOLLO_VERSION,
        repository: 'https://github.com/fedify-dev/hollo',
        homepage: 'https://docs.hollo.social/',
      },
      protocols: ['activitypub'],
      services: { inbound: [], outbound: ['atom1.0'] },
      openRegistrations: false,
      usage: {
        users: { total: s.users, activeMonth: s.users, activeHalfyear: s.users },
        localPosts: s.posts - s.replies,
        localComments: s.replies,
      },
      metadata: {},
    },
    `application/json; profile="${SCHEMA_21}#"`,
  );
}

function customEmojis(ctx: RequestContext): Reply {
  return json(
    ctx.state.emojis.map((e) => {
      const url = ctx.origin + e.path;
      return { shortcode: e.shortcode, url, static_url: url, visible_in_picker: true, category: e.category };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Writing: Hollo reads bodies with zod, so a form's strings are not booleans and `poll[...]` is no poll.

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'];

/** The request's own `sensitive` (JSON true only); null when the body does not fit Hollo's schema. */
function holloStatusBody(ctx: RequestContext): Reply | null {
  const doc = ctx.body.json;
  const visibility = ctx.body.get('visibility');
  if (visibility !== undefined && !VISIBILITIES.includes(visibility)) {
    return invalidRequest([
      {
        code: 'invalid_value',
        values: VISIBILITIES,
        path: ['visibility'],
        message: 'Invalid option: expected one of "public"|"unlisted"|"private"|"direct"',
      },
    ]);
  }
  if (doc === null) {
    if (ctx.body.has('sensitive')) return invalidRequest([expected('sensitive', 'boolean', 'string')]);
    // Form fields named `poll[options][]` or `media_ids[]` are not `poll` or `media_ids` to zod: ignored.
    ctx.body = ctx.body.without((name) => name.startsWith('poll[') || name.startsWith('media_ids') || name === 'preview');
    return null;
  }
  const given = doc && typeof doc === 'object' && !Array.isArray(doc) ? doc.sensitive : undefined;
  if (given !== undefined && typeof given !== 'boolean') return invalidRequest([expected('sensitive', 'boolean', typeof given)]);
  ctx.body = ctx.body.without((name) => name === 'preview');
  return null;
}

/** Hollo's `sensitive` is what was asked (false by default): a content warning alone leaves it false. */
function asked(ctx: RequestContext): boolean {
  const doc = ctx.body.json;
  return !!doc && typeof doc === 'object' && !Array.isArray(doc) && doc.sensitive === true;
}

function writeStatus(handler: Route['handler']): Route['handler'] {
  return async (ctx) => {
    requireUser(ctx);
    const refused = holloStatusBody(ctx);
    if (refused) return refused;
    const reply = await handler(ctx);
    const body = reply.body;
    const id = body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body) ? body.id : undefined;
    const status = typeof id === 'string' ? ctx.state.statuses.get(id) : undefined;
    if (reply.status !== 200 || !status) return reply;
    status.sensitive = asked(ctx);
    return json(holloStatus(status, ctx.ser));
  };
}

/** Votes and reports go through @hono/zod-validator's JSON schema: a form is a 400. */
function jsonOnly(handler: Route['handler'], field: string, issue: 'array' | 'uuid'): Route['handler'] {
  return (ctx) => {
    requireUser(ctx);
    if (ctx.body.json === null) {
      return validatorFailure([
        issue === 'array' ? expected(field, 'array', 'undefined') : { code: 'custom', path: [field], message: 'expected a UUID' },
      ]);
    }
    return handler(ctx);
  };
}

/** Hollo's Report: always forwarded, no rules, the account in the short shape. */
function holloReport(handler: Route['handler']): Route['handler'] {
  return async (ctx) => {
    const reply = await handler(ctx);
    const body = reply.body;
    if (reply.status !== 200 || !body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return reply;
    const target = ctx.state.accounts.get(ctx.body.get('account_id') ?? '');
    return json({
      id: randomUUID(),
      comment: body.comment ?? '',
      created_at: body.created_at ?? null,
      target_account: target ? holloPlainAccount(target, ctx.ser) : null,
      status_ids: body.status_ids ?? [],
      forwarded: true,
      category: 'other',
      rule_ids: null,
    });
  };
}

/** Favouriting twice is a 404; repeating twice a 500 with an empty body (Hollo's unique constraints). */
function once(handler: Route['handler'], already: (ctx: RequestContext, status: Status, userId: string) => boolean, fail: Reply) {
  return (ctx: RequestContext) => {
    const user = requireUser(ctx);
    if (already(ctx, targetOf(ctx), user.id)) return fail;
    return handler(ctx);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading.

/** An account's posts: `Link` next only when there are more, at the first post of the next page (which it then skips). */
function accountStatuses(ctx: RequestContext): Reply {
  const account = accountParam(ctx);
  const limit = Math.min(Number.parseInt(ctx.query.get('limit') ?? '', 10) || 20, 40);
  let statuses = [...ctx.state.statuses.values()].filter((s) => s.accountId === account.id);
  if (queryFlag(ctx.query, 'pinned')) statuses = statuses.filter((s) => account.pinnedStatusIds.includes(s.id));
  const tagged = ctx.query.get('tagged')?.toLowerCase();
  if (tagged) statuses = statuses.filter((s) => shown(ctx.state, s).tags.includes(tagged));
  let list = newestFirst(commonFilters(ctx, statuses));
  const maxId = ctx.query.get('max_id');
  const sinceId = ctx.query.get('since_id') ?? ctx.query.get('min_id');
  if (maxId) list = list.filter((s) => s.id < maxId);
  if (sinceId) list = list.filter((s) => s.id > sinceId);
  const headers: Record<string, string> = {};
  if (list.length > limit) {
    const next = new URL(ctx.url.toString().replace(ctx.url.origin, ctx.origin));
    next.searchParams.set('max_id', list[limit].id);
    headers.Link = `<${next.toString()}>; rel="next"`;
  }
  return json(
    list.slice(0, limit).map((s) => holloStatus(s, ctx.ser)),
    200,
    headers,
  );
}

/**
 * Bookmarks and favourites, newest first, paged by `before` (a date; max_id is not read), a `Link` next
 * only after a full page. The demo keeps no time of marking: the post's own time stands in.
 */
function marked(which: 'bookmarkedBy' | 'favouritedBy'): Route['handler'] {
  return (ctx) => {
    const viewer = requireUser(ctx);
    const limit = Number.parseInt(ctx.query.get('limit') ?? '', 10) || 20;
    const before = Date.parse(ctx.query.get('before') ?? '');
    const list = [...ctx.state.statuses.values()]
      .filter((s) => !s.reblogOfId && s[which].has(viewer.id) && (Number.isNaN(before) || s.createdAt < before))
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit);
    const last = list[list.length - 1];
    const headers: Record<string, string> =
      list.length < limit || !last
        ? {}
        : {
            Link: `<${new URL(`?before=${encodeURIComponent(new Date(last.createdAt).toISOString())}&limit=${limit}`, ctx.url.toString().replace(ctx.url.origin, ctx.origin)).href}>; rel="next"`,
          };
    return json(
      list.map((s) => holloStatus(s, ctx.ser)),
      200,
      headers,
    );
  };
}

/** Followers and followed accounts: all of them at once, no paging. */
function follows(direction: 'followers' | 'following'): Route['handler'] {
  return (ctx) => {
    const account = accountParam(ctx);
    if (direction === 'following' && account.hideFollows && ctx.viewer?.id !== account.id) return json([]);
    const ids =
      direction === 'following'
        ? [...(ctx.state.following.get(account.id) ?? [])]
        : [...ctx.state.following.entries()].filter(([, targets]) => targets.has(account.id)).map(([id]) => id);
    return json(
      ids.flatMap((id) => {
        const found = ctx.state.accounts.get(id);
        return found ? [holloAccount(found, ctx.ser)] : [];
      }),
    );
  };
}

/** v2 search answers accounts in the short shape (no `source`). */
function search(handler: Route['handler']): Route['handler'] {
  return async (ctx) => {
    const reply = await handler(ctx);
    const body = reply.body;
    if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body) || !Array.isArray(body.accounts)) {
      return reply;
    }
    const accounts = body.accounts.map((a) => {
      if (!a || typeof a !== 'object' || Array.isArray(a)) return a;
      const rest = { ...a };
      delete rest.discoverable;
      delete rest.hide_collections;
      delete rest.source;
      return rest;
    });
    return { ...reply, body: { ...body, accounts } };
  };
}

export function holloRoutes(deps: FlavourDeps): Route[] {
  const compose = composeRoutes(deps.streaming);
  const actions = statusActionRoutes(deps.streaming);
  const action = (pattern: string) => sharedHandler(actions, 'POST', `/api/v1/statuses/:id/${pattern}`);
  return [
    { method: 'GET', pattern: '/api/v1/instance', handler: instanceV1 },
    { method: 'GET', pattern: '/api/v2/instance', handler: instanceV2 },
    { method: 'GET', pattern: '/.well-known/nodeinfo', handler: wellKnownNodeinfo },
    { method: 'GET', pattern: '/nodeinfo/2.1', handler: nodeinfo },
    { method: 'GET', pattern: '/api/v1/custom_emojis', handler: customEmojis },
    { method: 'GET', pattern: '/api/v1/trends/tags', handler: emptyList },
    { method: 'GET', pattern: '/api/v1/trends/statuses', handler: emptyList },
    { method: 'GET', pattern: '/api/v1/trends/links', handler: emptyList },
    { method: 'GET', pattern: '/api/v1/markers', handler: (ctx) => (requireUser(ctx), emptyObject(ctx)) },
    { method: 'GET', pattern: '/api/v1/suggestions', handler: (ctx) => (requireUser(ctx), json([])) },
    { method: 'GET', pattern: '/api/v2/suggestions', handler: (ctx) => (requireUser(ctx), json([])) },
    ...holloOauthRoutes,
    { method: 'POST', pattern: '/api/v1/statuses', handler: writeStatus(sharedHandler(compose, 'POST', '/api/v1/statuses')) },
    {
      method: 'PUT',
      pattern: '/api/v1/statuses/:id',
      handler: writeStatus(sharedHandler(compose, 'PUT', '/api/v1/statuses/:id')),
    },
    {
      method: 'POST',
      pattern: '/api/v1/polls/:id/votes',
      handler: jsonOnly(sharedHandler(pollRoutes, 'POST', '/api/v1/polls/:id/votes'), 'choices', 'array'),
    },
    {
      method: 'POST',
      pattern: '/api/v1/reports',
      handler: jsonOnly(holloReport(sharedHandler(reportRoutes, 'POST', '/api/v1/reports')), 'account_id', 'uuid'),
    },
    {
      method: 'POST',
      pattern: '/api/v1/statuses/:id/favourite',
      handler: once(
        action('favourite'),
        (_ctx, status, userId) => status.favouritedBy.has(userId),
        json({ error: 'Record not found' }, 404),
      ),
    },
    {
      method: 'POST',
      pattern: '/api/v1/statuses/:id/reblog',
      handler: once(
        action('reblog'),
        (ctx, status, userId) =>
          [...ctx.state.statuses.values()].some((s) => s.reblogOfId === status.id && s.accountId === userId),
        { status: 500, body: undefined },
      ),
    },
    { method: 'GET', pattern: '/api/v1/accounts/:id/statuses', handler: accountStatuses },
    { method: 'GET', pattern: '/api/v1/accounts/:id/followers', handler: follows('followers') },
    { method: 'GET', pattern: '/api/v1/accounts/:id/following', handler: follows('following') },
    { method: 'GET', pattern: '/api/v1/bookmarks', handler: marked('bookmarkedBy') },
    { method: 'GET', pattern: '/api/v1/favourites', handler: marked('favouritedBy') },
    {
      method: 'GET',
      pattern: '/api/v1/statuses/:id/source',
      handler: (ctx) => {
        requireUser(ctx);
        const status = statusParam(ctx);
        return json({ id: status.id, text: status.source, spoiler_text: status.spoilerText });
      },
    },
    lookupRoute(true, (ctx, account) => json(holloAccount(account, ctx.ser))),
    { method: 'GET', pattern: '/api/v2/search', handler: search(sharedHandler(searchRoutes, 'GET', '/api/v2/search')) },
  ];
}
