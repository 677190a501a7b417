// Accounts: credentials, profiles, relationships, follows, an account's statuses.
import { HttpError, json, queryFlag, queryList, type Reply } from '../http';
import type { Account } from '../model';
import { paginate } from '../pagination';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount, serializeCredentialAccount, serializeRelationship } from '../serialize/account';
import { findAccountByAcct } from '../store';
import { acctOf } from '../urls';
import { shown, statusPage } from './timelines';

/** Pleroma accepts an id or a nickname (user or user@domain) in the path. */
export function accountParam(ctx: RequestContext): Account {
  const key = ctx.params.id;
  const account = ctx.state.accounts.get(key) ?? findAccountByAcct(ctx.state, key);
  if (!account) throw new HttpError(404, "Can't find user");
  return account;
}

function withRelationship(ctx: RequestContext, account: Account) {
  return serializeAccount(account, ctx.ser);
}

function accountStatuses(ctx: RequestContext): Reply {
  const account = accountParam(ctx);
  const tagged = ctx.query.get('tagged')?.toLowerCase();
  let statuses = [...ctx.state.statuses.values()].filter((s) => s.accountId === account.id);
  if (queryFlag(ctx.query, 'pinned')) statuses = statuses.filter((s) => account.pinnedStatusIds.includes(s.id));
  if (tagged) statuses = statuses.filter((s) => shown(ctx.state, s).tags.includes(tagged));
  return statusPage(ctx, statuses);
}

function relationships(ctx: RequestContext): Reply {
  requireUser(ctx);
  const ids = queryList(ctx.query, 'id');
  return json(
    ids.flatMap((id) => {
      const account = ctx.state.accounts.get(id);
      return account ? [serializeRelationship(account, ctx.ser)] : [];
    }),
  );
}

function followList(ctx: RequestContext, direction: 'followers' | 'following'): Reply {
  const account = accountParam(ctx);
  const ids =
    direction === 'following'
      ? [...(ctx.state.following.get(account.id) ?? [])]
      : [...ctx.state.following.entries()].filter(([, targets]) => targets.has(account.id)).map(([id]) => id);
  const accounts = ids
    .map((id) => ctx.state.accounts.get(id))
    .filter((a): a is Account => a !== undefined)
    .sort((a, b) => (a.id < b.id ? 1 : -1));
  const page = paginate(accounts, ctx.url);
  return json(
    page.items.map((a) => withRelationship(ctx, a)),
    200,
    page.headers,
  );
}

function search(ctx: RequestContext): Reply {
  const q = (ctx.query.get('q') ?? '').replace(/^@/, '').toLowerCase();
  const limit = Math.min(Number(ctx.query.get('limit') ?? 40) || 40, 80);
  const found = [...ctx.state.accounts.values()].filter(
    (a) => q !== '' && (acctOf(a).toLowerCase().includes(q) || a.displayName.toLowerCase().includes(q)),
  );
  return json(found.slice(0, limit).map((a) => withRelationship(ctx, a)));
}

function lookup(ctx: RequestContext): Reply {
  const account = findAccountByAcct(ctx.state, ctx.query.get('acct') ?? '');
  if (!account) throw new HttpError(404, "Can't find user");
  return json(withRelationship(ctx, account));
}

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/accounts/verify_credentials',
    handler: (ctx) => json(serializeCredentialAccount(requireUser(ctx), ctx.ser)),
  },
  { method: 'GET', pattern: '/api/v1/accounts/relationships', handler: relationships },
  { method: 'GET', pattern: '/api/v1/accounts/search', handler: search },
  { method: 'GET', pattern: '/api/v1/accounts/lookup', handler: lookup },
  { method: 'GET', pattern: '/api/v1/accounts/:id', handler: (ctx) => json(withRelationship(ctx, accountParam(ctx))) },
  { method: 'GET', pattern: '/api/v1/accounts/:id/statuses', handler: accountStatuses },
  { method: 'GET', pattern: '/api/v1/accounts/:id/followers', handler: (ctx) => followList(ctx, 'followers') },
  { method: 'GET', pattern: '/api/v1/accounts/:id/following', handler: (ctx) => followList(ctx, 'following') },
];
