// Pre-cleaning of notifications: a notification without a usable account is dropped; a broken status becomes null.
import type { NotificationEntity } from './entities';
import { cleanAccount, type CleanAccount } from './clean';
import { cleanStatus, type CleanStatus } from './cleanStatus';
import { isRecord, str, toId, warnDropped } from './util';

export type CleanNotification = Omit<NotificationEntity, 'account' | 'status' | 'target'> & {
  account: CleanAccount;
  status?: CleanStatus | null;
  target?: CleanAccount;
};

export function cleanNotification(raw: unknown): CleanNotification | null {
  if (!isRecord(raw)) {
    warnDropped('notification', 'not an object', raw);
    return null;
  }
  const id = toId(raw.id);
  if (!id) {
    warnDropped('notification', 'no id', raw);
    return null;
  }
  const account = cleanAccount(raw.account);
  if (!account) {
    warnDropped('notification', 'account missing or without id', raw);
    return null;
  }
  const notification: CleanNotification = {
    ...raw,
    id,
    type: str(raw.type) ?? 'unknown',
    created_at: str(raw.created_at) ?? '',
    account,
    status: raw.status == null ? null : cleanStatus(raw.status),
  };
  const target = cleanAccount(raw.target);
  if (target) notification.target = target;
  else delete notification.target;
  if (!('status' in raw)) delete notification.status;
  return notification;
}
