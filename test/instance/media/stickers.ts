// The demo's one sticker pack, laid out as Pleroma-FE expects: /static/stickers.json names the pack's
// directory, which holds pack.json and the images. Served from /media/ (generated, like the other demo
// media) so the repository's static/ folder, which real instances get, ships no demo stickers.
import { encodePng, type Picture, type Rgb } from './png';

export const STICKER_PACK_PATH = '/media/stickers/demo/';
const SIZE = 96;
const WHITE: Rgb = [255, 255, 255];

const sun: Picture = (x, y) => {
  const r = Math.hypot(x - 0.5, y - 0.5);
  const eye = Math.hypot(Math.abs(x - 0.5) - 0.12, y - 0.42) < 0.045;
  const smile = Math.abs(Math.hypot(x - 0.5, y - 0.5) - 0.18) < 0.025 && y > 0.55;
  if (r < 0.3) return eye || smile ? [60, 40, 20] : [255, 196, 40];
  const ray = Math.abs(Math.sin(Math.atan2(y - 0.5, x - 0.5) * 6)) > 0.7;
  return r < 0.44 && ray ? [255, 150, 30] : WHITE;
};

const heart: Picture = (x, y) => {
  const u = (x - 0.5) * 2.8;
  const v = (0.48 - y) * 2.8;
  const inside = (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
  return inside ? [226, 60, 90] : WHITE;
};

const thumbsUp: Picture = (x, y) => {
  const thumb = Math.abs(x - 0.42) < 0.09 && y > 0.16 && y < 0.5;
  const fist = x > 0.28 && x < 0.74 && y > 0.44 && y < 0.84;
  const cuff = x > 0.16 && x < 0.3 && y > 0.46 && y < 0.84;
  if (cuff) return [60, 110, 200];
  return thumb || fist ? [250, 200, 140] : WHITE;
};

const STICKERS: Record<string, Picture> = { 'sunny.png': sun, 'heart.png': heart, 'thumbs-up.png': thumbsUp };

/** Every file of the pack, by path under /media/. */
export function stickerFiles(): { path: string; contentType: string; body: Buffer }[] {
  const files = Object.entries(STICKERS).map(([name, draw]) => ({
    path: `${STICKER_PACK_PATH}${name}`,
    contentType: 'image/png',
    body: encodePng(SIZE, SIZE, draw),
  }));
  const pack = { title: 'Demo stickers', tabIcon: 'sunny.png', stickers: Object.keys(STICKERS) };
  files.push({
    path: `${STICKER_PACK_PATH}pack.json`,
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from(JSON.stringify(pack)),
  });
  return files;
}

/** GET /static/stickers.json: pack name to directory. */
export const stickersIndex = (): string => JSON.stringify({ demo: STICKER_PACK_PATH });
