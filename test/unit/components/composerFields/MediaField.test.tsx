import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaField } from '../../../../src/features/composer/components/fields/MediaField';
import { FileDropZone, useAddFiles, useFilePaste } from '../../../../src/features/composer/components/fields/fileInput';
import { getFile } from '../../../../src/features/composer/lib/composerFiles';
import { fileUpdated } from '../../../../src/features/composer/composerIntents';
import { renderWithStore } from '../../../support/render';
import { composerState, fileOf, KEY } from './support';
import { selectComposerState } from '../../../../src/features/composer/composerSlice';

const filesOf = (store: { getState(): ReturnType<typeof composerState> }) =>
  selectComposerState(store.getState()).composers[KEY].draft.files;
const pick = (files: File[]) => userEvent.upload(screen.getByTestId('media-field-input'), files);

describe('MediaField', () => {
  it('adds several picked files at once, each in the registry, and counts the uploads', async () => {
    const { store } = renderWithStore(<MediaField composerKey={KEY} />, { preloadedState: composerState() });
    await pick([fileOf('a.png', 10), fileOf('b.png', 20)]);
    const files = filesOf(store);
    expect(files.map((f) => [f.name, f.size, f.state])).toEqual([
      ['a.png', 10, 'uploading'],
      ['b.png', 20, 'uploading'],
    ]);
    expect(getFile(files[0].localId)?.name).toBe('a.png');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading 2 files…');
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('takes no more than the file limit and then disables adding', async () => {
    const { store } = renderWithStore(<MediaField composerKey={KEY} />, { preloadedState: composerState() });
    await pick([fileOf('a.png', 1), fileOf('b.png', 1), fileOf('c.png', 1)]);
    expect(filesOf(store)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add media' })).toBeDisabled();
  });

  it('fails a file over the upload limit with both sizes', async () => {
    const { store } = renderWithStore(<MediaField composerKey={KEY} />, { preloadedState: composerState() });
    await pick([fileOf('big.png', 3 * 1024 * 1024)]);
    expect(filesOf(store)[0]).toMatchObject({ state: 'failed', error: { id: 'upload.error.file_too_big' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed. File too big [3 MiB / 1 MiB]');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('edits a description in a single-line field (Enter blocked) and removes a file', async () => {
    const { store } = renderWithStore(<MediaField composerKey={KEY} />, { preloadedState: composerState() });
    await pick([fileOf('cat.png', 5)]);
    const field = screen.getByRole('textbox', { name: 'Description for cat.png' });
    await userEvent.type(field, 'A cat');
    const enter = createEvent.keyDown(field, { key: 'Enter' });
    fireEvent(field, enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(filesOf(store)[0].description).toBe('A cat');
    await userEvent.click(screen.getByRole('button', { name: 'Remove cat.png' }));
    expect(filesOf(store)).toEqual([]);
  });

  it('shows the server preview once uploaded', async () => {
    const { store } = renderWithStore(<MediaField composerKey={KEY} />, { preloadedState: composerState() });
    await pick([fileOf('cat.png', 5)]);
    const { localId } = filesOf(store)[0];
    act(() => {
      store.dispatch(
        fileUpdated({ key: KEY, localId, changes: { state: 'uploaded', progress: 1, mediaId: 'M1', previewUrl: '/m/cat.png' } }),
      );
    });
    expect(await screen.findByRole('presentation')).toHaveAttribute('src', '/m/cat.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("a video uploading shows its file tile, never a blob: video (Pleroma's media-src refuses it)", async () => {
    const created = jest.fn(() => 'blob:http://localhost/v');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const { container } = renderWithStore(<MediaField composerKey={KEY} />, { preloadedState: composerState() });
    await pick([new File(['x'], 'clip.webm', { type: 'video/webm' })]);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('.media-field-thumb-file')).toHaveTextContent('webm');
    expect(created).not.toHaveBeenCalled();
  });
});

function PasteAndDrop() {
  const addFiles = useAddFiles(KEY);
  const onPaste = useFilePaste(addFiles);
  return (
    <FileDropZone onFiles={addFiles}>
      <textarea aria-label="text" onPaste={onPaste} />
    </FileDropZone>
  );
}

describe('paste and drop', () => {
  it('adds pasted files and keeps their names out of the text', () => {
    const { store } = renderWithStore(<PasteAndDrop />, { preloadedState: composerState() });
    const text = screen.getByRole('textbox', { name: 'text' });
    const paste = createEvent.paste(text, { clipboardData: { files: [fileOf('shot.png', 3)] } });
    fireEvent(text, paste);
    expect(paste.defaultPrevented).toBe(true);
    expect(filesOf(store).map((f) => f.name)).toEqual(['shot.png']);
  });

  it('leaves a text paste alone', () => {
    const { store } = renderWithStore(<PasteAndDrop />, { preloadedState: composerState() });
    const text = screen.getByRole('textbox', { name: 'text' });
    const paste = createEvent.paste(text, { clipboardData: { files: [], getData: () => 'hi' } });
    fireEvent(text, paste);
    expect(paste.defaultPrevented).toBe(false);
    expect(filesOf(store)).toEqual([]);
  });

  it('highlights while files are dragged over and adds dropped ones', () => {
    const { store } = renderWithStore(<PasteAndDrop />, { preloadedState: composerState() });
    const zone = screen.getByTestId('file-drop-zone');
    const dataTransfer = { types: ['Files'], files: [fileOf('drop.png', 4)], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveClass('is-dragging');
    fireEvent.dragLeave(zone, { dataTransfer });
    expect(zone).not.toHaveClass('is-dragging');
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveClass('is-dragging');
    expect(filesOf(store).map((f) => f.name)).toEqual(['drop.png']);
  });

  it('ignores dragged text', () => {
    renderWithStore(<PasteAndDrop />, { preloadedState: composerState() });
    const zone = screen.getByTestId('file-drop-zone');
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone).not.toHaveClass('is-dragging');
  });
});
