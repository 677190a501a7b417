// The public blurhash algorithm (https://github.com/woltapp/blurhash), decode only: too small to justify a dependency.
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function decode83(text: string): number {
  let value = 0;
  for (const char of text) {
    const digit = DIGITS.indexOf(char);
    if (digit < 0) return NaN;
    value = value * 83 + digit;
  }
  return value;
}

const toLinear = (value: number) => {
  const v = value / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (value: number) => {
  const v = Math.max(0, Math.min(1, value));
  return Math.round(v <= 0.0031308 ? v * 12.92 * 255 : (1.055 * v ** (1 / 2.4) - 0.055) * 255);
};
const signPow = (value: number, exp: number) => Math.sign(value) * Math.abs(value) ** exp;

/** One colour component of the hash, in linear RGB. */
type Rgb = [number, number, number];

/** RGBA pixels of a blurhash at the given size, or null when the hash is malformed. */
export function decodeBlurhash(hash: string, width: number, height: number): Uint8ClampedArray | null {
  if (hash.length < 6) return null;
  const sizeFlag = decode83(hash.charAt(0));
  const ny = Math.floor(sizeFlag / 9) + 1;
  const nx = (sizeFlag % 9) + 1;
  if (Number.isNaN(sizeFlag) || hash.length !== 4 + 2 * nx * ny) return null;
  const maxValue = (decode83(hash.charAt(1)) + 1) / 166;
  const acValue = (quantised: number) => signPow((quantised - 9) / 9, 2) * maxValue;
  const dc = decode83(hash.slice(2, 6));
  const colors: Rgb[] = [[toLinear(dc >> 16), toLinear((dc >> 8) & 255), toLinear(dc & 255)]];
  for (let i = 1; i < nx * ny; i++) {
    const value = decode83(hash.slice(4 + i * 2, 6 + i * 2));
    colors.push([acValue(Math.floor(value / (19 * 19))), acValue(Math.floor(value / 19) % 19), acValue(value % 19)]);
  }
  if (colors.some((color) => color.some(Number.isNaN))) return null;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let j = 0; j < ny; j++) {
        for (let i = 0; i < nx; i++) {
          const basis = Math.cos((Math.PI * x * i) / width) * Math.cos((Math.PI * y * j) / height);
          const color = colors[i + j * nx];
          if (!color) continue; // never: colors holds nx * ny entries
          r += color[0] * basis;
          g += color[1] * basis;
          b += color[2] * basis;
        }
      }
      const at = 4 * (x + y * width);
      pixels[at] = toSrgb(r);
      pixels[at + 1] = toSrgb(g);
      pixels[at + 2] = toSrgb(b);
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}
