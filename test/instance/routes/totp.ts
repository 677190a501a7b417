// RFC 6238 time-based one-time codes (SHA-1, 6 digits, 30 s), as authenticator apps and Pleroma's :pot compute
// them; base32 secrets as Pleroma hands them out. Tests import it to compute the code an app would show.
import { createHmac, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD_MS = 30_000;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** Pleroma's TOTP.generate_secret: ten random bytes, base32 (16 characters). */
export const newTotpSecret = () => base32Encode(randomBytes(10));

/** The time step a moment falls in. */
export const totpStep = (at: number) => Math.floor(at / TOTP_PERIOD_MS);

/** The six-digit code for a secret at a moment (ms since the epoch). */
export function totpCode(secret: string, at: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(totpStep(at)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 15;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** A code from this step or the one before (an app's clock a little behind, or a code typed as it turned). */
export const totpValid = (secret: string, code: string, at = Date.now()) =>
  /^\d{6}$/.test(code) && (totpCode(secret, at) === code || totpCode(secret, at - TOTP_PERIOD_MS) === code);
