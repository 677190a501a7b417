// GET /api/v2/search: accounts, hashtags and statuses. `resolve=true` finds the seeded remote
// accounts by user@host (as WebFinger would); an unknown address finds nothing. A URL finds the account or
// post at that address (a remote one only with `resolve=true`, as Akkoma fetches it), and nothing else.
import { json, queryFlag, type Reply } from '../http';
import type { Account, DemoState, Status } from '../model';
import { pageLimit } from '../pagination';
import type { RequestContext, Route } from '../router';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import { findAccountByAcct, newestFirst } from '../store';
import { acctOf, profileUrl, withOrigin } from '../urls';
import { blocks } from '../relations';
import { canSee, follows } from '../visibility';
import { serializeTag } from './tags';

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').toLowerCase();

function matchAccounts(ctx: RequestContext, q: string, resolve: boolean): Account[] {
  const wanted = q.replace(/^@/, '').toLowerCase();
  if (!wanted) return [];
  const viewer = ctx.viewer;
  const exact = findAccountByAcct(ctx.state, wanted);
  // A remote address (user@host) is only "known" to the server once resolved; local ones always are.
  const isAddress = /^[^@\s]+@[^@\s]+$/.test(wanted);
  if (isAddress) return exact && (resolve || exact.domain === null) ? [exact] : [];
  const found = [...ctx.state.accounts.values()].filter(
    (a) => acctOf(a).toLowerCase().includes(wanted) || a.displayName.toLowerCase().includes(wanted),
  );
  const following = queryFlag(ctx.query, 'following');
  return found.filter(
    (a) => !(viewer && blocks(ctx.state, viewer.id, a.id)) && (!following || (viewer && follows(ctx.state, viewer.id, a.id))),
  );
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** A post's address as serialize/status.ts writes it: a remote author's server, else /notice/{id}. */
function statusAddress(state: DemoState, status: Status, origin: string): string {
  const account = state.accounts.get(status.accountId);
  return account?.domain ? `${profileUrl(account, origin)}/statuses/${status.id}` : `${origin}/notice/${status.id}`;
}

/** What a URL query finds: the account or post at that address; null when the query is no URL. */
function atAddress(ctx: RequestContext, q: string, resolve: boolean): { accounts: Account[]; statuses: Status[] } | null {
  if (!/^https?:\/\/\S+$/i.test(q)) return null;
  const wanted = withoutSlash(q);
  const known = (account: Account | undefined) => !!account && (resolve || account.domain === null);
  const accounts = [...ctx.state.accounts.values()].filter((a) => withoutSlash(profileUrl(a, ctx.origin)) === wanted && known(a));
  const statuses = [...ctx.state.statuses.values()].filter(
    (s) =>
      !s.reblogOfId &&
      canSee(ctx.state, s, ctx.viewer) &&
      known(ctx.state.accounts.get(s.accountId)) &&
      (withoutSlash(statusAddress(ctx.state, s, ctx.origin)) === wanted ||
        withoutSlash(withOrigin(s.uri, ctx.origin)) === wanted),
  );
  return { accounts, statuses };
}

function hashtags(state: DemoState, q: string): string[] {
  const wanted = q.replace(/^#/, '').toLowerCase();
  if (!wanted) return [];
  const names = new Set<string>();
  for (const status of state.statuses.values()) for (const tag of status.tags) if (tag.includes(wanted)) names.add(tag);
  return [...names].sort();
}

function search(ctx: RequestContext): Reply {
  const q = (ctx.query.get('q') ?? '').trim();
  const type = ctx.query.get('type');
  const resolve = queryFlag(ctx.query, 'resolve');
  const limit = pageLimit(ctx.query, 20, 40);
  const offset = Math.max(0, Number.parseInt(ctx.query.get('offset') ?? '0', 10) || 0);
  const slice = <T>(items: T[]) => items.slice(offset, offset + limit);
  const want = (kind: string) => !type || type === kind;
  const words = q.toLowerCase();
  const address = atAddress(ctx, q, resolve);
  if (address)
    return json({
      accounts: want('accounts') ? slice(address.accounts).map((a) => serializeAccount(a, ctx.ser)) : [],
      statuses: want('statuses') ? slice(address.statuses).map((s) => serializeStatus(s, ctx.ser)) : [],
      hashtags: [],
    });
  const statuses = want('statuses')
    ? newestFirst(
        [...ctx.state.statuses.values()].filter(
          (s) => words !== '' && !s.reblogOfId && canSee(ctx.state, s, ctx.viewer) && plainText(s.content).includes(words),
        ),
      )
    : [];
  return json({
    accounts: want('accounts') ? slice(matchAccounts(ctx, q, resolve)).map((a) => serializeAccount(a, ctx.ser)) : [],
    statuses: slice(statuses).map((s) => serializeStatus(s, ctx.ser)),
    hashtags: want('hashtags') ? slice(hashtags(ctx.state, q)).map((name) => serializeTag(ctx, name)) : [],
  });
}

export const searchRoutes: Route[] = [{ method: 'GET', pattern: '/api/v2/search', handler: search }];
