// Turning the part of a picture the member chose in the crop dialog into the file that is uploaded: drawn on a
// canvas at most a given size, encoded in the picture's own type where the browser can write it (else PNG, and
// JPEG when PNG is over the instance's limit). Kept apart from the dialog so the rules are unit tested without a
// real canvas.
import type { ProfileImageSlot } from '../api/profileEditor';

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop frame's width / height; null: the picture keeps its own proportions (the background). */
export const CROP_ASPECT: Record<ProfileImageSlot, number | null> = { avatar: 1, banner: 3, background: null };

/**
 * The longest side sent. Servers scale avatars and headers down anyway (Mastodon to 400×400 and 1500×500), so a
 * larger one only makes the upload slower and risks the limit.
 */
export const OUTPUT_MAX_SIDE: Record<ProfileImageSlot, number> = { avatar: 800, banner: 1500, background: 2560 };

/** The output size: the chosen area in the picture's own pixels, scaled down to `maxSide`, never up. */
export function outputSize(area: CropArea, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height, 1));
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

type BlobWriter = Pick<HTMLCanvasElement, 'toBlob'>;

const toBlob = (canvas: BlobWriter, type: string, quality?: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));

/** Lossy types get this quality; the browsers' own default (0.92 in Chrome and Firefox) is said outright. */
const QUALITY = 0.92;

/**
 * The canvas as a file body. A browser that cannot write the wanted type (GIF anywhere, WebP in older Safari)
 * answers with PNG, which is kept; a PNG over `limit` is tried once more as JPEG, smaller for photos.
 */
export async function encodeCanvas(canvas: BlobWriter, wantedType: string, limit: number | null): Promise<Blob> {
  const wanted = wantedType.startsWith('image/') ? wantedType : 'image/png';
  let blob = await toBlob(canvas, wanted, QUALITY);
  if (!blob) blob = await toBlob(canvas, 'image/png');
  if (!blob) throw new Error('the browser could not encode the cropped image');
  if (limit !== null && blob.size > limit && blob.type !== 'image/jpeg') {
    const jpeg = await toBlob(canvas, 'image/jpeg', QUALITY);
    if (jpeg && jpeg.size < blob.size) blob = jpeg;
  }
  return blob;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** The picked file's name, its extension changed when the type did ('me.gif' sent as PNG is 'me.png'). */
export function croppedFileName(name: string, originalType: string, type: string): string {
  const base = name.trim() || 'image';
  if (type === originalType) return base;
  const ext = EXTENSIONS[type] ?? 'png';
  return /\.[A-Za-z0-9]{1,5}$/.test(base) ? base.replace(/\.[A-Za-z0-9]{1,5}$/, `.${ext}`) : `${base}.${ext}`;
}

/** The picture, decoded (null when the browser cannot read it as an image); the profile editor's tests replace it here. */
export { loadImage } from '../../../utils/loadImage';

/** The chosen area drawn on a canvas of `size`. */
export function drawCrop(image: CanvasImageSource, area: CropArea, size: { width: number; height: number }): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return canvas;
}

/** The file to upload: the area of `image` (a picked `original`), scaled for `slot` and encoded. */
export async function cropToFile(
  image: CanvasImageSource,
  area: CropArea,
  original: { name: string; type: string },
  slot: ProfileImageSlot,
  limit: number | null,
): Promise<File> {
  const canvas = drawCrop(image, area, outputSize(area, OUTPUT_MAX_SIDE[slot]));
  const blob = await encodeCanvas(canvas, original.type, limit);
  return new File([blob], croppedFileName(original.name, original.type, blob.type), { type: blob.type });
}
