// Opening a composer (composerRequested): new post, reply, quote, edit, redraft (spec 001 §2, §4 Composer).
import { call, put, select } from 'typed-redux-saga';
import { fetchStatusSource, type StatusSource } from '../api/composer';
import { deleteStatus } from '../../interactions/api/statusActions';
import type { Status } from '../../../api/types/index';
import { detectLanguage } from '../../../i18n/languages';
import type { AccountEntity } from '../../../schemas/index';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import type { Capabilities } from '../../../capabilities';
import { selectSettings } from '../../../selectors/settings';
import { selectComposerLimits, type ComposerLimits } from '../composerSelectors';
import type { Settings } from '../../../settings/defaults';
import {
  composerReady,
  emptyDraft,
  inlineComposerToggled,
  modalOpened,
  type ComposerDraft,
  type ComposerKey,
  type ComposerMode,
  type ComposerState,
} from '../composerSlice';
import { statusActionFailed } from '../../interactions/statusActionsSlice';
import { type ComposerRequest, type composerRequested } from '../index';
import { statusRemoved } from '../../../slices/timelines';
import { uncountDeletedReply } from '../../../sagas/replyCounts';
import type { RootState } from '../../../store/rootReducer';
import { defaultContentType, defaultPostLanguage } from '../lib/defaults';
import { filesOfStatus, htmlToText, pollOfStatus } from '../lib/fromStatus';
import { replyMentions, replySubject } from '../lib/prefill';
import { narrowScope } from '../lib/scopes';
import { fromStoredDraft, isDraftEmpty, loadDraft } from '../lib/drafts';
import { causeOf, selectComposerOf } from './composerShared';
import { selectComposerState } from '../composerSlice';

interface OpenContext {
  settings: Settings;
  limits: ComposerLimits;
  me: AccountEntity | null;
  /** how an attachment of the status is named again in media_ids */
  attachmentUploadId: Capabilities['attachmentUploadId'];
}

function* openContext() {
  const settings = yield* select(selectSettings);
  const limits = yield* select(selectComposerLimits);
  const me = yield* select((s: RootState) => (s.auth.me ? (s.entities.accounts.entities[s.auth.me] ?? null) : null));
  const { attachmentUploadId } = yield* select(selectCapabilities);
  return { settings, limits, me, attachmentUploadId } satisfies OpenContext;
}

const browserLocale = (): string =>
  typeof document === 'undefined'
    ? 'en'
    : detectLanguage(document.cookie, typeof navigator === 'undefined' ? [] : navigator.languages);

/** The user's defaults: scope from the account's default_scope, the settings' content type and language. */
function baseDraft({ settings, limits, me }: OpenContext): ComposerDraft {
  const visibility = me?.source?.privacy || 'public';
  const language = defaultPostLanguage(settings.postLanguage, settings.interfaceLanguage || browserLocale());
  const draft = emptyDraft(visibility, language, defaultContentType(settings.postContentType, limits.postFormats));
  return { ...draft, nsfw: settings.sensitiveByDefault, subjectVisible: settings.alwaysShowSubjectInput };
}

/** A stored draft for the key wins over the prefill: reopening a composer brings back what was being written. */
function* restored(key: ComposerKey, prefilled: ComposerDraft) {
  const stored = yield* call(loadDraft, key);
  return stored ? fromStoredDraft(stored, prefilled) : prefilled;
}

function composer(key: ComposerKey, mode: ComposerMode, targetId: string | null, draft: ComposerDraft): ComposerState {
  const at = Date.now();
  return {
    key,
    mode,
    targetId,
    draft,
    phase: 'idle',
    error: null,
    idempotencyKey: String(at),
    preview: { state: 'hidden' },
    updatedAt: at,
  };
}

function* statusOf(id: string) {
  const status = yield* select((s: RootState) => s.entities.statuses.entities[id]);
  return status ?? null;
}

function* accountOf(id: string) {
  const account = yield* select((s: RootState) => s.entities.accounts.entities[id]);
  return account ?? null;
}

function* pollOf(id: string | null) {
  if (!id) return undefined;
  const poll = yield* select((s: RootState) => s.entities.polls.entities[id]);
  return poll;
}

/** A new post in the modal (or in place: the panel form); Mention on a user card addresses it, ?message= prefills it. */
function* openNew(request: Extract<ComposerRequest, { mode: 'new' }>) {
  const key = 'status';
  const found = yield* selectComposerOf(key);
  // A redraft left unposted stays one; once posted (its draft emptied) the modal writes new posts again.
  const existing = found?.mode === 'redraft' && isDraftEmpty(found.draft) ? null : found;
  if (!existing || request.mentionAccountId || request.message !== undefined) {
    const ctx = yield* openContext();
    let draft = existing?.draft ?? (yield* call(restored, key, baseDraft(ctx)));
    if (request.message !== undefined) draft = { ...draft, status: request.message };
    if (request.mentionAccountId) {
      const account = yield* accountOf(request.mentionAccountId);
      const mention = account ? `@${account.acct}` : null;
      if (mention && !draft.status.split(/\s+/).includes(mention)) draft = { ...draft, status: `${mention} ${draft.status}` };
    }
    yield* put(composerReady(existing ? { ...existing, draft } : composer(key, 'new', null, draft)));
  }
  if (!request.inPlace) yield* put(modalOpened({ key }));
}

/** Reply and quote open inline under the card, by toggle; a reply starts with its mentions, subject and narrowed scope. */
function* openInline(mode: 'reply' | 'quote', statusId: string) {
  const key: ComposerKey = `${mode}:${statusId}`;
  const open = yield* select((s: RootState) => selectComposerState(s).inline[statusId]);
  const existing = yield* selectComposerOf(key);
  if (open !== mode && !existing) {
    const ctx = yield* openContext();
    let draft = baseDraft(ctx);
    const target = yield* statusOf(statusId);
    if (target && mode === 'reply') {
      const author = yield* accountOf(target.account);
      const subject = replySubject(target.spoiler_text, ctx.settings.subjectLineBehavior);
      draft = {
        ...draft,
        status: replyMentions({ author: author?.acct ?? '', mentions: target.mentions }, ctx.me?.acct ?? null),
        spoilerText: subject,
        subjectVisible: draft.subjectVisible || subject !== '',
        nsfw: draft.nsfw || (ctx.settings.sensitiveIfSubject && subject !== ''),
        visibility: narrowScope(draft.visibility, target.visibility),
      };
    }
    const withStored = yield* call(restored, key, draft);
    yield* put(composerReady(composer(key, mode, statusId, withStored)));
  }
  yield* put(inlineComposerToggled({ statusId, mode }));
}

/** Edit: the text as typed comes from /source; poll and visibility stay as they are (locked in the modal). */
function* openEdit(statusId: string) {
  const key: ComposerKey = `edit:${statusId}`;
  const cfg = yield* select(selectApiConfig);
  const status = yield* statusOf(statusId);
  let source: StatusSource;
  try {
    const res = yield* call(fetchStatusSource, cfg, statusId);
    source = res.data;
    if (!source || typeof source !== 'object') throw new Error('no source');
  } catch (error) {
    yield* put(statusActionFailed({ statusId, error: { id: 'post_status.source_error', cause: causeOf(error) } }));
    return;
  }
  const ctx = yield* openContext();
  const base = baseDraft(ctx);
  const poll = yield* pollOf(status?.poll ?? null);
  const contentType = source.content_type || status?.pleroma?.content_type || base.contentType;
  const spoilerText = source.spoiler_text ?? status?.spoiler_text ?? '';
  const draft: ComposerDraft = {
    ...base,
    status: source.text ?? '',
    spoilerText,
    subjectVisible: base.subjectVisible || spoilerText !== '',
    nsfw: status?.sensitive ?? false,
    files: status ? filesOfStatus(status, ctx.attachmentUploadId) : [],
    poll: status ? pollOfStatus(status, poll) : null,
    visibility: status?.visibility ?? base.visibility,
    language: status?.language || base.language,
    contentType: ctx.limits.postFormats.includes(contentType) ? contentType : base.contentType,
  };
  yield* put(composerReady(composer(key, 'edit', statusId, draft)));
  yield* put(modalOpened({ key }));
}

/** Redraft: the status is deleted, then the new-post composer opens with its text, subject, media and poll. */
function* openRedraft(statusId: string) {
  const cfg = yield* select(selectApiConfig);
  const status = yield* statusOf(statusId);
  let deleted: Status | null = null;
  try {
    const res = yield* call(deleteStatus, cfg, statusId);
    deleted = res.data && typeof res.data === 'object' ? res.data : null;
  } catch (error) {
    yield* put(statusActionFailed({ statusId, error: { id: 'status_actions.error.delete', cause: causeOf(error) } }));
    return;
  }
  yield* uncountDeletedReply(statusId, deleted);
  yield* put(statusRemoved({ id: statusId }));
  const ctx = yield* openContext();
  const base = baseDraft(ctx);
  const poll = yield* pollOf(status?.poll ?? null);
  // Pleroma answers a deletion with the source text; otherwise the rendered text is the best there is.
  const text = deleted?.text ?? status?.text ?? htmlToText(status?.content ?? deleted?.content ?? '');
  const spoilerText = status?.spoiler_text ?? deleted?.spoiler_text ?? '';
  const contentType = status?.pleroma?.content_type ?? base.contentType;
  const draft: ComposerDraft = {
    ...base,
    status: text,
    spoilerText,
    subjectVisible: base.subjectVisible || spoilerText !== '',
    nsfw: status?.sensitive ?? base.nsfw,
    files: status ? filesOfStatus(status, ctx.attachmentUploadId) : [],
    poll: status ? pollOfStatus(status, poll) : null,
    visibility: status?.visibility ?? base.visibility,
    language: status?.language || base.language,
    contentType: ctx.limits.postFormats.includes(contentType) ? contentType : base.contentType,
  };
  yield* put(composerReady({ ...composer('status', 'redraft', null, draft), replyToId: status?.in_reply_to_id ?? null }));
  yield* put(modalOpened({ key: 'status' }));
}

export function* openComposer(action: ReturnType<typeof composerRequested>) {
  const request = action.payload;
  switch (request.mode) {
    case 'new':
      yield* openNew(request);
      break;
    case 'reply':
    case 'quote':
      yield* openInline(request.mode, request.statusId);
      break;
    case 'edit':
      yield* openEdit(request.statusId);
      break;
    case 'redraft':
      yield* openRedraft(request.statusId);
      break;
  }
}
