// Pleroma's admin API for reports and posts, in Pleroma's shapes (AdminAPI.ReportView): GET a page of reports
// (state, page, page_size; {total, reports}), PATCH states in bulk, POST and DELETE notes, and PUT a post's
// sensitive flag or visibility. Staff only ("User isn't privileged." for members, as Pleroma 2.5+), and only
// with a token that carries the admin scope (403 "Insufficient permissions: …", as Pleroma's OAuthScopesPlug).
// POST /__demo/report files a report as anyone, so a test can watch the 60 s poller's badge change.
import { errorReply, HttpError, json, type Reply } from '../http';
import type { Account, DemoReport, Visibility } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount } from '../serialize/account';
import { iso, type Json, type JsonObject } from '../serialize/context';
import { serializeStatus } from '../serialize/status';
import { findAccountByAcct } from '../store';
import { serializeAdminUser } from './adminUsers';

const STATES = ['open', 'resolved', 'closed'];
const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private'];

/** admin, admin:read, admin:read:reports… all grant admin:read:reports (Pleroma's scope hierarchy). */
function hasScope(scopes: string, wanted: string): boolean {
  const granted = scopes.split(/\s+/);
  const parts = wanted.split(':');
  return parts.some((_, i) => granted.includes(parts.slice(0, i + 1).join(':')));
}

function requireStaff(ctx: RequestContext, scope: string): Account {
  const user = requireUser(ctx);
  if (!user.isAdmin && !user.isModerator) throw new HttpError(403, "User isn't privileged.");
  if (ctx.token && !hasScope(ctx.token.scope, scope)) throw new HttpError(403, `Insufficient permissions: ${scope}.`);
  return user;
}

/** Pleroma's merge_account_views: the Mastodon account with the admin view's fields over it. */
function adminAccount(account: Account | undefined, ctx: RequestContext): JsonObject | null {
  return account ? { ...serializeAccount(account, ctx.ser), ...serializeAdminUser(account, ctx) } : null;
}

function serializeReport(report: DemoReport, ctx: RequestContext): JsonObject {
  const statuses: Json[] = [];
  for (const id of report.statusIds) {
    const status = ctx.state.statuses.get(id);
    if (status) statuses.push(serializeStatus(status, ctx.ser));
  }
  return {
    id: report.id,
    account: adminAccount(ctx.state.accounts.get(report.accountId), ctx),
    actor: adminAccount(ctx.state.accounts.get(report.reporterId), ctx),
    content: report.comment || null,
    created_at: iso(report.createdAt),
    statuses,
    state: report.state,
    notes: report.notes.map((n) => ({
      id: n.id,
      content: n.content,
      user: adminAccount(ctx.state.accounts.get(n.userId), ctx),
      created_at: iso(n.createdAt),
    })),
    assigned_account: null,
  };
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

function list(ctx: RequestContext): Reply {
  requireStaff(ctx, 'admin:read:reports');
  const state = ctx.query.get('state');
  const page = positive(ctx.query.get('page'), 1);
  const pageSize = positive(ctx.query.get('page_size'), 50);
  const all = [...(ctx.state.reports ?? [])]
    .filter((r) => !state || r.state === state)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
  return json({
    total: all.length,
    reports: all.slice((page - 1) * pageSize, page * pageSize).map((r) => serializeReport(r, ctx)),
  });
}

const reportParam = (ctx: RequestContext, id: string | undefined) => (ctx.state.reports ?? []).find((r) => r.id === id);

/** PATCH {reports: [{id, state}]}: 204, or 400 with an entry per report and `error` on the refused ones. */
function update(ctx: RequestContext): Reply {
  requireStaff(ctx, 'admin:write:reports');
  const body = ctx.body.json;
  const items = body && typeof body === 'object' && !Array.isArray(body) && Array.isArray(body.reports) ? body.reports : null;
  if (!items) return errorReply(400, 'Missing field: reports.');
  const result = items.map((item): JsonObject => {
    const fields = item && typeof item === 'object' && !Array.isArray(item) ? item : {};
    const id = typeof fields.id === 'string' || typeof fields.id === 'number' ? String(fields.id) : '';
    const report = reportParam(ctx, id);
    if (!report) return { id, error: 'Could not update state' } satisfies JsonObject;
    if (typeof fields.state !== 'string' || !STATES.includes(fields.state))
      return { id, error: 'Unsupported state' } satisfies JsonObject;
    report.state = fields.state;
    return { id };
  });
  return result.some((r) => 'error' in r) ? json(result, 400) : { status: 204, body: undefined };
}

function addNote(ctx: RequestContext): Reply {
  const user = requireStaff(ctx, 'admin:write:reports');
  const report = reportParam(ctx, ctx.params.id);
  const content = ctx.body.get('content')?.trim();
  // Pleroma answers a failed note with an empty 400.
  if (!report || !content) return { status: 400, body: Buffer.from('""'), contentType: 'application/json' };
  ctx.state.reportNoteSeq = (ctx.state.reportNoteSeq ?? 0) + 1;
  report.notes.push({ id: ctx.state.reportNoteSeq, userId: user.id, content, createdAt: Date.now() });
  return { status: 204, body: undefined };
}

function deleteNote(ctx: RequestContext): Reply {
  requireStaff(ctx, 'admin:write:reports');
  const report = reportParam(ctx, ctx.params.id);
  const at = report ? report.notes.findIndex((n) => String(n.id) === ctx.params.noteId) : -1;
  if (!report || at < 0) return { status: 400, body: Buffer.from('""'), contentType: 'application/json' };
  report.notes.splice(at, 1);
  return { status: 204, body: undefined };
}

/** PUT a post's sensitive flag or visibility (public, unlisted, private); answers with the post. */
function changeStatus(ctx: RequestContext): Reply {
  requireStaff(ctx, 'admin:write:statuses');
  const status = ctx.state.statuses.get(ctx.params.id);
  if (!status) return errorReply(404, 'Not found');
  const sensitive = ctx.body.get('sensitive');
  const visibility = ctx.body.get('visibility');
  if (visibility !== undefined && !VISIBILITIES.includes(visibility as Visibility))
    return errorReply(400, `visibility must be one of ${VISIBILITIES.join(', ')}`);
  if (sensitive !== undefined) status.sensitive = sensitive === 'true' || sensitive === '1';
  if (visibility !== undefined) status.visibility = visibility as Visibility;
  return json(serializeStatus(status, ctx.ser));
}

/** POST /__demo/report {reporter, account, status_ids?, comment?, state?}: a report filed as anyone (tests only). */
function fileForTests(ctx: RequestContext): Reply {
  const reporter = findAccountByAcct(ctx.state, ctx.body.get('reporter') ?? '');
  const account = findAccountByAcct(ctx.state, ctx.body.get('account') ?? '');
  if (!reporter || !account) return errorReply(404, "Can't find user");
  const reports = (ctx.state.reports ??= []);
  const report: DemoReport = {
    id: String(reports.length + 1),
    reporterId: reporter.id,
    accountId: account.id,
    statusIds: ctx.body.getAll('status_ids').filter((id) => ctx.state.statuses.get(id)?.accountId === account.id),
    comment: ctx.body.get('comment') ?? '',
    forward: false,
    createdAt: Date.now(),
    state: ctx.body.get('state') ?? 'open',
    notes: [],
  };
  reports.push(report);
  return json(serializeReport(report, ctx));
}

const BASE = '/api/v1/pleroma/admin/reports';

export const adminReportRoutes: Route[] = [
  { method: 'GET', pattern: BASE, handler: list },
  { method: 'PATCH', pattern: BASE, handler: update },
  { method: 'POST', pattern: `${BASE}/:id/notes`, handler: addNote },
  { method: 'DELETE', pattern: `${BASE}/:id/notes/:noteId`, handler: deleteNote },
  { method: 'PUT', pattern: '/api/v1/pleroma/admin/statuses/:id', handler: changeStatus },
  { method: 'POST', pattern: '/__demo/report', handler: fileForTests },
];
