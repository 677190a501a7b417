// Export files the sagas built, waiting for the tab to offer them as downloads: text stays out of the store (a
// long follow list would sit in every state snapshot and recorded log), as picked images do (lib/pickedImages.ts).
import type { CsvKind } from '../api';

const ready = new Map<CsvKind, string>();

export const putReadyFile = (kind: CsvKind, text: string) => void ready.set(kind, text);

/** The file once: taking it forgets it. */
export function takeReadyFile(kind: CsvKind): string | null {
  const text = ready.get(kind) ?? null;
  ready.delete(kind);
  return text;
}
