// Who to follow: local accounts the viewer neither follows, asked to follow, nor blocks. Pleroma's
// /api/v1/suggestions (accounts) and Mastodon's /api/v2/suggestions ({ source, account }).
import { json, type Reply } from '../http';
import type { Account } from '../model';
import { pageLimit } from '../pagination';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount } from '../serialize/account';
import { blocks } from '../relations';
import { follows } from '../visibility';

/** Oldest accounts first (the staff lead the list); the viewer, remote and blocked accounts are left out. */
export function suggestedAccounts(ctx: RequestContext): Account[] {
  const viewer = requireUser(ctx);
  const { state } = ctx;
  return [...state.accounts.values()]
    .filter(
      (a) =>
        a.id !== viewer.id &&
        a.domain === null &&
        a.approved &&
        !a.passwordResetPending &&
        !follows(state, viewer.id, a.id) &&
        !state.followRequests.get(a.id)?.has(viewer.id) &&
        !blocks(state, viewer.id, a.id),
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .slice(0, pageLimit(ctx.query, 40, 80));
}

const v1 = (ctx: RequestContext): Reply => json(suggestedAccounts(ctx).map((a) => serializeAccount(a, ctx.ser)));
const v2 = (ctx: RequestContext): Reply =>
  json(
    suggestedAccounts(ctx).map((a) => ({
      source: a.isAdmin || a.isModerator ? 'staff' : 'global',
      account: serializeAccount(a, ctx.ser),
    })),
  );

export const suggestionRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/suggestions', handler: v1 },
  { method: 'GET', pattern: '/api/v2/suggestions', handler: v2 },
];
