// POST /__demo/raw-status (tests only): stores a status whose content, spoiler text, author name, card and
// poll options are exactly the given strings, unescaped, as a hostile or broken server could send them;
// `fields` is laid over the status as served (any field, nested objects merged: an account's avatar, files).
// The hostile-HTML browser test (test/e2e/hostile.spec.ts) drives the real card with it.
import { createStatus } from '../compose';
import { errorReply, json, type Reply } from '../http';
import type { Account, Card } from '../model';
import type { JsonObject } from '../serialize/context';
import type { RequestContext, Route } from '../router';
import { serializeStatus } from '../serialize/status';
import { findAccountByAcct } from '../store';

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

function cardFrom(raw: unknown): Card | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const c = raw as Record<string, unknown>;
  const type = text(c.type, 'link');
  return {
    url: text(c.url, 'https://example.com/'),
    title: text(c.title),
    description: text(c.description),
    type: type === 'photo' || type === 'video' || type === 'rich' ? type : 'link',
    image: typeof c.image === 'string' ? c.image : null,
    width: typeof c.width === 'number' ? c.width : 0,
    height: typeof c.height === 'number' ? c.height : 0,
    providerName: text(c.provider_name),
    providerUrl: text(c.provider_url),
    authorName: text(c.author_name),
    authorUrl: text(c.author_url),
    html: text(c.html),
    blurhash: null,
  };
}

/** A display name belongs to an account: a hostile name gets its own copy of the author, so posts do not share it. */
function authorNamed(ctx: RequestContext, author: Account, displayName: string): Account {
  const id = ctx.state.ids.now();
  const copy: Account = { ...author, id, username: `${author.username}_h${id.slice(-8)}`, displayName, pinnedStatusIds: [] };
  ctx.state.accounts.set(id, copy);
  return copy;
}

function rawStatus(ctx: RequestContext): Reply {
  const body = ctx.body.json;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return errorReply(422, 'a JSON body is required');
  const fields = body as Record<string, unknown>;
  const found = findAccountByAcct(ctx.state, text(fields.username));
  if (!found) return errorReply(404, "Can't find user");
  const content = text(fields.content);
  const author = typeof fields.display_name === 'string' ? authorNamed(ctx, found, fields.display_name) : found;
  const status = createStatus(ctx.state, author, { text: '', visibility: 'public', spoilerText: text(fields.spoiler_text) });
  // createStatus renders its text; the point here is the exact, unescaped HTML.
  status.content = content;
  status.source = content;
  status.card = cardFrom(fields.card);
  // Shortcodes anywhere in the strings (even inside tags) are declared, so the client's emoji pass runs on them.
  const strings = [content, status.spoilerText, author.displayName].join(' ');
  status.emojiShortcodes = ctx.state.emojis.map((e) => e.shortcode).filter((code) => strings.includes(`:${code}:`));
  const options = Array.isArray(fields.poll_options) ? fields.poll_options.map((o) => text(o)) : [];
  if (options.length > 0) {
    status.poll = {
      id: ctx.state.ids.now(),
      options: options.map((title) => ({ title, extraVotes: 0 })),
      multiple: false,
      expiresAt: Date.now() + 86_400_000,
      votes: new Map(),
      extraVoters: 0,
      emojis: [],
    };
  }
  // any other field of the answer, as a hostile server would send it (URLs of every kind, reactions, files)
  const raw = fields.fields;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) status.raw = raw as JsonObject;
  ctx.events.statusCreated(status);
  return json(serializeStatus(status, { ...ctx.ser, viewer: author }));
}

export const controlHostileRoutes: Route[] = [{ method: 'POST', pattern: '/__demo/raw-status', handler: rawStatus }];
