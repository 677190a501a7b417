// Notifications are normalized only by lazy chunks (the notifications sagas, the streaming socket), so
// their cleaning stays out of the first bundle: a module the main chunk imports keeps every export in it.
import { cleanNotification } from '../../schemas/cleanNotification';
import { list, run, schemas } from '../../schemas/index';
import type { Normalized } from '../../schemas/entities';

export const normalizeNotifications = (raw: unknown): Normalized<string[]> =>
  list(raw, cleanNotification, schemas.notification, 'notifications');

/** One notification, as the streaming socket delivers them. */
export const normalizeNotification = (raw: unknown): Normalized<string | null> =>
  run(cleanNotification(raw), schemas.notification, null);
