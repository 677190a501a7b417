// The raster pictures used as attachments and link-card images. Each is a
// small colour function, so the PNG and its blurhash come from the same source.
import type { Picture, Rgb } from './png';

export interface PictureSpec {
  name: string;
  width: number;
  height: number;
  description: string;
  draw: Picture;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const landscape: Picture = (x, y) => {
  const hill = 0.62 + 0.08 * Math.sin(x * 7) + 0.04 * Math.sin(x * 19);
  if (y > hill) return mix([76, 140, 60], [34, 84, 30], (y - hill) / (1 - hill));
  const sun = Math.hypot(x - 0.75, (y - 0.25) * 0.67);
  if (sun < 0.08) return [255, 226, 120];
  return mix([70, 130, 220], [190, 220, 250], y / hill);
};

const portrait: Picture = (x, y) => {
  const trunk = Math.abs(x - 0.5) < 0.04 && y > 0.55;
  const crown = Math.hypot(x - 0.5, (y - 0.4) * 0.8) < 0.22;
  if (trunk) return [90, 60, 35];
  if (crown) return mix([40, 120, 50], [90, 170, 70], y);
  return mix([120, 80, 170], [250, 170, 90], y);
};

const panorama: Picture = (x, y) => {
  const ridge = 0.45 + 0.2 * Math.abs(Math.sin(x * 9)) * (0.6 + 0.4 * Math.sin(x * 3));
  if (y > ridge) return mix([60, 70, 90], [30, 35, 45], (y - ridge) / (1 - ridge));
  return mix([250, 200, 150], [120, 150, 210], y / ridge);
};

const rings: Picture = (x, y) => {
  const d = Math.hypot(x - 0.5, y - 0.5);
  const band = Math.floor(d * 14) % 2 === 0;
  return band ? mix([240, 90, 110], [250, 200, 80], d * 1.4) : [40, 40, 60];
};

const sunset: Picture = (x, y) => {
  if (y > 0.6) {
    const shimmer = Math.abs(x - 0.5) < 0.06 * (1 - (y - 0.6)) && Math.sin(y * 90) > 0;
    return shimmer ? [250, 180, 90] : mix([30, 60, 110], [10, 25, 60], (y - 0.6) / 0.4);
  }
  if (Math.hypot(x - 0.5, y - 0.6) < 0.12) return [255, 140, 60];
  return mix([60, 40, 120], [250, 110, 70], y / 0.6);
};

const pepper: Picture = (x, y) => {
  const body = Math.hypot((x - 0.5) * 1.6, y - 0.55) < 0.3;
  const stem = Math.abs(x - 0.5) < 0.03 && y > 0.18 && y < 0.3;
  if (stem) return [60, 140, 50];
  if (body) return mix([230, 40, 30], [150, 20, 20], x);
  return mix([250, 240, 220], [235, 220, 200], y);
};

const card: Picture = (x, y) => {
  const stripe = Math.floor((x + y) * 10) % 2 === 0;
  return stripe ? mix([43, 144, 217], [99, 102, 241], x) : mix([30, 41, 59], [51, 65, 85], y);
};

export const PICTURES: PictureSpec[] = [
  { name: 'landscape', width: 640, height: 427, description: 'Green hills under a blue sky with a yellow sun', draw: landscape },
  { name: 'portrait', width: 400, height: 600, description: 'A lone tree against a purple-to-orange sky', draw: portrait },
  { name: 'panorama', width: 960, height: 320, description: 'A wide mountain ridge at dawn', draw: panorama },
  { name: 'rings', width: 480, height: 480, description: 'Concentric coloured rings on a dark background', draw: rings },
  { name: 'sunset', width: 640, height: 360, description: 'The sun setting over a calm sea', draw: sunset },
  { name: 'pepper', width: 512, height: 512, description: 'A very hot red chilli pepper', draw: pepper },
  { name: 'card', width: 600, height: 314, description: '', draw: card },
];
