// Server-side keyword filters, per user: Mastodon 4's v2 filters (a title, contexts, an action, keywords) and the
// v1 view of the same data (one v1 filter per keyword, its id the keyword's), as Mastodon serves both.
import { errorReply, HttpError, json, type Reply } from '../http';
import type { DemoState } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import type { Json, JsonObject } from '../serialize/context';

const CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'];
type Action = 'warn' | 'hide';

interface Keyword {
  id: string;
  keyword: string;
  wholeWord: boolean;
}

interface Filter {
  id: string;
  ownerId: string;
  title: string;
  context: string[];
  action: Action;
  expiresAt: string | null;
  keywords: Keyword[];
}

interface FilterStore {
  filters: Map<string, Filter>;
  serial: number;
}

// Kept beside the demo state rather than in it: a reset replaces the state, and so forgets these too.
const stores = new WeakMap<DemoState, FilterStore>();

function storeOf(state: DemoState): FilterStore {
  let store = stores.get(state);
  if (!store) {
    store = { filters: new Map(), serial: 0 };
    stores.set(state, store);
  }
  return store;
}

const nextId = (store: FilterStore) => String((store.serial += 1));

const serializeKeyword = (k: Keyword): JsonObject => ({ id: k.id, keyword: k.keyword, whole_word: k.wholeWord });

const serializeV2 = (f: Filter): JsonObject => ({
  id: f.id,
  title: f.title,
  context: f.context,
  filter_action: f.action,
  expires_at: f.expiresAt,
  keywords: f.keywords.map(serializeKeyword),
  statuses: [],
});

const serializeV1 = (f: Filter, k: Keyword): JsonObject => ({
  id: k.id,
  phrase: k.keyword,
  context: f.context,
  whole_word: k.wholeWord,
  expires_at: f.expiresAt,
  irreversible: f.action === 'hide',
});

function expiresAt(ctx: RequestContext): string | null {
  const seconds = Number(ctx.body.get('expires_in') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null;
}

/** The contexts sent; Mastodon refuses none or an unknown one. */
function contextField(ctx: RequestContext): string[] {
  const context = ctx.body.getAll('context');
  if (context.length === 0) throw new HttpError(422, "Validation failed: Context can't be blank");
  if (context.some((c) => !CONTEXTS.includes(c))) throw new HttpError(422, 'Validation failed: Context is invalid');
  return [...new Set(context)];
}

function actionField(ctx: RequestContext, fallback: Action): Action {
  const action = ctx.body.get('filter_action');
  if (action === undefined) return fallback;
  if (action !== 'warn' && action !== 'hide')
    throw new HttpError(422, 'Validation failed: Filter action is not included in the list');
  return action;
}

const truthy = (value: Json | string | undefined) => value === true || value === 'true' || value === '1';

/** keywords_attributes from a JSON body (an array of objects) or a form (`keywords_attributes[][keyword]`). */
function keywordsField(ctx: RequestContext, store: FilterStore): Keyword[] {
  const sent = ctx.body.json;
  const raw =
    sent && typeof sent === 'object' && !Array.isArray(sent) && Array.isArray(sent.keywords_attributes)
      ? sent.keywords_attributes.flatMap((k) =>
          k && typeof k === 'object' && !Array.isArray(k) && typeof k.keyword === 'string'
            ? [{ keyword: k.keyword, wholeWord: truthy(k.whole_word) }]
            : [],
        )
      : ctx.body.getAll('keywords_attributes[][keyword]').map((keyword, i) => ({
          keyword,
          wholeWord: truthy(ctx.body.getAll('keywords_attributes[][whole_word]')[i]),
        }));
  const keywords = raw.filter((k) => k.keyword.trim() !== '');
  if (keywords.length !== raw.length) throw new HttpError(422, "Validation failed: Keywords keyword can't be blank");
  return keywords.map((k) => ({ id: nextId(store), keyword: k.keyword.trim(), wholeWord: k.wholeWord }));
}

/** The viewer's filter in the path; someone else's is as missing as an unknown one. */
function ownFilter(ctx: RequestContext): Filter {
  const viewer = requireUser(ctx);
  const filter = storeOf(ctx.state).filters.get(ctx.params.id ?? '');
  if (!filter || filter.ownerId !== viewer.id) throw new HttpError(404, 'Record not found');
  return filter;
}

const ownFilters = (ctx: RequestContext): Filter[] => {
  const viewer = requireUser(ctx);
  return [...storeOf(ctx.state).filters.values()].filter((f) => f.ownerId === viewer.id);
};

function createV2(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const store = storeOf(ctx.state);
  const title = (ctx.body.get('title') ?? '').trim();
  if (!title) return errorReply(422, "Validation failed: Title can't be blank");
  const context = contextField(ctx);
  const filter: Filter = {
    id: nextId(store),
    ownerId: viewer.id,
    title,
    context,
    action: actionField(ctx, 'warn'),
    expiresAt: expiresAt(ctx),
    keywords: keywordsField(ctx, store),
  };
  store.filters.set(filter.id, filter);
  return json(serializeV2(filter));
}

function updateV2(ctx: RequestContext): Reply {
  const filter = ownFilter(ctx);
  const title = ctx.body.get('title');
  if (title !== undefined) {
    if (!title.trim()) return errorReply(422, "Validation failed: Title can't be blank");
    filter.title = title.trim();
  }
  if (ctx.body.has('context')) filter.context = contextField(ctx);
  filter.action = actionField(ctx, filter.action);
  if (ctx.body.has('expires_in')) filter.expiresAt = expiresAt(ctx);
  return json(serializeV2(filter));
}

function createV1(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const store = storeOf(ctx.state);
  const phrase = (ctx.body.get('phrase') ?? '').trim();
  if (!phrase) return errorReply(422, "Validation failed: Keywords keyword can't be blank");
  const context = contextField(ctx);
  const keyword: Keyword = {
    id: '',
    keyword: phrase,
    wholeWord: ctx.body.has('whole_word') ? truthy(ctx.body.get('whole_word')) : true,
  };
  const filter: Filter = {
    id: nextId(store),
    ownerId: viewer.id,
    title: phrase,
    context,
    action: truthy(ctx.body.get('irreversible')) ? 'hide' : 'warn',
    expiresAt: expiresAt(ctx),
    keywords: [keyword],
  };
  keyword.id = nextId(store);
  store.filters.set(filter.id, filter);
  return json(serializeV1(filter, keyword));
}

/** A v1 id is a keyword's: the filter that holds it, and the keyword. */
function ownKeyword(ctx: RequestContext): { filter: Filter; keyword: Keyword } {
  for (const filter of ownFilters(ctx)) {
    const keyword = filter.keywords.find((k) => k.id === ctx.params.id);
    if (keyword) return { filter, keyword };
  }
  throw new HttpError(404, 'Record not found');
}

function deleteV1(ctx: RequestContext): Reply {
  const { filter, keyword } = ownKeyword(ctx);
  filter.keywords = filter.keywords.filter((k) => k !== keyword);
  // a filter left without keywords would match nothing: it goes too
  if (filter.keywords.length === 0) storeOf(ctx.state).filters.delete(filter.id);
  return json({});
}

export const filterRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v2/filters', handler: (ctx) => json(ownFilters(ctx).map(serializeV2)) },
  { method: 'POST', pattern: '/api/v2/filters', handler: createV2 },
  { method: 'GET', pattern: '/api/v2/filters/:id', handler: (ctx) => json(serializeV2(ownFilter(ctx))) },
  { method: 'PUT', pattern: '/api/v2/filters/:id', handler: updateV2 },
  {
    method: 'DELETE',
    pattern: '/api/v2/filters/:id',
    handler: (ctx) => {
      storeOf(ctx.state).filters.delete(ownFilter(ctx).id);
      return json({});
    },
  },
  {
    method: 'GET',
    pattern: '/api/v1/filters',
    handler: (ctx) => json(ownFilters(ctx).flatMap((f) => f.keywords.map((k) => serializeV1(f, k)))),
  },
  { method: 'POST', pattern: '/api/v1/filters', handler: createV1 },
  {
    method: 'GET',
    pattern: '/api/v1/filters/:id',
    handler: (ctx) => {
      const { filter, keyword } = ownKeyword(ctx);
      return json(serializeV1(filter, keyword));
    },
  },
  { method: 'DELETE', pattern: '/api/v1/filters/:id', handler: deleteV1 },
];
