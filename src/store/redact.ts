/**
 * Secrets never leave the running app: DevTools exports and recorded action logs pass through here.
 * A key is secret when it names a token, password, secret or one-time code.
 */
const SECRET_KEY = /token|password|secret|^code$|^otp$|challenge_code|recovery_code|captcha_solution|authorization/i;

export const REDACTED = '[redacted]';

export function redactSecrets<T>(value: T): T {
  return walk(value, 0) as T;
}

function walk(value: unknown, depth: number): unknown {
  if (depth > 40 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? REDACTED : walk(item, depth + 1);
  }
  return out;
}
