// The preview (spec 001 §4 Composer): the post's payload without media or poll, debounced 500 ms per composer and
// rendered by the real status card. Only servers known to answer preview=true without publishing (Pleroma/Akkoma,
// capabilities.statusPreview) are asked; elsewhere the draft is rendered here, because snac2 and Hollo ignore the
// flag and publish: a preview must never be able to publish.
import { call, cancel, delay, fork, put, select } from 'typed-redux-saga';
import type { Task } from 'redux-saga';
import { postStatus } from '../api/composer';
import { normalizeStatus } from '../../../schemas/index';
import { selectComposerLimits } from '../composerSelectors';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import { entitiesImported } from '../../../slices/entities/index';
import { previewSettled, type ComposerKey } from '../composerSlice';
import { type previewRequested } from '../composerIntents';
import type { RootState } from '../../../store/rootReducer';
import { postBody, type StatusBody } from '../lib/payload';
import { localPreviewStatus } from '../lib/localPreview';
import { deleteDraft } from '../lib/drafts';
import { causeOf, selectComposerOf } from './composerShared';

export const PREVIEW_DEBOUNCE_MS = 500;

/** The previewed status is stored under its own id, so it never stands in for a real post. */
export const previewStatusId = (key: ComposerKey) => `preview:${key}`;

const pending = new Map<ComposerKey, Task>();

/** The server's rendering: only where preview=true is known to publish nothing. */
function* serverPreview(statusId: string, body: StatusBody) {
  const cfg = yield* select(selectApiConfig);
  const { statusBodyEncoding } = yield* select(selectCapabilities);
  const res = yield* call(postStatus, cfg, body, statusBodyEncoding);
  const normalized = normalizeStatus(res.data && typeof res.data === 'object' ? { ...res.data, id: statusId } : null);
  if (!normalized.result) throw new Error('the server answered without a status');
  yield* put(entitiesImported(normalized.entities));
}

/** Our rendering, by the member's own account (already in the store, so only the status is imported). */
function* localPreview(statusId: string, body: StatusBody) {
  const me = yield* select((s: RootState) => (s.auth.me ? s.entities.accounts.entities[s.auth.me] : undefined));
  const normalized = normalizeStatus(localPreviewStatus(statusId, body, me ?? null, Date.now()));
  if (!normalized.result) throw new Error('the draft could not be rendered');
  yield* put(entitiesImported(me ? { statuses: normalized.entities.statuses } : normalized.entities));
}

function* previewOnce(key: ComposerKey) {
  yield* delay(PREVIEW_DEBOUNCE_MS);
  const c = yield* selectComposerOf(key);
  if (!c || c.preview.state === 'hidden') return;
  if (c.draft.status.trim() === '' && c.draft.spoilerText.trim() === '') {
    yield* put(previewSettled({ key, preview: { state: 'empty' } }));
    return;
  }
  const limits = yield* select(selectComposerLimits);
  const { statusPreview } = yield* select(selectCapabilities);
  try {
    const body = postBody(
      c.draft,
      { mode: c.mode, targetId: c.targetId, replyToId: c.replyToId, pollLimits: limits.pollLimits },
      true,
    );
    const statusId = previewStatusId(key);
    if (statusPreview) yield* serverPreview(statusId, body);
    else yield* localPreview(statusId, body);
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
