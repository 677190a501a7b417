// The composer's intents: what the rest of the app dispatches to open, change or post a composer. Small
// and in the first bundle; the slice (composerSlice.ts) and the sagas come with the composer's chunks.
import { createAction } from '@reduxjs/toolkit';
import type { ComposerDraft, ComposerFile, ComposerKey } from './composerSlice';

/**
 * Every way to open a composer: reply or quote (inline under the card), edit or redraft of a status,
 * or a new post (the post-status modal), optionally addressed to an account (Mention on a user card)
 * or prefilled (?message=).
 */
export type ComposerRequest =
  | { mode: 'reply' | 'quote' | 'edit' | 'redraft'; statusId: string }
  | {
      mode: 'new';
      mentionAccountId?: string;
      message?: string;
      /** build the 'status' composer without opening the modal (the user panel's own form) */
      inPlace?: boolean;
    };
export const composerRequested = createAction<ComposerRequest>('composer/composerRequested');
export const composerChanged = createAction<{ key: ComposerKey; changes: Partial<ComposerDraft>; at: number }>(
  'composer/composerChanged',
);
export const composerClosed = createAction<{ key: ComposerKey }>('composer/composerClosed');
/**
 * Files were picked, pasted or dropped (the File objects are in the registry under localId). The composer sagas drop
 * files past the instance's fileLimit, fails those over uploadlimit, and uploads the rest, reporting through
 * fileUpdated (progress, state, mediaId, previewUrl, serverDescription). A failed file's `error` is the code's message
 * (upload.error.file_too_big with both sizes, or upload.error.default with the server's words as cause), to show after
 * upload.error.base. fileRemoved or composerClosed aborts an upload in flight.
 */
export const filesAdded = createAction<{ key: ComposerKey; files: ComposerFile[] }>('composer/filesAdded');
export const fileUpdated = createAction<{ key: ComposerKey; localId: string; changes: Partial<ComposerFile> }>(
  'composer/fileUpdated',
);
export const fileRemoved = createAction<{ key: ComposerKey; localId: string }>('composer/fileRemoved');
export const postRequested = createAction<{ key: ComposerKey }>('composer/postRequested');
/** Debounced 500 ms per composer by the composer sagas (dispatch it on every change while shown); drops the stored draft. */
export const previewRequested = createAction<{ key: ComposerKey }>('composer/previewRequested');
export const previewHidden = createAction<{ key: ComposerKey }>('composer/previewHidden');
