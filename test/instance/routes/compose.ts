// Posting through the API: POST /api/v1/statuses (form data, urlencoded or JSON; preview=true;
// the Idempotency-Key header per user) and PUT /api/v1/statuses/:id (an edit, with its history).
// New posts reach mentioned users and the streaming socket as /__demo/post's do.
import { createStatus, VISIBILITIES } from '../compose';
import { formatText } from '../format';
import { HttpError, json, type FormBody, type Reply } from '../http';
import type { Account, Attachment, DemoState, Poll, Status, Visibility } from '../model';
import { addNotification } from '../notifications';
import { requireUser, type RequestContext, type Route } from '../router';
import { LIMITS } from '../serialize/instance';
import { serializeStatus } from '../serialize/status';
import { lookupFor } from '../store';
import type { Streaming } from '../streaming';
import { canSee } from '../visibility';
import { ownUpload } from './media';
import { statusParam } from './statuses';

const truthy = (v: string | undefined) => v === 'true' || v === '1' || v === 'on';

const charCount = (text: string) => [...text].length;

/** The attachments named by media_ids[], the user's own uploads only (422 otherwise, as Mastodon). */
function attachmentsOf(ctx: RequestContext): Attachment[] {
  const ids = ctx.body.getAll('media_ids');
  if (ids.length > LIMITS.maxMediaAttachments)
    throw new HttpError(422, `Too many attachments (at most ${LIMITS.maxMediaAttachments})`);
  return ids.map((id) => {
    try {
      return { ...ownUpload(ctx, id).attachment };
    } catch {
      throw new HttpError(422, `Invalid media id: ${id}`);
    }
  });
}

/** poll[options][], poll[expires_in], poll[multiple] within the instance's poll limits; null without options. */
function pollOf(state: DemoState, body: FormBody): Poll | null {
  const options = body.getAll('poll[options]');
  if (options.length === 0) return null;
  const limits = LIMITS.poll;
  if (options.length < 2) throw new HttpError(422, 'Poll must contain at least 2 options');
  if (options.length > limits.max_options) throw new HttpError(422, `Poll can't contain more than ${limits.max_options} options`);
  if (options.some((o) => charCount(o) > limits.max_option_chars))
    throw new HttpError(422, `Poll options cannot be longer than ${limits.max_option_chars} characters each`);
  if (new Set(options).size !== options.length) throw new HttpError(422, 'Poll options must be unique');
  const expiresIn = Number(body.get('poll[expires_in]'));
  if (!Number.isFinite(expiresIn) || expiresIn < Math.max(limits.min_expiration, 1) || expiresIn > limits.max_expiration)
    throw new HttpError(422, 'Expiration date is out of range');
  return {
    id: state.ids.now('poll'),
    options: options.map((title) => ({ title, extraVotes: 0 })),
    multiple: truthy(body.get('poll[multiple]')),
    expiresAt: Date.now() + expiresIn * 1000,
    votes: new Map(),
    extraVoters: 0,
    emojis: [],
  };
}

function visibilityOf(body: FormBody, author: Account): Visibility {
  const asked = body.get('visibility');
  if (asked === undefined || asked === '') return author.defaultVisibility;
  if (!(VISIBILITIES as string[]).includes(asked)) throw new HttpError(422, `Invalid visibility: ${asked}`);
  return asked as Visibility;
}

function checkText(text: string, spoiler: string): void {
  if (charCount(text) + charCount(spoiler) > LIMITS.maxTootChars)
    throw new HttpError(422, 'The status is over the character limit');
}

const idempotencyOf = (ctx: RequestContext): string | null => {
  const raw = ctx.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key ? key : null;
};

const reply = (ctx: RequestContext, status: Status): Reply => json(serializeStatus(status, ctx.ser));

function post(ctx: RequestContext, streaming: Streaming): Reply {
  const user = requireUser(ctx);
  const body = ctx.body;
  const preview = truthy(body.get('preview'));
  const key = preview ? null : idempotencyOf(ctx);
  const keys = (ctx.state.idempotencyKeys ??= new Map());
  const earlier = key ? ctx.state.statuses.get(keys.get(`${user.id} ${key}`) ?? '') : undefined;
  // The same key twice is the same post (a retried submit), as Pleroma's idempotency plug answers.
  if (earlier) return reply(ctx, earlier);

  const text = body.get('status') ?? '';
  const spoilerText = body.get('spoiler_text') ?? '';
  const attachments = attachmentsOf(ctx);
  const poll = pollOf(ctx.state, body);
  if (text.trim() === '' && attachments.length === 0 && !poll)
    throw new HttpError(422, 'Cannot post an empty status without attachments');
  checkText(text, spoilerText);
  const inReplyToId = body.get('in_reply_to_id') || null;
  const parent = inReplyToId ? ctx.state.statuses.get(inReplyToId) : undefined;
  if (inReplyToId && (!parent || !canSee(ctx.state, parent, user)))
    throw new HttpError(422, 'Could not find the status you are replying to');
  const quoteId = body.get('quote_id') || null;
  const quoted = quoteId ? ctx.state.statuses.get(quoteId) : undefined;
  if (quoteId && (!quoted || !canSee(ctx.state, quoted, user)))
    throw new HttpError(422, 'Could not find the status you are quoting');

  const status = createStatus(ctx.state, user, {
    text,
    visibility: visibilityOf(body, user),
    spoilerText,
    sensitive: truthy(body.get('sensitive')) || undefined,
    inReplyToId,
    quoteId,
    language: body.get('language') || null,
  });
  status.attachments = attachments;
  status.poll = poll;
  if (preview) {
    // Rendered like a post, never stored: nothing is notified or streamed.
    ctx.state.statuses.delete(status.id);
    const out = serializeStatus(status, ctx.ser);
    return json(out);
  }
  if (key) keys.set(`${user.id} ${key}`, status.id);
  streaming.statusCreated(status);
  return reply(ctx, status);
}

/** An edit by the author: the previous version goes to the history, edited_at is set, followers' streams hear it. */
function edit(ctx: RequestContext, streaming: Streaming): Reply {
  const user = requireUser(ctx);
  const status = statusParam(ctx);
  if (status.accountId !== user.id) throw new HttpError(403, 'This action is not allowed');
  if (status.reblogOfId) throw new HttpError(422, 'A repeat cannot be edited');
  const body = ctx.body;
  const text = body.get('status') ?? status.source;
  const spoilerText = body.get('spoiler_text') ?? status.spoilerText;
  const attachments = attachmentsOf(ctx);
  if (text.trim() === '' && attachments.length === 0 && !status.poll)
    throw new HttpError(422, 'Cannot post an empty status without attachments');
  checkText(text, spoilerText);
  // An unchanged poll keeps its votes; different options make a new one.
  const asked = body.getAll('poll[options]');
  const samePoll = status.poll && asked.length > 0 && asked.join('\n') === status.poll.options.map((o) => o.title).join('\n');
  const poll = asked.length === 0 || samePoll ? status.poll : pollOf(ctx.state, body);

  status.history = [
    ...(status.history ?? []),
    {
      content: status.content,
      spoilerText: status.spoilerText,
      sensitive: status.sensitive,
      createdAt: status.editedAt ?? status.createdAt,
    },
  ];
  const formatted = formatText(text, lookupFor(ctx.state));
  Object.assign(status, {
    content: formatted.content,
    source: text,
    tags: formatted.tags,
    mentionIds: formatted.mentionIds,
    emojiShortcodes: formatted.emojiShortcodes,
    spoilerText,
    sensitive: body.has('sensitive') ? truthy(body.get('sensitive')) : status.sensitive,
    attachments,
    poll,
    language: body.get('language') || status.language,
    editedAt: Date.now(),
  });
  streaming.statusUpdated(status);
  // Mastodon tells those who repeated a post that it changed.
  for (const other of ctx.state.statuses.values()) {
    if (other.reblogOfId !== status.id) continue;
    const note = addNotification(ctx.state, { type: 'update', to: other.accountId, from: user.id, statusId: status.id });
    if (note) streaming.notification(note);
  }
  return reply(ctx, status);
}

export function composeRoutes(streaming: Streaming): Route[] {
  return [
    { method: 'POST', pattern: '/api/v1/statuses', handler: (ctx) => post(ctx, streaming) },
    { method: 'PUT', pattern: '/api/v1/statuses/:id', handler: (ctx) => edit(ctx, streaming) },
  ];
}
