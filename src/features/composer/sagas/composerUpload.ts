// Files of the composer (spec 001 §5 Files): count and size limits, then one upload each with progress.
import { eventChannel, END, type EventChannel } from 'redux-saga';
import { call, fork, put, race, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { ApiConfig } from '../../../api/client';
import { HttpError } from '../../../api/errors';
import { uploadMedia } from '../api/media';
import type { Attachment } from '../../../api/types/index';
import { selectComposerLimits } from '../composerSelectors';
import { selectApiConfig } from '../../../selectors/instance';
import { type ComposerFile, type ComposerKey } from '../composerSlice';
import { composerClosed, fileRemoved, filesAdded, fileUpdated } from '../composerIntents';
import type { UiMessage } from '../../../slices/ui';
import { forgetFile, getFile } from '../lib/composerFiles';
import { fileTooBigMessage } from '../../../utils/fileSize';
import { causeOf, selectComposerOf } from './composerShared';

type UploadEvent =
  { kind: 'progress'; fraction: number } | { kind: 'done'; attachment: Attachment } | { kind: 'failed'; error: unknown };

function uploadChannel(cfg: ApiConfig, file: Blob, name: string): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const upload = uploadMedia(cfg, file, name, { onProgress: (fraction) => emit({ kind: 'progress', fraction }) });
    upload.done.then(
      (attachment) => {
        emit({ kind: 'done', attachment });
        emit(END);
      },
      (error: unknown) => {
        emit({ kind: 'failed', error });
        emit(END);
      },
    );
    // Closing the channel (the file was removed, the composer closed) aborts the request.
    return () => upload.abort();
  });
}

/** Shown after upload.error.base by the form: file_too_big with both sizes, or default with the server's words. */
function uploadError(error: unknown, size: number, limit: number | null): UiMessage {
  if (error instanceof HttpError && error.status === 413) return fileTooBigMessage(size, limit ?? size);
  return { id: 'upload.error.default', cause: causeOf(error) };
}

const cancelsUpload = (key: ComposerKey, localId: string) => (action: Action) =>
  (fileRemoved.match(action) && action.payload.key === key && action.payload.localId === localId) ||
  (composerClosed.match(action) && action.payload.key === key);

function* uploadOne(key: ComposerKey, file: ComposerFile, limit: number | null) {
  const blob = getFile(file.localId);
  if (!blob) {
    yield* put(fileUpdated({ key, localId: file.localId, changes: { state: 'failed', error: { id: 'upload.error.default' } } }));
    return;
  }
  const cfg = yield* select(selectApiConfig);
  const channel = yield* call(uploadChannel, cfg, blob, file.name);
  try {
    for (;;) {
      const { event, cancelled } = yield* race({ event: take(channel), cancelled: take(cancelsUpload(key, file.localId)) });
      // The channel's END never arrives as an event: it ends the take, which then settles the race with no event.
      if (cancelled || !event) return;
      if (event.kind === 'progress') {
        yield* put(fileUpdated({ key, localId: file.localId, changes: { progress: event.fraction } }));
      } else if (event.kind === 'done') {
        const a = event.attachment;
        const changes: Partial<ComposerFile> = {
          state: 'uploaded',
          progress: 1,
          mediaId: a.id,
          previewUrl: a.preview_url || a.url || null,
          serverDescription: a.description ?? '',
          error: null,
        };
        yield* put(fileUpdated({ key, localId: file.localId, changes }));
        return;
      } else {
        yield* put(
          fileUpdated({
            key,
            localId: file.localId,
            changes: { state: 'failed', error: uploadError(event.error, file.size, limit) },
          }),
        );
        return;
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * filesAdded: the reducer already listed the files. Files past the instance's fileLimit are dropped; a file over
 * uploadlimit fails at once (file_too_big with both sizes); every other one uploads with progress.
 */
export function* uploadFiles(action: ReturnType<typeof filesAdded>) {
  const { key, files } = action.payload;
  const limits = yield* select(selectComposerLimits);
  const composer = yield* selectComposerOf(key);
  if (!composer) return;
  const all = composer.draft.files;
  for (const file of files) {
    const index = all.findIndex((f) => f.localId === file.localId);
    if (limits.fileLimit !== null && index >= limits.fileLimit) {
      forgetFile(file.localId);
      yield* put(fileRemoved({ key, localId: file.localId }));
    } else if (limits.uploadLimit !== null && file.size > limits.uploadLimit) {
      const error = fileTooBigMessage(file.size, limits.uploadLimit);
      yield* put(fileUpdated({ key, localId: file.localId, changes: { state: 'failed', progress: 0, error } }));
    } else {
      yield* put(fileUpdated({ key, localId: file.localId, changes: { state: 'uploading', progress: 0, error: null } }));
      yield* fork(uploadOne, key, file, limits.uploadLimit);
    }
  }
}
