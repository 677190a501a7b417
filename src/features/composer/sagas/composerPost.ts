// Posting and editing (spec 001 §4 Composer, §5 Empty post, §8 Composer errors).
import { call, put, select } from 'typed-redux-saga';
import { BadResponseError, type ApiConfig } from '../../../api/client';
import { editStatus, postStatus } from '../api/composer';
import { updateMediaDescription } from '../api/media';
import { normalizeStatus, type StatusEntity } from '../../../schemas/index';
import { selectComposerLimits } from '../composerSelectors';
import { selectApiConfig } from '../../../selectors/instance';
import { modalClosed, postFailed, postSucceeded, type ComposerKey, type ComposerState } from '../composerSlice';
import { composerClosed, fileUpdated, postRequested } from '../composerIntents';
import { entitiesImported } from '../../../slices/entities/index';
import { statusPosted } from '../../../slices/timelines';
import type { RootState } from '../../../store/rootReducer';
import { editParams, isEmptyPost, postParams } from '../lib/payload';
import { pollError } from '../lib/poll';
import { timelinesOfPost } from '../lib/postTimelines';
import { forgetFile } from '../lib/composerFiles';
import { deleteDraft } from '../lib/drafts';
import { causeOf, selectComposerOf } from './composerShared';
import { selectComposerState } from '../composerSlice';

/** Composers with a post on its way: a second submit meanwhile does nothing. */
const posting = new Set<ComposerKey>();

/** Descriptions typed since the upload (or the last PUT) go to the server first; false when one failed. */
function* saveDescriptions(c: ComposerState, cfg: ApiConfig) {
  for (const file of c.draft.files) {
    if (file.state !== 'uploaded' || !file.mediaId || file.description === (file.serverDescription ?? '')) continue;
    try {
      yield* call(updateMediaDescription, cfg, file.mediaId, file.description);
    } catch (error) {
      yield* put(postFailed({ key: c.key, error: { id: 'post_status.media_description_error', cause: causeOf(error) } }));
      return false;
    }
    yield* put(fileUpdated({ key: c.key, localId: file.localId, changes: { serverDescription: file.description } }));
  }
  return true;
}

/** Where the composer goes after a success: inline and edit composers close, the modal closes, the form clears. */
function* finish(c: ComposerState) {
  for (const file of c.draft.files) forgetFile(file.localId);
  yield* call(deleteDraft, c.key);
  const modalKey = yield* select((s: RootState) => selectComposerState(s).modal?.key);
  if (c.mode === 'reply' || c.mode === 'quote' || c.mode === 'edit') yield* put(composerClosed({ key: c.key }));
  else if (modalKey === c.key) yield* put(modalClosed());
}

export function* post(action: ReturnType<typeof postRequested>) {
  const { key } = action.payload;
  if (posting.has(key)) return;
  const c = yield* selectComposerOf(key);
  if (!c) return;
  posting.add(key);
  try {
    const limits = yield* select(selectComposerLimits);
    if (isEmptyPost(c.draft)) {
      yield* put(postFailed({ key, error: { id: 'post_status.empty_status_error' } }));
      return;
    }
    const pollProblem = c.mode === 'edit' ? null : pollError(c.draft.poll, limits.pollLimits);
    if (pollProblem) {
      yield* put(postFailed({ key, error: { id: pollProblem } }));
      return;
    }
    const cfg = yield* select(selectApiConfig);
    if (!(yield* saveDescriptions(c, cfg))) return;

    let status: StatusEntity;
    try {
      const res =
        c.mode === 'edit' && c.targetId
          ? yield* call(editStatus, cfg, c.targetId, editParams(c.draft, limits.pollLimits))
          : yield* call(
              postStatus,
              cfg,
              postParams(c.draft, { mode: c.mode, targetId: c.targetId, replyToId: c.replyToId, pollLimits: limits.pollLimits }),
              c.idempotencyKey,
            );
      const body: unknown = res.data;
      // A 200 carrying {error} is a refusal too (spec 001 §8).
      if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
        yield* put(postFailed({ key, error: { id: 'errors.generic', text: body.error } }));
        return;
      }
      const normalized = normalizeStatus(body);
      const entity = normalized.result ? normalized.entities.statuses[normalized.result] : undefined;
      if (!entity) throw new BadResponseError('the server answered without a status');
      yield* put(entitiesImported(normalized.entities));
      status = entity;
    } catch (error) {
      // Nothing else changes: the text, the files and every timeline stay as they were.
      if (c.mode === 'edit') console.warn('[composer] edit failed:', error instanceof Error ? error.message : error);
      yield* put(postFailed({ key, error: causeOf(error) }));
      return;
    }

    if (c.mode !== 'edit') {
      const meId = yield* select((s: RootState) => s.auth.me);
      const keys = meId ? timelinesOfPost(status, meId) : ['friends'];
      yield* put(statusPosted({ id: status.id, keys, inReplyToId: status.in_reply_to_id }));
    }
    yield* put(postSucceeded({ key, statusId: status.id, at: Date.now() }));
    yield* finish(c);
  } finally {
    posting.delete(key);
  }
}
