// The test-control API under /__demo/ (tests only): inject failures, reset the
// state to the seed, and create posts as any user (which also streams them).
import { errorReply, HttpError, json, type Reply } from '../http';
import { createStatus, VISIBILITIES } from '../compose';
import type { Faults } from '../faults';
import type { Visibility } from '../model';
import type { RequestContext, Route } from '../router';
import { serializeStatus } from '../serialize/status';
import { findAccountByAcct } from '../store';

function numberField(ctx: RequestContext, name: string): number | null {
  const raw = ctx.body.get(name);
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new HttpError(422, `${name} must be a number`);
  return value;
}

function headersField(ctx: RequestContext): Record<string, string> {
  const raw = ctx.body.json;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const headers = raw.headers;
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
    }
  }
  return {};
}

function addFault(ctx: RequestContext, faults: Faults): Reply {
  const path = ctx.body.get('path');
  if (!path) return errorReply(422, 'path is required');
  const status = numberField(ctx, 'status');
  const delayMs = numberField(ctx, 'delayMs') ?? numberField(ctx, 'delay') ?? 0;
  if (status === null && delayMs === 0) return errorReply(422, 'status or delayMs is required');
  faults.add({
    path,
    method: ctx.body.get('method')?.toUpperCase() ?? null,
    query: ctx.body.get('query') ?? null,
    status,
    body: ctx.body.get('body') ?? null,
    contentType: ctx.body.get('contentType') ?? null,
    headers: headersField(ctx),
    times: numberField(ctx, 'times') ?? 1,
    delayMs,
  });
  return json({ ok: true });
}

function post(ctx: RequestContext): Reply {
  const author = findAccountByAcct(ctx.state, ctx.body.get('username') ?? '');
  if (!author) return errorReply(404, "Can't find user");
  const visibility = (ctx.body.get('visibility') ?? 'public') as Visibility;
  if (!VISIBILITIES.includes(visibility)) return errorReply(422, 'Invalid visibility');
  const status = createStatus(ctx.state, author, {
    text: ctx.body.get('status') ?? '',
    visibility,
    spoilerText: ctx.body.get('spoiler_text'),
    inReplyToId: ctx.body.get('in_reply_to_id') ?? null,
    quoteId: ctx.body.get('quote_id') ?? null,
  });
  ctx.events.statusCreated(status);
  return json(serializeStatus(status, { ...ctx.ser, viewer: author }));
}

export function controlRoutes(faults: Faults): Route[] {
  return [
    { method: 'POST', pattern: '/__demo/fail', handler: (ctx) => addFault(ctx, faults) },
    { method: 'DELETE', pattern: '/__demo/fail', handler: () => (faults.clear(), json({ ok: true })) },
    {
      method: 'POST',
      pattern: '/__demo/reset',
      handler: (ctx) => {
        faults.clear();
        ctx.resetState();
        return json({ ok: true });
      },
    },
    { method: 'POST', pattern: '/__demo/post', handler: post },
  ];
}
