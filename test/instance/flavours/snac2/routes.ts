// The routes snac2 answers its own way (mastoapi.c): its instance document and nodeinfo, a few
// always-empty lists, posting (preview ignored, a JSON poll dropped), edits that rewrite the post (a new
// id from the next second), votes counted late, the v2 search, an account's public posts.
import { formatText } from '../../format';
import { HttpError, json, type Reply } from '../../http';
import type { Status } from '../../model';
import { requireUser, type RequestContext, type Route } from '../../router';
import { composeRoutes } from '../../routes/compose';
import { accountParam, accountRoutes } from '../../routes/accounts';
import { notificationRoutes } from '../../routes/notifications';
import { INSTANCE_TITLE } from '../../serialize/instance';
import { lookupFor, newestFirst } from '../../store';
import { canSee } from '../../visibility';
import { emptyList, emptyObject, hostOf, lookupRoute, sharedHandler, typedJson } from '../common';
import type { FlavourDeps } from '../types';
import { snacOauthRoutes } from './oauth';
import { snacAccount, snacPoll, snacStatus } from './serialize';
import { rewritten, snacData, snacStatusId, VOTE_DELAY_MS } from './state';

export const SNAC_VERSION = '2.94';
const DESCRIPTION = 'A demo snac2-like server with seeded data, for trying the client and for its tests.';

function instanceV1(ctx: RequestContext): Reply {
  const host = hostOf(ctx.origin);
  return json({
    uri: host,
    domain: host,
    title: INSTANCE_TITLE,
    version: `4.0.0 (not true; really snac/${SNAC_VERSION})`,
    source_url: 'https://comam.es/what-is-snac',
    description: host,
    short_description: DESCRIPTION,
    thumbnail: `${ctx.origin}/media/logo.svg`,
    email: 'admin@demo.example',
    rules: [],
    languages: ['en'],
    // snac says wss:// whatever its scheme, and has no streaming API behind it.
    urls: { streaming_api: `wss://${host}` },
    stats: { user_count: 0, status_count: 0, domain_count: 0 },
    registrations: false,
    approval_required: false,
    invites_enabled: false,
    configuration: {
      statuses: { characters_reserved_per_url: 32, max_characters: 100000, max_media_attachments: 4 },
      accounts: { max_featured_tags: 0 },
      media_attachments: {
        image_matrix_limit: 33177600,
        image_size_limit: 16777216,
        video_frame_rate_limit: 120,
        video_matrix_limit: 8294400,
        video_size_limit: 103809024,
        supported_mime_types: ['image/gif', 'image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'audio/wav'],
      },
      polls: { max_characters_per_option: 50, max_expiration: 2629746, max_options: 8, min_expiration: 300 },
      reactions: { max_reactions: 50 },
    },
  });
}

const NODEINFO_JSON = 'application/json; charset=utf-8';

function wellKnownNodeinfo(ctx: RequestContext): Reply {
  return typedJson(
    {
      links: [
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${ctx.origin}/nodeinfo_2_1` },
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${ctx.origin}/nodeinfo_2_0` },
      ],
    },
    NODEINFO_JSON,
  );
}

function nodeinfo(ctx: RequestContext, version: '2.0' | '2.1'): Reply {
  const local = [...ctx.state.accounts.values()].filter((a) => a.domain === null);
  const localPosts = [...ctx.state.statuses.values()].filter((s) => local.some((a) => a.id === s.accountId)).length;
  const software: Record<string, string> = { name: 'snac', version: SNAC_VERSION };
  if (version === '2.1') {
    software.repository = 'https://comam.es/what-is-snac';
    software.homepage = 'https://comam.es/snac-doc';
  }
  return typedJson(
    {
      version,
      software,
      protocols: ['activitypub'],
      services: { outbound: [], inbound: [] },
      usage: { users: { total: local.length, activeMonth: local.length, activeHalfyear: local.length }, localPosts },
      openRegistrations: false,
      metadata: { nodeDescription: DESCRIPTION, nodeName: INSTANCE_TITLE, baseURL: ctx.origin },
    },
    NODEINFO_JSON,
  );
}

/** Only https emoji are listed by snac; the demo's are listed anyway (in snac's shape) so there is a picker. */
function customEmojis(ctx: RequestContext): Reply {
  return json(
    ctx.state.emojis.map((e) => {
      const url = ctx.origin + e.path;
      return { shortcode: e.shortcode, url, static_url: url, visible_in_picker: true };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Posting and editing.

const SNAC_VISIBILITIES = ['public', 'unlisted', 'private'];

/**
 * snac reads form fields by their literal names: `preview` is not one (the post is published), a JSON
 * poll never becomes `poll[options][]` (dropped), a poll is never a reply and has no media, `sensitive`
 * follows the content warning, and an unknown visibility means direct.
 */
function snacPostBody(ctx: RequestContext): void {
  let body = ctx.body.without((name) => name === 'preview' || name === 'sensitive');
  if (body.json !== null) body = body.without((name) => name.startsWith('poll['));
  if (body.getAll('poll[options]').length > 0) {
    body = body.without((name) => name === 'in_reply_to_id' || name.startsWith('media_ids'));
  }
  const visibility = body.get('visibility');
  if (visibility === undefined) body = body.withField('visibility', 'public');
  else if (!SNAC_VISIBILITIES.includes(visibility)) {
    body = body.mapValues((name, value) => (name === 'visibility' ? 'direct' : value));
  }
  ctx.body = body;
}

function ownTimelineStatus(ctx: RequestContext): Status {
  const status = ctx.state.statuses.get(ctx.params.id);
  if (!status) throw new HttpError(404, 'Record not found');
  return status;
}

/** PUT: the text, and the warning only with sensitive=true; the object is rewritten (its id moves to this second). */
function edit(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const status = ownTimelineStatus(ctx);
  if (status.accountId !== user.id) throw new HttpError(404, 'Record not found');
  const text = ctx.body.get('status') ?? '';
  const formatted = formatText(text, lookupFor(ctx.state));
  const sensitive = ['true', '1', 'on'].includes(ctx.body.get('sensitive') ?? '');
  const now = Date.now();
  Object.assign(status, {
    content: formatted.content,
    source: text,
    tags: formatted.tags,
    mentionIds: formatted.mentionIds,
    emojiShortcodes: formatted.emojiShortcodes,
    spoilerText: sensitive ? (ctx.body.get('spoiler_text') ?? '') : '',
    sensitive,
    editedAt: now,
  });
  rewritten(ctx.state, status, now);
  return json(snacStatus(status, ctx.ser));
}

/** A vote is a reply snac delivers to the poll through its queue: answered at once, counted a moment later. */
function vote(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  // The poll's id is its post's (any time prefix; the request's ids were mapped to the post's own).
  const status = ctx.state.statuses.get(ctx.params.id);
  const poll = status?.poll;
  if (!status || !poll || !canSee(ctx.state, status, user)) throw new HttpError(404, 'Record not found');
  if (poll.expiresAt <= Date.now() || poll.votes.has(user.id)) throw new HttpError(422, 'Unprocessable');
  const choices = [...new Set(ctx.body.getAll('choices').map(Number))].filter(
    (i) => Number.isInteger(i) && i >= 0 && i < poll.options.length,
  );
  const answer = snacPoll(status, poll, ctx.ser);
  if (choices.length === 0) return json(answer);
  const now = Date.now();
  poll.votes.set(
    user.id,
    choices.sort((a, b) => a - b),
  );
  snacData(ctx.state).voteTimes.set(`${status.id} ${user.id}`, now);
  // Counting the vote rewrites the poll's object: from then on the post (and poll) have a new id.
  rewritten(ctx.state, status, now + VOTE_DELAY_MS);
  return json({ ...answer, voted: true });
}

// ---------------------------------------------------------------------------------------------------------------
// Reading.

/** An account's public posts by the account (no repeats, no polls), newest first; only_media and exclude_replies are ignored. */
function accountStatuses(ctx: RequestContext): Reply {
  const account = accountParam(ctx);
  const limit = Number.parseInt(ctx.query.get('limit') ?? '', 10) || 20;
  const maxId = ctx.query.get('max_id')?.toLowerCase();
  let posts = newestFirst(
    [...ctx.state.statuses.values()].filter(
      (s) => s.accountId === account.id && !s.reblogOfId && !s.poll && s.visibility === 'public',
    ),
  );
  if (maxId) {
    // snac skips until the post whose current id is max_id (time prefix included).
    const at = posts.findIndex((s) => snacStatusId(ctx.state, s) === maxId);
    posts = at < 0 ? [] : posts.slice(at + 1);
  }
  return json(posts.slice(0, limit).map((s) => snacStatus(s, ctx.ser)));
}

/** v2 search: accounts only through WebFinger (a full user@host), a hashtag only when posts carry it, posts by text. */
function search(ctx: RequestContext): Reply {
  const q = (ctx.query.get('q') ?? '').trim();
  const type = ctx.query.get('type');
  const offset = ctx.query.get('offset');
  const want = (kind: string) => !type || type === kind;
  const empty = { accounts: [], statuses: [], hashtags: [] };
  if (!q || (offset && offset !== '0')) return json(empty);
  const [user, host] = q.replace(/^@/, '').split('@');
  const webfinger = host
    ? [...ctx.state.accounts.values()].find(
        (a) =>
          a.username.toLowerCase() === user.toLowerCase() &&
          (a.domain ?? hostOf(ctx.origin)).toLowerCase() === host.toLowerCase(),
      )
    : undefined;
  const tag = q.replace(/^#/, '').toLowerCase();
  const tagged = [...ctx.state.statuses.values()].some((s) => s.tags.includes(tag));
  const words = q.toLowerCase();
  const statuses = newestFirst(
    [...ctx.state.statuses.values()].filter(
      (s) => !s.reblogOfId && canSee(ctx.state, s, ctx.viewer) && s.source.toLowerCase().includes(words),
    ),
  ).slice(0, 39);
  return json({
    accounts: want('accounts') && webfinger ? [snacAccount(webfinger, ctx.ser)] : [],
    statuses: want('statuses') ? statuses.map((s) => snacStatus(s, ctx.ser)) : [],
    hashtags: want('hashtags') && tagged ? [{ name: q, url: `${ctx.origin}?t=${q}`, history: [] }] : [],
  });
}

/** Only the first account asked about. */
function relationships(ctx: RequestContext, shared: Route['handler']): Reply | Promise<Reply> {
  const first = ctx.query.getAll('id[]')[0] ?? ctx.query.getAll('id')[0];
  for (const key of ['id[]', 'id']) ctx.query.delete(key);
  if (first !== undefined) ctx.query.set('id[]', first);
  return shared(ctx);
}

/** A user's file where snac keeps it, `<actor>/s/<file>` (the demo's uploads, by their id). */
function userFile(ctx: RequestContext): Reply {
  const upload = ctx.state.uploads?.get(ctx.params.file);
  const owner = upload ? ctx.state.accounts.get(upload.ownerId) : undefined;
  if (!upload || !owner || owner.domain !== null || owner.username !== ctx.params.user) throw new HttpError(404, 'Not found');
  return {
    status: 200,
    body: upload.data,
    contentType: upload.attachment.mimeType,
    headers: { 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  };
}

export function snacRoutes(deps: FlavourDeps): Route[] {
  const post = sharedHandler(composeRoutes(deps.streaming), 'POST', '/api/v1/statuses');
  const notifications = sharedHandler(notificationRoutes, 'GET', '/api/v1/notifications');
  const sharedRelationships = sharedHandler(accountRoutes, 'GET', '/api/v1/accounts/relationships');
  return [
    { method: 'GET', pattern: '/api/v1/instance', handler: instanceV1 },
    { method: 'GET', pattern: '/.well-known/nodeinfo', handler: wellKnownNodeinfo },
    { method: 'GET', pattern: '/nodeinfo_2_1', handler: (ctx) => nodeinfo(ctx, '2.1') },
    { method: 'GET', pattern: '/nodeinfo_2_0', handler: (ctx) => nodeinfo(ctx, '2.0') },
    { method: 'GET', pattern: '/api/v1/custom_emojis', handler: customEmojis },
    { method: 'GET', pattern: '/api/v1/trends/tags', handler: emptyList },
    { method: 'GET', pattern: '/api/v1/trends/statuses', handler: emptyList },
    { method: 'GET', pattern: '/api/v1/conversations', handler: (ctx) => (requireUser(ctx), json([])) },
    { method: 'GET', pattern: '/api/v1/markers', handler: (ctx) => (requireUser(ctx), emptyObject(ctx)) },
    { method: 'GET', pattern: '/api/v1/filters', handler: emptyList },
    { method: 'GET', pattern: '/api/v2/filters', handler: emptyList },
    { method: 'GET', pattern: '/api/v1/scheduled_statuses', handler: emptyList },
    ...snacOauthRoutes,
    {
      method: 'POST',
      pattern: '/api/v1/statuses',
      handler: (ctx) => {
        snacPostBody(ctx);
        return post(ctx);
      },
    },
    { method: 'PUT', pattern: '/api/v1/statuses/:id', handler: edit },
    {
      method: 'GET',
      pattern: '/api/v1/statuses/:id/source',
      handler: (ctx) => {
        const status = ownTimelineStatus(ctx);
        // The id as it was asked for.
        return json({
          id: ctx.params.rawId ?? snacStatusId(ctx.state, status),
          text: status.source,
          spoiler_text: status.spoilerText,
        });
      },
    },
    { method: 'POST', pattern: '/api/v1/polls/:id/votes', handler: vote },
    { method: 'GET', pattern: '/:user/s/:file', handler: userFile },
    {
      method: 'POST',
      pattern: '/api/v1/reports',
      handler: (ctx) => {
        requireUser(ctx);
        throw new HttpError(422, 'Unprocessable');
      },
    },
    { method: 'GET', pattern: '/api/v1/accounts/:id/statuses', handler: accountStatuses },
    { method: 'GET', pattern: '/api/v1/accounts/relationships', handler: (ctx) => relationships(ctx, sharedRelationships) },
    lookupRoute(false, (ctx, account) => json(snacAccount(account, ctx.ser))),
    { method: 'GET', pattern: '/api/v2/search', handler: search },
    {
      method: 'GET',
      pattern: '/api/v1/notifications',
      handler: (ctx) => {
        // snac counts `limit` down before checking it: without one, a single notification comes back.
        if (!ctx.query.has('limit')) ctx.query.set('limit', '1');
        return notifications(ctx);
      },
    },
  ];
}
