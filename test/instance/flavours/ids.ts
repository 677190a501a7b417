// Id formats of other servers, and re-keying the seeded state into them. The seed is built with
// Pleroma flake ids (ids.ts); a flavour maps every seeded id to its own format once, after seeding,
// so every route and serializer sees the server's ids, and hands out ids of that format afterwards.
import { createHash } from 'node:crypto';
import { seededRandom } from '../ids';
import type { DemoState, IdKind, IdSource, NotificationType } from '../model';

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

const hex = (value: number, width: number) => Math.floor(value).toString(16).padStart(width, '0').slice(-width);

/** Random hex digits from a deterministic generator (the seed is the same every run). */
function randomHex(random: () => number, digits: number): string {
  let out = '';
  while (out.length < digits) out += hex(random() * 0x10000, 4);
  return out.slice(0, digits);
}

/**
 * UUIDv7 (RFC 9562): 48-bit Unix milliseconds, version 7, a 12-bit counter for ids made in the same
 * millisecond (so they still sort in creation order as strings), the variant, 62 random bits.
 */
export class Uuid7 {
  private last = 0;
  private counter = 0;
  constructor(private readonly random: () => number) {}

  at(ms: number): string {
    let time = Math.max(Math.floor(ms), this.last);
    if (time === this.last) {
      this.counter += 1;
      if (this.counter > 0xfff) {
        time += 1;
        this.counter = 0;
      }
    } else {
      this.counter = 0;
    }
    this.last = time;
    const stamp = hex(time, 12);
    const variant = (8 + Math.floor(this.random() * 4)).toString(16);
    const tail = randomHex(this.random, 15);
    return `${stamp.slice(0, 8)}-${stamp.slice(8)}-7${hex(this.counter, 3)}-${variant}${tail.slice(0, 3)}-${tail.slice(3)}`;
  }
}

/** UUIDv4: random, version 4, variant 10. */
export function uuid4(random: () => number): string {
  const digits = randomHex(random, 30);
  const variant = (8 + Math.floor(random() * 4)).toString(16);
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-4${digits.slice(12, 15)}-${variant}${digits.slice(15, 18)}-${digits.slice(18, 30)}`;
}

/** A deterministic generator per flavour and purpose. */
export const randomFor = (name: string) => seededRandom(Number.parseInt(md5(name).slice(0, 8), 16));

// ---------------------------------------------------------------------------------------------------------------
// Re-keying: every occurrence of an old id in the state (map keys, set members, fields, and ids inside
// stored HTML such as a mention's data-user) becomes the new one.

/** Flake ids (18 base62 characters) inside longer strings, e.g. `data-user="…"` in stored content. */
const EMBEDDED = /[0-9A-Za-z]{18}/g;

function rekeyValue(value: unknown, ids: Map<string, string>, seen: Set<object>): unknown {
  if (typeof value === 'string') {
    const exact = ids.get(value);
    if (exact !== undefined) return exact;
    return value.length > 18 ? value.replace(EMBEDDED, (found) => ids.get(found) ?? found) : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || Buffer.isBuffer(value)) return value;
  seen.add(value);
  if (value instanceof Map) {
    const entries = [...value.entries()].map(([k, v]) => [rekeyValue(k, ids, seen), rekeyValue(v, ids, seen)] as const);
    value.clear();
    for (const [k, v] of entries) value.set(k, v);
    return value;
  }
  if (value instanceof Set) {
    const members = [...value].map((m) => rekeyValue(m, ids, seen));
    value.clear();
    for (const m of members) value.add(m);
    return value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = rekeyValue(value[i], ids, seen);
    return value;
  }
  // Plain records only: class instances (id generators) keep their state.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const next = rekeyValue(record[key], ids, seen);
    const newKey = ids.get(key) ?? key;
    if (newKey !== key) delete record[key];
    record[newKey] = next;
  }
  return record;
}

export interface NewIds {
  account(id: string, index: number): string;
  status(id: string, createdAt: number): string;
  poll(id: string, createdAt: number): string;
  attachment(id: string, createdAt: number): string;
  notification(id: string, createdAt: number, type: NotificationType): string;
}

/** Gives every seeded account, status, poll, attachment and notification a new id, in creation order. */
export function rekeyState(state: DemoState, make: NewIds): void {
  const ids = new Map<string, string>();
  [...state.accounts.keys()].sort().forEach((id, i) => ids.set(id, make.account(id, i)));
  const statuses = [...state.statuses.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const status of statuses) {
    ids.set(status.id, make.status(status.id, status.createdAt));
    if (status.poll) ids.set(status.poll.id, make.poll(status.poll.id, status.createdAt));
    for (const attachment of status.attachments) {
      if (!ids.has(attachment.id)) ids.set(attachment.id, make.attachment(attachment.id, status.createdAt));
    }
  }
  for (const note of state.notifications) ids.set(note.id, make.notification(note.id, note.createdAt, note.type));
  const seen = new Set<object>();
  // The top-level fields one by one: `ids` (the generator) must stay a class instance.
  const record = state as unknown as Record<string, unknown>;
  for (const key of Object.keys(record)) if (key !== 'ids') record[key] = rekeyValue(record[key], ids, seen);
}

/** An IdSource from a function of the kind (and the uploaded file's name). */
export function idSource(
  now: (kind: IdKind, hint: string | undefined) => string,
  notification?: IdSource['notification'],
): IdSource {
  return { now: (kind = 'other', hint) => now(kind, hint), ...(notification ? { notification } : {}) };
}
