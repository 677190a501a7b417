// Posting and editing (spec 001 §4 Composer, §5 Empty post, §8 Composer errors).
import { call, put, select } from 'typed-redux-saga';
import { BadResponseError, type ApiConfig } from '../../../api/client';
import { editStatus, postStatus } from '../api/composer';
import { updateMediaDescription } from '../api/media';
import { deleteStatus } from '../../interactions/api/statusActions';
import { normalizeStatus, type NormalizedEntities, type StatusEntity } from '../../../schemas/index';
import { selectComposerLimits } from '../composerSelectors';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import { modalClosed, postFailed, postSucceeded, type ComposerKey, type ComposerState } from '../composerSlice';
import { composerClosed, fileUpdated, postRequested } from '../composerIntents';
import { entitiesImported } from '../../../slices/entities/index';
import { statusPosted } from '../../../slices/timelines';
import type { RootState } from '../../../store/rootReducer';
import { editBody, isEmptyPost, missingFromAnswer, postBody, type MissingPart, type StatusBody } from '../lib/payload';
import { pollError } from '../lib/poll';
import { timelinesOfPost } from '../lib/postTimelines';
import { forgetFile } from '../lib/composerFiles';
import { deleteDraft } from '../lib/drafts';
import { causeOf, selectComposerOf } from './composerShared';
import { countReply } from '../../../sagas/replyCounts';
import { alsoUnder } from '../../../sagas/renewedIds';
import { selectComposerState } from '../composerSlice';

/** Composers with a post on its way: a second submit meanwhile does nothing. */
const posting = new Set<ComposerKey>();

/** Descriptions typed since the upload (or the last PUT) go to the server first; false when one failed. */
function* saveDescriptions(c: ComposerState, cfg: ApiConfig) {
  const { statusBodyEncoding } = yield* select(selectCapabilities);
  for (const file of c.draft.files) {
    if (file.state !== 'uploaded' || !file.mediaId || file.description === (file.serverDescription ?? '')) continue;
    try {
      yield* call(updateMediaDescription, cfg, file.mediaId, file.description, statusBodyEncoding);
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

/**
 * The server published the post without something the member asked for (a poll, files, a subject, the replied
 * post). It is taken back, and the draft stays for another try; when it cannot be deleted, it is shown like any
 * post of the member's, so they can see it and delete it.
 */
function* takeBack(c: ComposerState, cfg: ApiConfig, status: StatusEntity, entities: NormalizedEntities, missing: MissingPart) {
  let deleted = true;
  try {
    yield* call(deleteStatus, cfg, status.id);
  } catch (error) {
    console.warn('[composer] could not delete an incomplete post:', error instanceof Error ? error.message : error);
    deleted = false;
  }
  if (!deleted) {
    yield* put(entitiesImported(entities));
    const meId = yield* select((s: RootState) => s.auth.me);
    yield* put(
      statusPosted({
        id: status.id,
        keys: meId ? timelinesOfPost(status, meId) : ['friends'],
        inReplyToId: status.in_reply_to_id,
      }),
    );
  }
  yield* put(
    postFailed({
      key: c.key,
      error: { id: deleted ? 'post_status.missing_deleted' : 'post_status.missing_kept', values: { part: missing } },
      renewKeyAt: Date.now(),
    }),
  );
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
    const capabilities = yield* select(selectCapabilities);
    if (!(yield* saveDescriptions(c, cfg))) return;

    const editing = c.mode === 'edit' && c.targetId ? c.targetId : null;
    let sent: StatusBody;
    let status: StatusEntity;
    let entities: NormalizedEntities;
    let missing: MissingPart | null;
    try {
      sent = editing
        ? editBody(c.draft, limits.pollLimits, { subjectMarksSensitive: capabilities.software === 'snac' })
        : postBody(c.draft, { mode: c.mode, targetId: c.targetId, replyToId: c.replyToId, pollLimits: limits.pollLimits });
      const res = editing
        ? yield* call(editStatus, cfg, editing, sent, capabilities.statusBodyEncoding)
        : yield* call(postStatus, cfg, sent, capabilities.statusBodyEncoding, c.idempotencyKey);
      const body: unknown = res.data;
      // A 200 carrying {error} is a refusal too (spec 001 §8).
      if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
        yield* put(postFailed({ key, error: { id: 'errors.generic', text: body.error } }));
        return;
      }
      const normalized = normalizeStatus(body);
      const entity = normalized.result ? normalized.entities.statuses[normalized.result] : undefined;
      if (!entity) throw new BadResponseError('the server answered without a status');
      status = entity;
      // the edited row shows the answer even under another id (snac2 after a form PUT)
      entities = editing ? alsoUnder(normalized.entities, entity.id, editing) : normalized.entities;
      missing = missingFromAnswer(sent, body);
    } catch (error) {
      // Nothing else changes: the text, the files and every timeline stay as they were.
      if (c.mode === 'edit') console.warn('[composer] edit failed:', error instanceof Error ? error.message : error);
      yield* put(postFailed({ key, error: causeOf(error) }));
      return;
    }

    if (editing) {
      // An edit cannot be taken back: the server's version shows, and the editor stays open saying what is missing.
      yield* put(entitiesImported(entities));
      if (missing) {
        yield* put(postFailed({ key, error: { id: 'post_status.edit_missing', values: { part: missing } } }));
        return;
      }
    } else {
      if (missing) {
        yield* takeBack(c, cfg, status, entities, missing);
        return;
      }
      yield* put(entitiesImported(entities));
      const meId = yield* select((s: RootState) => s.auth.me);
      const keys = meId ? timelinesOfPost(status, meId) : ['friends'];
      yield* put(statusPosted({ id: status.id, keys, inReplyToId: status.in_reply_to_id }));
      // a reply, or a redraft of one (its deletion counted one less)
      if (status.in_reply_to_id) yield* countReply(status.in_reply_to_id, 1);
    }
    yield* put(postSucceeded({ key, statusId: status.id, at: Date.now() }));
    yield* finish(c);
  } finally {
    posting.delete(key);
  }
}
