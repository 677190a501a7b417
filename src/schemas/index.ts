// normalizr schemas: the only place nested server JSON is split into entities.
// Input is pre-cleaned (clean*.ts) so normalizr only ever sees well-formed objects.
import { normalize, schema } from 'normalizr';
import { cleanAccount, cleanRelationship } from './clean';
import { cleanStatus } from './cleanStatus';
import type { Normalized, NormalizedEntities } from './entities';
import { warnDropped } from './util';

export { UNKNOWN_ACCOUNT_ID, isUnknownAccount } from './unknownAccount';
export { safeUrl } from './urls';

export type {
  AccountEntity,
  NormalizedEntities,
  Normalized,
  NotificationEntity,
  PollEntity,
  ReactionEntity,
  RelationshipEntity,
  StatusEntity,
} from './entities';

/** Within one payload the same account can come full and skeletal; an empty value never hides a real one. */
function mergeAccounts(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const empty = value === '' || value === undefined || (Array.isArray(value) && value.length === 0);
    if (!empty || !(key in a)) merged[key] = value;
  }
  return merged;
}

const relationship = new schema.Entity('relationships');
const account = new schema.Entity('accounts', {}, { mergeStrategy: mergeAccounts });
account.define({ moved: account, pleroma: { relationship } });
const poll = new schema.Entity('polls');
const status = new schema.Entity('statuses');
status.define({ account, reblog: status, quote: status, poll });
const notification = new schema.Entity('notifications', { account, target: account, status });

export const schemas = { account, status, poll, notification, relationship };

const emptyEntities = (): NormalizedEntities => ({
  accounts: {},
  statuses: {},
  polls: {},
  relationships: {},
  notifications: {},
});

/** Normalizes cleaned data; shared with the per-feature modules (schemas/notifications.ts). */
export function run<R>(data: unknown, shape: schema.Entity | schema.Entity[], empty: R): Normalized<R> {
  if (data === null || (Array.isArray(data) && data.length === 0)) return { entities: emptyEntities(), result: empty };
  const out = normalize<unknown, Partial<NormalizedEntities>, R>(data, shape);
  return { entities: { ...emptyEntities(), ...out.entities }, result: out.result };
}

/** A cleaned list, broken items dropped, ids de-duplicated. */
export function list<T>(
  raw: unknown,
  clean: (item: unknown) => T | null,
  shape: schema.Entity,
  what: string,
): Normalized<string[]> {
  if (!Array.isArray(raw)) {
    console.warn(`[schemas] expected a list of ${what}, got ${raw === null ? 'null' : typeof raw}`);
    return { entities: emptyEntities(), result: [] };
  }
  const items = raw.map(clean).filter((x): x is T => x !== null);
  const out = run<string[]>(items, [shape], []);
  return { ...out, result: [...new Set(out.result)] };
}

export const normalizeStatuses = (raw: unknown): Normalized<string[]> => list(raw, (s) => cleanStatus(s), status, 'statuses');
export const normalizeStatus = (raw: unknown): Normalized<string | null> => run(cleanStatus(raw), status, null);

function cleanListedAccount(raw: unknown): ReturnType<typeof cleanAccount> {
  const clean = cleanAccount(raw);
  if (!clean) warnDropped('account', 'not an object or no id', raw);
  return clean;
}

export const normalizeAccounts = (raw: unknown): Normalized<string[]> => list(raw, cleanListedAccount, account, 'accounts');
export const normalizeAccount = (raw: unknown): Normalized<string | null> => run(cleanAccount(raw), account, null);

export const normalizeRelationships = (raw: unknown): Normalized<string[]> =>
  list(raw, cleanRelationship, relationship, 'relationships');
