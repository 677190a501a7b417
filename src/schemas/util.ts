// Small narrowing helpers for untrusted server JSON.

export type Json = Record<string, unknown>;

import { isRecord } from '../utils/guards';

export { isRecord };

/** Ids as strings: flake ids, ULIDs, UUIDs and numbers all occur; anything else is no id. */
export function toId(value: unknown): string | null {
  if (typeof value === 'string') return value.length > 0 ? value : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** The records of an array; a missing or non-array value becomes []. */
export function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function warnDropped(what: string, reason: string, raw: unknown): void {
  const id = isRecord(raw) ? toId(raw.id) : null;
  // Only the id: payloads can hold private posts and are large.
  console.warn(`[schemas] dropped ${what}${id ? ` ${id}` : ''}: ${reason}`);
}
