// The composer's File objects, kept out of the store (they are not serializable): the store holds
// a ComposerFile description under the same localId.

const files = new Map<string, File>();
let seq = 0;

/** Keeps a picked, pasted or dropped file; returns the localId to put in its ComposerFile. */
export function registerFile(file: File): string {
  seq += 1;
  const localId = `file-${Date.now().toString(36)}-${seq}`;
  files.set(localId, file);
  return localId;
}

export const getFile = (localId: string): File | undefined => files.get(localId);

/** Once uploaded, removed or posted, the bytes are no longer needed. */
export function forgetFile(localId: string): void {
  files.delete(localId);
}
