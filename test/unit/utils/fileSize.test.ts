import { fileSizeParts, fileTooBigMessage, formatFileSize } from '../../../src/utils/fileSize';

describe('file size formatting (B, KiB, MiB, GiB, TiB)', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [1024 ** 2, '1 MiB'],
    [16 * 1024 ** 2 + 1024 ** 2 / 3, '16.33 MiB'],
    [1024 ** 3, '1 GiB'],
    [2.25 * 1024 ** 4, '2.25 TiB'],
    // nothing larger than TiB: the number grows instead
    [3 * 1024 ** 5, '3072 TiB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('writes the number the reader’s way', () => {
    const german = new Intl.NumberFormat('de');
    expect(formatFileSize(1536, (n) => german.format(n))).toBe('1,5 KiB');
  });

  it('treats nonsense as 0 B', () => {
    expect(fileSizeParts(Number.NaN)).toEqual({ num: 0, unit: 'B' });
    expect(fileSizeParts(-5)).toEqual({ num: 0, unit: 'B' });
  });

  it('file_too_big carries both sizes, each in its own unit', () => {
    expect(fileTooBigMessage(3 * 1024 ** 2, 512 * 1024)).toEqual({
      id: 'upload.error.file_too_big',
      values: { filesize: 3, filesizeunit: 'MiB', allowedsize: 512, allowedsizeunit: 'KiB' },
    });
  });
});
