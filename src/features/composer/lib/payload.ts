// The form fields of POST /api/v1/statuses (spec 001 §3 Post payload, §7 Statuses) and PUT for an edit.
import type { Params } from '../../../api/client';
import type { PollLimits } from '../../../api/types/index';
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

/** Media ids of the files the server has, in the composer's order. */
export const uploadedMediaIds = (draft: ComposerDraft): string[] =>
  draft.files.flatMap((f) => (f.state === 'uploaded' && f.mediaId ? [f.mediaId] : []));

/** Blank text and no file: the server would refuse it (post_status.empty_status_error). */
export const isEmptyPost = (draft: ComposerDraft): boolean => draft.status.trim() === '' && uploadedMediaIds(draft).length === 0;

/** Poll fields as Mastodon reads them from a form: poll[options][], poll[expires_in], poll[multiple]. */
function pollParams(draft: ComposerDraft, limits: PollLimits | null | undefined): Params {
  const poll = pollToSend(draft.poll, limits);
  if (!poll) return {};
  return { 'poll[options]': poll.options, 'poll[expires_in]': poll.expiresIn, 'poll[multiple]': poll.multiple };
}

/** A new post (also a reply, quote or redraft). `preview` leaves out media and poll (spec: the preview's payload). */
export function postParams(draft: ComposerDraft, ctx: PayloadContext, preview = false): Params {
  const media = preview ? [] : uploadedMediaIds(draft);
  const inReplyTo = ctx.mode === 'reply' ? ctx.targetId : ctx.mode === 'redraft' ? (ctx.replyToId ?? null) : null;
  return {
    status: withTagSection(draft.status, draft.tags, draft.contentType),
    spoiler_text: draft.spoilerText || undefined,
    visibility: draft.visibility,
    sensitive: draft.nsfw,
    content_type: draft.contentType,
    language: draft.language || undefined,
    media_ids: media.length ? media : undefined,
    ...(preview ? {} : pollParams(draft, ctx.pollLimits)),
    in_reply_to_id: inReplyTo ?? undefined,
    quote_id: ctx.mode === 'quote' ? (ctx.targetId ?? undefined) : undefined,
    preview: preview ? true : undefined,
  };
}

/**
 * An edit (spec 001 §3 Edit payload: status, subject, sensitive, poll, media, content type). The subject and
 * media are always sent, so removing them removes them; visibility cannot change.
 */
export function editParams(draft: ComposerDraft, limits: PollLimits | null | undefined): Params {
  return {
    status: withTagSection(draft.status, draft.tags, draft.contentType),
    spoiler_text: draft.spoilerText,
    sensitive: draft.nsfw,
    content_type: draft.contentType,
    media_ids: uploadedMediaIds(draft),
    ...pollParams(draft, limits),
  };
}
