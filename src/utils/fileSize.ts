import type { UiMessage } from '../slices/ui';

/** Binary units, as the spec lists them (001 §9). */
export const FILE_SIZE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** 1536 -> { num: 1.5, unit: 'KiB' }: the largest unit that keeps the number at 1 or more, two decimals at most. */
export function fileSizeParts(bytes: number): { num: number; unit: FileSizeUnit } {
  if (!Number.isFinite(bytes) || bytes < 1) return { num: Number.isFinite(bytes) ? Math.max(bytes, 0) : 0, unit: 'B' };
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  return { num: Math.round((bytes / 1024 ** exponent) * 100) / 100, unit: FILE_SIZE_UNITS[exponent] ?? 'B' };
}

/** '1.5 KiB'; `formatNumber` writes the number the reader's way ('1,5 KiB' in German): react-intl's. */
export function formatFileSize(bytes: number, formatNumber: (n: number) => string = String): string {
  const { num, unit } = fileSizeParts(bytes);
  return `${formatNumber(num)} ${unit}`;
}

/** upload.error.file_too_big with the file's size and the allowed size, each in its own unit. */
export function fileTooBigMessage(size: number, allowed: number): UiMessage {
  const file = fileSizeParts(size);
  const limit = fileSizeParts(allowed);
  return {
    id: 'upload.error.file_too_big',
    values: { filesize: file.num, filesizeunit: file.unit, allowedsize: limit.num, allowedsizeunit: limit.unit },
  };
}
