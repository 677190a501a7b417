// The images picked in the profile tab, waiting to be sent. A File cannot enter the store (actions stay serializable),
// so it waits here, by slot, and the upload saga takes it (the same idea as features/composer/lib/composerFiles.ts).
import type { ProfileImageSlot } from '../api/profileEditor';

const picked = new Map<ProfileImageSlot, File>();

export const pickImage = (slot: ProfileImageSlot, file: File) => picked.set(slot, file);
export const pickedImage = (slot: ProfileImageSlot): File | null => picked.get(slot) ?? null;
export const dropPickedImage = (slot: ProfileImageSlot) => picked.delete(slot);
