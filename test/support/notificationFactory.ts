// Raw notifications as /api/v1/notifications returns them (Akkoma's shape: pleroma.is_seen).
import type { Account, Status } from '../../src/api/types';
import { normalizeNotifications } from '../../src/features/notifications/notificationSchemas';
import { entitiesImported } from '../../src/slices/entities';
import { notificationsFetched } from '../../src/features/notifications/notificationsSlice';
import { accountFactory, statusFactory } from './factories';

export interface RawNotification {
  id: string;
  type: string;
  created_at: string;
  account: Account;
  status?: Status | null;
  target?: Account;
  emoji?: string;
  pleroma: { is_seen: boolean; is_muted: boolean };
}

const NEEDS_STATUS = new Set(['favourite', 'reblog', 'mention', 'poll', 'pleroma:emoji_reaction']);

/** One notification; a status is made for the types that need one unless `status` is given (null: none). */
export function notificationFactory(
  id: string,
  type: string,
  opts: { seen?: boolean; account?: Account; status?: Status | null; target?: Account; emoji?: string } = {},
): RawNotification {
  const raw: RawNotification = {
    id,
    type,
    created_at: '2024-01-01T00:00:00.000Z',
    account: opts.account ?? accountFactory(),
    pleroma: { is_seen: opts.seen ?? false, is_muted: false },
  };
  if (opts.status !== undefined) raw.status = opts.status;
  else if (NEEDS_STATUS.has(type)) raw.status = statusFactory({ id: `st-${id}` });
  if (type === 'move') raw.target = opts.target ?? accountFactory();
  if (opts.emoji) raw.emoji = opts.emoji;
  return raw;
}

/** Ids as Pleroma's numeric notification ids, newest first: '1050', '1049', … */
export const notificationIds = (n: number, from = 1050): string[] => Array.from({ length: n }, (_, i) => String(from - i));

/** The actions a fetched page dispatches: import, then the panel's ids. */
export function fetchedPage(raw: RawNotification[], older = false) {
  const normalized = normalizeNotifications(raw);
  return [entitiesImported(normalized.entities), notificationsFetched({ ids: normalized.result, older })];
}
