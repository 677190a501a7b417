// Ways files enter a composer: the picker, a paste on the text area, a drop on the form.
import { useCallback, useRef, useState } from 'react';
import type { ClipboardEvent, DragEvent, ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import type { RootState } from '../../../../store/rootReducer';
import { selectComposerLimits } from '../../composerSelectors';
import { type ComposerFile } from '../../composerSlice';
import { filesAdded } from '../../composerIntents';
import { registerFile } from '../../lib/composerFiles';
import { fileTooBigMessage } from '../../../../utils/fileSize';
import { selectComposerState } from '../../composerSlice';

/** How many files a post may carry: the server's max_media_attachments when it says, else no limit. */
export const selectFileLimit = (s: RootState): number => selectComposerLimits(s).fileLimit ?? Infinity;

/**
 * Adds files to a composer: each File goes into the registry and its description into the store. Files
 * beyond the file limit are left out; a file over the upload limit is added as failed (file_too_big), so the
 * reason shows in the list and nothing is sent.
 */
export function useAddFiles(composerKey: string): (files: readonly File[]) => void {
  const dispatch = useAppDispatch();
  const uploadLimit = useAppSelector(selectComposerLimits).uploadLimit;
  const fileLimit = useAppSelector(selectFileLimit);
  const count = useAppSelector((s) => selectComposerState(s).composers[composerKey]?.draft.files.length ?? 0);
  return useCallback(
    (picked: readonly File[]) => {
      const room = Math.max(0, fileLimit - count);
      const files = picked.slice(0, room).map((file): ComposerFile => {
        const tooBig = uploadLimit !== null && file.size > uploadLimit;
        return {
          localId: registerFile(file),
          name: file.name,
          size: file.size,
          mimeType: file.type,
          mediaId: null,
          previewUrl: null,
          progress: 0,
          state: tooBig ? 'failed' : 'uploading',
          error: tooBig ? fileTooBigMessage(file.size, uploadLimit) : null,
          description: '',
        };
      });
      if (files.length > 0) dispatch(filesAdded({ key: composerKey, files }));
    },
    [dispatch, composerKey, uploadLimit, fileLimit, count],
  );
}

/** An onPaste handler for a text area: pasted files are taken (and the paste of their names prevented). */
export function useFilePaste(onFiles: (files: File[]) => void): (e: ClipboardEvent<HTMLElement>) => void {
  return useCallback(
    (e: ClipboardEvent<HTMLElement>) => {
      const files = Array.from(e.clipboardData.files);
      if (files.length === 0) return;
      e.preventDefault();
      onFiles(files);
    },
    [onFiles],
  );
}

const carriesFiles = (e: DragEvent<HTMLElement>) => Array.from(e.dataTransfer.types).includes('Files');

export interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** Wraps a form: dragging files over it highlights it (class is-dragging), dropping adds them. */
export function FileDropZone({ onFiles, disabled = false, className, children }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  // enter/leave fire for every child crossed; the zone is left when the count is back at 0
  const depth = useRef(0);
  const reset = () => {
    depth.current = 0;
    setDragging(false);
  };
  return (
    <div
      className={[className, 'file-drop-zone', dragging ? 'is-dragging' : ''].filter(Boolean).join(' ')}
      data-testid="file-drop-zone"
      onDragEnter={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        reset();
        const files = Array.from(e.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
    </div>
  );
}
