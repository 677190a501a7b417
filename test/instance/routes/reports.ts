// POST /api/v1/reports (a user reports an account and some of its posts) and GET /__demo/reports for tests.
import { errorReply, json, type Reply } from '../http';
import type { DemoReport } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount } from '../serialize/account';
import { iso, type JsonObject } from '../serialize/context';
import { acctOf } from '../urls';

const truthy = (value: string | undefined) => value === 'true' || value === '1' || value === 'on';

function serializeReport(report: DemoReport, ctx: RequestContext): JsonObject {
  const target = ctx.state.accounts.get(report.accountId);
  return {
    id: report.id,
    action_taken: false,
    action_taken_at: null,
    category: 'other',
    comment: report.comment,
    forwarded: report.forward,
    created_at: iso(report.createdAt),
    status_ids: report.statusIds,
    rule_ids: [],
    target_account: target ? serializeAccount(target, ctx.ser) : null,
  };
}

function file(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const accountId = ctx.body.get('account_id');
  if (!accountId) return errorReply(400, 'Missing field: account_id.');
  const account = ctx.state.accounts.get(accountId);
  // Pleroma's texts: an unknown account is a 400, posts by someone else are left out.
  if (!account) return errorReply(400, 'Account not found');
  const statusIds = ctx.body.getAll('status_ids').filter((id) => ctx.state.statuses.get(id)?.accountId === account.id);
  const reports = (ctx.state.reports ??= []);
  const report: DemoReport = {
    id: String(reports.length + 1),
    reporterId: user.id,
    accountId: account.id,
    statusIds,
    comment: ctx.body.get('comment') ?? '',
    // Forwarding only means something for remote accounts.
    forward: truthy(ctx.body.get('forward')) && account.domain !== null,
    createdAt: Date.now(),
    state: 'open',
    notes: [],
  };
  reports.push(report);
  return json(serializeReport(report, ctx));
}

function listForTests(ctx: RequestContext): Reply {
  const acct = (id: string) => {
    const account = ctx.state.accounts.get(id);
    return account ? acctOf(account) : id;
  };
  return json(
    (ctx.state.reports ?? []).map((r) => ({
      id: r.id,
      reporter: acct(r.reporterId),
      account: acct(r.accountId),
      account_id: r.accountId,
      status_ids: r.statusIds,
      comment: r.comment,
      forward: r.forward,
      created_at: iso(r.createdAt),
      state: r.state,
      notes: r.notes.map((n) => n.content),
    })),
  );
}

export const reportRoutes: Route[] = [
  { method: 'POST', pattern: '/api/v1/reports', handler: file },
  { method: 'GET', pattern: '/__demo/reports', handler: listForTests },
];
