// Pleroma-style flake ids: 64-bit milliseconds, 48-bit worker, 16-bit sequence,
// written in base62 and left-padded to 18 characters, so that plain string
// comparison matches creation order (the alphabet is in ASCII order).

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 18;
const WORKER = 0x2f6d656d6f21n;

/** Ids of seeded data are based on this fixed instant so they never change between runs. */
export const ID_BASE_TIME = Date.UTC(2024, 0, 1);

function base62(value: bigint): string {
  let out = '';
  let rest = value;
  while (rest > 0n) {
    out = ALPHABET[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out.padStart(ID_LENGTH, '0');
}

export class FlakeIds {
  private lastTime = 0;
  private sequence = 0;

  /** An id for the given instant; later calls never return a smaller id. */
  at(timeMs: number): string {
    const time = Math.max(Math.floor(timeMs), this.lastTime);
    this.sequence = time === this.lastTime ? this.sequence + 1 : 0;
    this.lastTime = time;
    return base62((BigInt(time) << 64n) | (WORKER << 16n) | BigInt(this.sequence));
  }

  /** An id for something created now (always after every seeded id). */
  now(): string {
    return this.at(Date.now());
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so the seed is the same every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
