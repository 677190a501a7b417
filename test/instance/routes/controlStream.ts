// Test-control calls for streaming (tests only, under /__demo/): delete, edit, react,
// favourite and repeat as any user (each streamed as a real server would), signal a
// filter change, drop or refuse sockets, list them, and flood the server with posts.
import { createRepeat, createStatus, findRepeat } from '../compose';
import { formatText } from '../format';
import { errorReply, HttpError, json, type Reply } from '../http';
import type { Account, DemoState, Status } from '../model';
import { addNotification, dropStatusNotifications } from '../notifications';
import type { RequestContext, Route } from '../router';
import { serializeStatus } from '../serialize/status';
import { findAccountByAcct, lookupFor } from '../store';
import type { Streaming } from '../streaming';

function numberField(ctx: RequestContext, name: string): number | null {
  const raw = ctx.body.get(name);
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new HttpError(422, `${name} must be a number`);
  return value;
}

function accountField(ctx: RequestContext): Account {
  const account = findAccountByAcct(ctx.state, ctx.body.get('username') ?? '');
  if (!account) throw new HttpError(404, "Can't find user");
  return account;
}

function statusField(ctx: RequestContext): Status {
  const status = ctx.state.statuses.get(ctx.body.get('id') ?? '');
  if (!status) throw new HttpError(404, 'Record not found');
  return status;
}

/** Interactions land on the original post, as when a client acts on a repeat. */
function originalOf(state: DemoState, status: Status): Status {
  return (status.reblogOfId && state.statuses.get(status.reblogOfId)) || status;
}

function remove(ctx: RequestContext, streaming: Streaming): Reply {
  const status = statusField(ctx);
  // Repeats go with the post, as on Mastodon and Pleroma.
  const gone = [...ctx.state.statuses.values()].filter((s) => s.reblogOfId === status.id);
  gone.push(status);
  for (const s of gone) streaming.statusDeleted(s);
  for (const s of gone) ctx.state.statuses.delete(s.id);
  for (const account of ctx.state.accounts.values()) {
    account.pinnedStatusIds = account.pinnedStatusIds.filter((id) => !gone.some((s) => s.id === id));
  }
  dropStatusNotifications(
    ctx.state,
    gone.map((s) => s.id),
  );
  return json({ deleted: gone.map((s) => s.id) });
}

function edit(ctx: RequestContext, streaming: Streaming): Reply {
  const status = statusField(ctx);
  if (status.reblogOfId) return errorReply(422, 'A repeat cannot be edited');
  const text = ctx.body.get('status');
  if (text === undefined) return errorReply(422, 'status is required');
  const formatted = formatText(text, lookupFor(ctx.state));
  Object.assign(status, {
    content: formatted.content,
    source: text,
    tags: formatted.tags,
    mentionIds: formatted.mentionIds,
    emojiShortcodes: formatted.emojiShortcodes,
    editedAt: Date.now(),
  });
  const spoiler = ctx.body.get('spoiler_text');
  if (spoiler !== undefined) status.spoilerText = spoiler;
  streaming.statusUpdated(status);
  // Mastodon tells those who repeated a post that it changed.
  for (const reblog of ctx.state.statuses.values()) {
    if (reblog.reblogOfId !== status.id) continue;
    const note = addNotification(ctx.state, {
      type: 'update',
      to: reblog.accountId,
      from: status.accountId,
      statusId: status.id,
    });
    if (note) streaming.notification(note);
  }
  const author = ctx.state.accounts.get(status.accountId) ?? null;
  return json(serializeStatus(status, { ...ctx.ser, viewer: author }));
}

function react(ctx: RequestContext, streaming: Streaming): Reply {
  const account = accountField(ctx);
  const status = originalOf(ctx.state, statusField(ctx));
  const name = (ctx.body.get('emoji') ?? '').replace(/^:|:$/g, '');
  if (!name) return errorReply(422, 'emoji is required');
  const custom = ctx.state.emojis.find((e) => e.shortcode === name);
  let reaction = status.reactions.find((r) => r.name === name);
  if (!reaction) {
    reaction = { name, path: custom?.path ?? null, accountIds: [] };
    status.reactions.push(reaction);
  }
  if (!reaction.accountIds.includes(account.id)) {
    reaction.accountIds.push(account.id);
    streaming.statusUpdated(status);
    const note = addNotification(ctx.state, {
      type: 'pleroma:emoji_reaction',
      to: status.accountId,
      from: account.id,
      statusId: status.id,
      emoji: name,
    });
    if (note) streaming.notification(note);
  }
  return json(serializeStatus(status, { ...ctx.ser, viewer: account }));
}

function favourite(ctx: RequestContext, streaming: Streaming): Reply {
  const account = accountField(ctx);
  const status = originalOf(ctx.state, statusField(ctx));
  if (!status.favouritedBy.has(account.id)) {
    status.favouritedBy.add(account.id);
    const note = addNotification(ctx.state, { type: 'favourite', to: status.accountId, from: account.id, statusId: status.id });
    if (note) streaming.notification(note);
  }
  return json(serializeStatus(status, { ...ctx.ser, viewer: account }));
}

function reblog(ctx: RequestContext, streaming: Streaming): Reply {
  const account = accountField(ctx);
  const original = originalOf(ctx.state, statusField(ctx));
  if (original.visibility === 'private' || original.visibility === 'direct') {
    return errorReply(422, 'This post cannot be repeated');
  }
  const existing = findRepeat(ctx.state, original, account);
  if (existing) return json(serializeStatus(existing, { ...ctx.ser, viewer: account }));
  const repeat = createRepeat(ctx.state, original, account);
  ctx.state.statuses.set(repeat.id, repeat);
  streaming.statusCreated(repeat);
  const note = addNotification(ctx.state, { type: 'reblog', to: original.accountId, from: account.id, statusId: original.id });
  if (note) streaming.notification(note);
  return json(serializeStatus(repeat, { ...ctx.ser, viewer: account }));
}

function drop(ctx: RequestContext, streaming: Streaming): Reply {
  const code = numberField(ctx, 'code') ?? 1006;
  const reason = ctx.body.get('reason') ?? '';
  // The codes a close frame may carry (RFC 6455 7.4), plus 1006 which means "cut without a close frame".
  const sendable = (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999);
  if (code !== 1006 && !sendable) return errorReply(422, `${code} is not a close code a server can send`);
  if (Buffer.byteLength(reason) > 123) return errorReply(422, 'reason is longer than 123 bytes');
  return json({ closed: streaming.drop(code, reason) });
}

/** POST /__demo/flood: `count` public posts at `perSecond`, stored and streamed, in the background. */
class Flood {
  private timer: ReturnType<typeof setInterval> | null = null;
  made = 0;
  count = 0;

  constructor(private readonly streaming: Streaming) {
    streaming.onClose(() => this.stop());
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** The state the flood writes into; a reset replaces the state and so ends the flood. */
  private state: DemoState | null = null;

  start(author: Account, count: number, perSecond: number, tag: string | null): void {
    this.stop();
    const state = this.streaming.state();
    this.state = state;
    const started = Date.now();
    this.made = 0;
    this.count = count;
    const suffix = tag ? ` #${tag}` : '';
    const tick = () => {
      if (!this.stillCurrent()) return;
      const due = Math.min(count, Math.floor(((Date.now() - started) * perSecond) / 1000) + 1);
      while (this.made < due) {
        this.made += 1;
        const status = createStatus(state, author, {
          text: `Flood post ${this.made} of ${count}${suffix}`,
          visibility: 'public',
        });
        this.streaming.statusCreated(status);
      }
      if (this.made >= count) this.stop();
    };
    this.timer = setInterval(tick, Math.max(10, Math.min(100, Math.floor(1000 / perSecond))));
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private stillCurrent(): boolean {
    if (this.streaming.state() !== this.state) this.stop();
    return this.running;
  }

  report() {
    return { running: this.stillCurrent(), made: this.made, count: this.count };
  }
}

function startFlood(ctx: RequestContext, flood: Flood): Reply {
  const count = numberField(ctx, 'count');
  if (count === null || !Number.isInteger(count) || count < 1 || count > 100_000) {
    return errorReply(422, 'count must be a whole number from 1 to 100000');
  }
  const perSecond = numberField(ctx, 'perSecond') ?? 50;
  if (perSecond <= 0 || perSecond > 1000) return errorReply(422, 'perSecond must be above 0 and at most 1000');
  const username = ctx.body.get('username') ?? 'robot';
  const author = findAccountByAcct(ctx.state, username);
  if (!author) return errorReply(404, "Can't find user");
  const tag = ctx.body.get('tag')?.replace(/^#/, '') ?? null;
  flood.start(author, count, perSecond, tag || null);
  return json(flood.report());
}

export function controlStreamRoutes(streaming: Streaming): Route[] {
  const flood = new Flood(streaming);
  return [
    { method: 'POST', pattern: '/__demo/delete', handler: (ctx) => remove(ctx, streaming) },
    { method: 'POST', pattern: '/__demo/edit', handler: (ctx) => edit(ctx, streaming) },
    { method: 'POST', pattern: '/__demo/react', handler: (ctx) => react(ctx, streaming) },
    { method: 'POST', pattern: '/__demo/favourite', handler: (ctx) => favourite(ctx, streaming) },
    { method: 'POST', pattern: '/__demo/reblog', handler: (ctx) => reblog(ctx, streaming) },
    {
      method: 'POST',
      pattern: '/__demo/filters_changed',
      handler: (ctx) => {
        streaming.filtersChanged(accountField(ctx).id);
        return json({ ok: true });
      },
    },
    { method: 'POST', pattern: '/__demo/socket/drop', handler: (ctx) => drop(ctx, streaming) },
    {
      method: 'POST',
      pattern: '/__demo/socket/refuse',
      handler: (ctx) => {
        const times = numberField(ctx, 'times') ?? 1;
        if (!Number.isInteger(times) || times < 0) return errorReply(422, 'times must be a whole number');
        streaming.refuse(times);
        return json({ ok: true });
      },
    },
    { method: 'GET', pattern: '/__demo/socket/clients', handler: () => json(streaming.clientsInfo()) },
    { method: 'POST', pattern: '/__demo/flood', handler: (ctx) => startFlood(ctx, flood) },
    { method: 'GET', pattern: '/__demo/flood', handler: () => json(flood.report()) },
    {
      method: 'DELETE',
      pattern: '/__demo/flood',
      handler: () => {
        flood.stop();
        return json(flood.report());
      },
    },
  ];
}
