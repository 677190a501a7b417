// Small narrowing helpers for untrusted server JSON.

export type Json = Record<string, unknown>;

import { isRecord } from '../utils/guards';
import { UNKNOWN_ACCOUNT_ID } from './unknownAccount';

export { isRecord };

/**
 * Ids as strings: flake ids, ULIDs, UUIDs and numbers all occur; anything else is no id. The reserved
 * placeholder id (unknownAccount.ts) is no id either, so no server entity can take its place.
 */
export function toId(value: unknown): string | null {
  if (typeof value === 'string') return value.length > 0 && value !== UNKNOWN_ACCOUNT_ID ? value : null;
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

/**
 * A count as the UI shows it: a non-negative number (rounded down), or a string of digits (`"5"`, as some
 * servers send counts). Anything else (null, NaN, Infinity, a negative number, `"5 posts"`, an object) is 0.
 */
export function count(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return 0;
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

/** Something broken was kept in a repaired form (a post without its author): said once, like a drop. */
export function warnRepaired(what: string, reason: string, raw: unknown): void {
  const id = isRecord(raw) ? toId(raw.id) : null;
  console.warn(`[schemas] kept ${what}${id ? ` ${id}` : ''} ${reason}`);
}
