// The composer's sagas, loaded with the "composer-sagas" chunk by the feature loader (features/composer/index.ts).
import { call } from 'typed-redux-saga';
import { type ComposerKey } from '../composerSlice';
import {
  composerChanged,
  composerClosed,
  fileRemoved,
  fileUpdated,
  filesAdded,
  postRequested,
  previewHidden,
  previewRequested,
} from '../composerIntents';
import { composerRequested } from '../index';
import { forgetFile } from '../lib/composerFiles';
import { saveDraft } from '../lib/drafts';
import { runFlows } from '../../../store/runFlows';
import { type Flow } from '../../../store/feature';
import { openComposer } from './composerOpen';
import { post } from './composerPost';
import { cancelPreview, requestPreview } from './composerPreview';
import { selectComposerOf } from './composerShared';
import { uploadFiles } from './composerUpload';

/** Every change is saved (spec: a draft is saved on every change; deleted when empty). */
function* save(key: ComposerKey) {
  const c = yield* selectComposerOf(key);
  if (c && c.phase !== 'posting') yield* call(saveDraft, key, c.draft, c.updatedAt || Date.now());
}

function* changed(action: ReturnType<typeof composerChanged>) {
  yield* save(action.payload.key);
}

/** Progress ticks are not worth a write; a finished upload or a new description is. */
function* fileChanged(action: ReturnType<typeof fileUpdated>) {
  const fields = Object.keys(action.payload.changes);
  if (fields.length === 1 && fields[0] === 'progress') return;
  yield* save(action.payload.key);
}

function* removed(action: ReturnType<typeof fileRemoved>) {
  forgetFile(action.payload.localId);
  yield* save(action.payload.key);
}

function* hidden(action: ReturnType<typeof previewHidden>) {
  yield* cancelPreview(action.payload.key);
}

function* closed(action: ReturnType<typeof composerClosed>) {
  yield* cancelPreview(action.payload.key);
}

export const composerFlows: Flow[] = [
  { type: composerRequested.type, mode: 'every', handler: openComposer },
  { type: composerChanged.type, mode: 'every', handler: changed },
  { type: fileUpdated.type, mode: 'every', handler: fileChanged },
  { type: fileRemoved.type, mode: 'every', handler: removed },
  { type: filesAdded.type, mode: 'every', handler: uploadFiles },
  { type: postRequested.type, mode: 'every', handler: post },
  { type: previewRequested.type, mode: 'every', handler: requestPreview },
  { type: previewHidden.type, mode: 'every', handler: hidden },
  { type: composerClosed.type, mode: 'every', handler: closed },
];

/** The same flows run eagerly (tests). */
export function* composerSaga() {
  yield* runFlows(composerFlows);
}
