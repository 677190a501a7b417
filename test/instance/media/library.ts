// Every generated media file the instance serves under /media/, built once.
import { blurhash } from './blurhash';
import { PICTURES } from './pictures';
import { encodePng } from './png';
import { stickerFiles } from './stickers';
import { EMOJI_SHORTCODES, emojiSvg, logoSvg } from './svg';

export interface MediaFile {
  contentType: string;
  body: Buffer;
}

export interface PictureInfo {
  path: string;
  width: number;
  height: number;
  blurhash: string;
  description: string;
}

/** A one-second two-tone chime, so audio attachments play. */
function chimeWav(): Buffer {
  const rate = 8000;
  const samples = rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const tone = t < 0.5 ? 660 : 880;
    const fade = 1 - (t % 0.5) / 0.5;
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * tone * t) * 9000 * fade), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

let files: Map<string, MediaFile> | null = null;
let pictures: Map<string, PictureInfo> | null = null;

function build(): void {
  files = new Map();
  pictures = new Map();
  for (const spec of PICTURES) {
    const path = `/media/attachments/${spec.name}.png`;
    files.set(path, { contentType: 'image/png', body: encodePng(spec.width, spec.height, spec.draw) });
    pictures.set(spec.name, {
      path,
      width: spec.width,
      height: spec.height,
      blurhash: blurhash(spec.draw, spec.width / spec.height),
      description: spec.description,
    });
  }
  for (const shortcode of EMOJI_SHORTCODES) {
    files.set(`/media/emoji/${shortcode}.svg`, { contentType: 'image/svg+xml', body: Buffer.from(emojiSvg(shortcode)) });
  }
  for (const sticker of stickerFiles()) files.set(sticker.path, { contentType: sticker.contentType, body: sticker.body });
  files.set('/media/logo.svg', { contentType: 'image/svg+xml', body: Buffer.from(logoSvg()) });
  files.set('/media/attachments/chime.wav', { contentType: 'audio/wav', body: chimeWav() });
  files.set('/media/attachments/notes.txt', {
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.from('Demo instance notes.\nThis file is an attachment of an unknown type.\n'),
  });
}

export function mediaFile(path: string): MediaFile | undefined {
  if (!files) build();
  return files?.get(path);
}

export function pictureInfo(name: string): PictureInfo {
  if (!pictures) build();
  const info = pictures?.get(name);
  if (!info) throw new Error(`no picture named ${name}`);
  return info;
}
