// Pre-cleaning of accounts and relationships before normalizr splits them (statuses: cleanStatus.ts,
// notifications: cleanNotification.ts): ids become strings, missing arrays [], unusable items are dropped.
import type { CustomEmoji, Field, Mention } from '../api/types';
import type { AccountEntity, RelationshipEntity } from './entities';
import { bool, isRecord, nonEmpty, records, str, toId, type Json } from './util';

/** An account before normalizr replaces `moved` and `pleroma.relationship` with ids. */
export type CleanAccount = Omit<AccountEntity, 'moved' | 'pleroma'> & {
  moved?: CleanAccount | null;
  pleroma?: Json & { relationship?: RelationshipEntity };
};

/** 'name@host' -> 'name'; a local acct is the name already. */
const nameOf = (acct: string): string => acct.split('@')[0] ?? acct; // split always returns at least one piece

export function cleanEmojis(value: unknown): CustomEmoji[] {
  return records(value).flatMap((e) => {
    const shortcode = str(e.shortcode);
    const url = str(e.url);
    return shortcode && url ? [{ ...e, shortcode, url }] : [];
  });
}

function cleanFields(value: unknown): Field[] {
  return records(value).map((f) => ({ ...f, name: str(f.name) ?? '', value: str(f.value) ?? '' }));
}

export function cleanMentions(value: unknown): Mention[] {
  return records(value).flatMap((m) => {
    const id = toId(m.id);
    if (!id) return [];
    const acct = str(m.acct) ?? str(m.username) ?? '';
    return [{ ...m, id, acct, username: str(m.username) ?? nameOf(acct), url: str(m.url) ?? '' }];
  });
}

export function cleanRelationship(raw: unknown): RelationshipEntity | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  return id ? { ...raw, id } : null;
}

export function cleanAccount(raw: unknown, depth = 0): CleanAccount | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  if (!id) return null;
  const acctRaw = str(raw.acct);
  const username = str(raw.username) ?? (acctRaw ? nameOf(acctRaw) : '');
  const acct = acctRaw ?? username;
  const account: CleanAccount = {
    ...raw,
    id,
    username,
    acct,
    display_name: nonEmpty(raw.display_name) ?? username,
    avatar: str(raw.avatar) ?? '',
    note: str(raw.note) ?? '',
    emojis: cleanEmojis(raw.emojis),
    fields: cleanFields(raw.fields),
    is_local: isRecord(raw.pleroma) ? bool(raw.pleroma.is_local, !acct.includes('@')) : !acct.includes('@'),
  };
  if ('moved' in raw) account.moved = depth < 2 ? cleanAccount(raw.moved, depth + 1) : null;
  if (isRecord(raw.pleroma)) {
    const { relationship, ...rest } = raw.pleroma;
    const rel = cleanRelationship(relationship);
    // Pleroma sends `relationship: {}` when it has none; keep only a real one.
    account.pleroma = rel ? { ...rest, relationship: rel } : rest;
  } else {
    delete account.pleroma;
  }
  return account;
}
