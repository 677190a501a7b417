// The body of POST /api/v1/statuses (spec 001 §3 Post payload, §7 Statuses) and of PUT for an edit, built once as
// the JSON document Mastodon's web client sends, and flattened to form fields only for servers that need them
// (capabilities.statusBodyEncoding; docs/architecture.md "The composer").
import type { Params } from '../../../api/client';
import type { PollLimits, StatusVisibility } from '../../../api/types/index';
import type { ComposerDraft, ComposerMode } from '../composerSlice';
import { pollToSend } from './poll';
import { withTagSection } from './tagSection';

export interface PayloadContext {
  mode: ComposerMode;
  /** the replied or quoted status */
  targetId: string | null;
  /** a redraft of a reply stays a reply */
  replyToId?: string | null;
  pollLimits: PollLimits | null | undefined;
}

/** How a status, an edit or a poll vote travels: a JSON document, or form fields (`key[]` for lists). */
export type BodyEncoding = 'json' | 'form';

/** Mastodon's poll object: `expires_in` in seconds. */
export interface PollBody {
  options: string[];
  expires_in: number;
  multiple: boolean;
}

/** The fields a post or an edit sends; absent (undefined) fields are not sent at all. */
export interface StatusBody {
  /** left out of a new post without text (files only): Hollo refuses an empty string, Mastodon's API makes it optional */
  status?: string;
  spoiler_text?: string;
  visibility?: StatusVisibility;
  sensitive: boolean;
  content_type?: string;
  language?: string;
  media_ids?: string[];
  poll?: PollBody;
  in_reply_to_id?: string;
  quote_id?: string;
  preview?: boolean;
}

/** Media ids of the files the server has, in the composer's order. */
export const uploadedMediaIds = (draft: ComposerDraft): string[] =>
  draft.files.flatMap((f) => (f.state === 'uploaded' && f.mediaId ? [f.mediaId] : []));

/** Blank text and no file: the server would refuse it (post_status.empty_status_error). */
export const isEmptyPost = (draft: ComposerDraft): boolean => draft.status.trim() === '' && uploadedMediaIds(draft).length === 0;

function pollBody(draft: ComposerDraft, limits: PollLimits | null | undefined): PollBody | undefined {
  const poll = pollToSend(draft.poll, limits);
  return poll ? { options: poll.options, expires_in: poll.expiresIn, multiple: poll.multiple } : undefined;
}

/** A new post (also a reply, quote or redraft). `preview` leaves out media and poll (spec: the preview's payload). */
export function postBody(draft: ComposerDraft, ctx: PayloadContext, preview = false): StatusBody {
  const media = preview ? [] : uploadedMediaIds(draft);
  const inReplyTo = ctx.mode === 'reply' ? ctx.targetId : ctx.mode === 'redraft' ? (ctx.replyToId ?? null) : null;
  return {
    status: withTagSection(draft.status, draft.tags, draft.contentType) || undefined,
    spoiler_text: draft.spoilerText || undefined,
    visibility: draft.visibility,
    sensitive: draft.nsfw,
    content_type: draft.contentType,
    language: draft.language || undefined,
    media_ids: media.length ? media : undefined,
    poll: preview ? undefined : pollBody(draft, ctx.pollLimits),
    in_reply_to_id: inReplyTo ?? undefined,
    quote_id: ctx.mode === 'quote' ? (ctx.targetId ?? undefined) : undefined,
    preview: preview ? true : undefined,
  };
}

export interface EditOptions {
  /**
   * A subject makes the post sensitive, as Mastodon does on its own: for servers that keep an edit's subject only
   * when `sensitive` is true (snac2 drops it otherwise).
   */
  subjectMarksSensitive?: boolean;
}

/**
 * An edit (spec 001 §3 Edit payload: status, subject, sensitive, poll, media, content type). The subject and
 * media are always sent, so removing them removes them; visibility cannot change.
 */
export function editBody(draft: ComposerDraft, limits: PollLimits | null | undefined, options: EditOptions = {}): StatusBody {
  const subject = draft.spoilerText;
  return {
    status: withTagSection(draft.status, draft.tags, draft.contentType),
    spoiler_text: subject,
    sensitive: draft.nsfw || (options.subjectMarksSensitive === true && subject.trim() !== ''),
    content_type: draft.contentType,
    media_ids: uploadedMediaIds(draft),
    poll: pollBody(draft, limits),
  };
}

/** The same body as form fields, as Mastodon reads them from a form: poll[options][], poll[expires_in], poll[multiple]. */
export function formFields(body: StatusBody): Params {
  const { poll, ...rest } = body;
  const fields: Params = { ...rest };
  if (poll) {
    fields['poll[options]'] = poll.options;
    fields['poll[expires_in]'] = poll.expires_in;
    fields['poll[multiple]'] = poll.multiple;
  }
  return fields;
}

/**
 * What the server left out of a post or edit it accepted: the poll, files, subject or the replied post the member
 * asked for (snac2 drops a JSON poll, and the files and reply of a post with a poll).
 */
export type MissingPart = 'poll' | 'media' | 'subject' | 'reply';

/**
 * Compares the answer (the raw status, before cleaning) with what was sent. Files are counted, never matched by id:
 * a server may give an attachment another id in the status than at upload (snac2).
 */
export function missingFromAnswer(sent: StatusBody, answer: unknown): MissingPart | null {
  const a = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  if (sent.poll && (a.poll == null || typeof a.poll !== 'object')) return 'poll';
  const files = Array.isArray(a.media_attachments) ? a.media_attachments.length : 0;
  if (sent.media_ids && files < sent.media_ids.length) return 'media';
  const subject = typeof a.spoiler_text === 'string' ? a.spoiler_text.trim() : '';
  if (sent.spoiler_text && sent.spoiler_text.trim() !== '' && subject === '') return 'subject';
  if (sent.in_reply_to_id && a.in_reply_to_id == null) return 'reply';
  return null;
}
