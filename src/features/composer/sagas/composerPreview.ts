// The preview (spec 001 §4 Composer): the post's payload without media or poll, sent with preview=true,
// debounced 500 ms per composer; the answer is rendered by the real status card.
import { call, cancel, delay, fork, put, select } from 'typed-redux-saga';
import type { Task } from 'redux-saga';
import { postStatus } from '../api/composer';
import { normalizeStatus } from '../../../schemas/index';
import { selectComposerLimits } from '../composerSelectors';
import { selectApiConfig } from '../../../selectors/instance';
import { entitiesImported } from '../../../slices/entities/index';
import { previewSettled, type ComposerKey } from '../composerSlice';
import { type previewRequested } from '../composerIntents';
import { postParams } from '../lib/payload';
import { deleteDraft } from '../lib/drafts';
import { causeOf, selectComposerOf } from './composerShared';

export const PREVIEW_DEBOUNCE_MS = 500;

/** The previewed status is stored under its own id, so it never stands in for a real post. */
export const previewStatusId = (key: ComposerKey) => `preview:${key}`;

const pending = new Map<ComposerKey, Task>();

function* previewOnce(key: ComposerKey) {
  yield* delay(PREVIEW_DEBOUNCE_MS);
  const c = yield* selectComposerOf(key);
  if (!c || c.preview.state === 'hidden') return;
  if (c.draft.status.trim() === '' && c.draft.spoilerText.trim() === '') {
    yield* put(previewSettled({ key, preview: { state: 'empty' } }));
    return;
  }
  const cfg = yield* select(selectApiConfig);
  const limits = yield* select(selectComposerLimits);
  try {
    const params = postParams(
      c.draft,
      { mode: c.mode, targetId: c.targetId, replyToId: c.replyToId, pollLimits: limits.pollLimits },
      true,
    );
    const res = yield* call(postStatus, cfg, params);
    const statusId = previewStatusId(key);
    const normalized = normalizeStatus(res.data && typeof res.data === 'object' ? { ...res.data, id: statusId } : null);
    if (!normalized.result) throw new Error('the server answered without a status');
    yield* put(entitiesImported(normalized.entities));
    yield* put(previewSettled({ key, preview: { state: 'shown', statusId } }));
  } catch (error) {
    yield* put(previewSettled({ key, preview: { state: 'error', error: causeOf(error) } }));
  }
}

/** previewRequested: the draft is dropped from storage (spec), and the latest request per composer is sent. */
export function* requestPreview(action: ReturnType<typeof previewRequested>) {
  const { key } = action.payload;
  yield* call(deleteDraft, key);
  yield* cancelPreview(key);
  const task = yield* fork(previewOnce, key);
  pending.set(key, task);
}

/** The preview was hidden or the composer closed: a request still waiting is dropped. */
export function* cancelPreview(key: ComposerKey) {
  const task = pending.get(key);
  pending.delete(key);
  if (task?.isRunning()) yield* cancel(task);
}
