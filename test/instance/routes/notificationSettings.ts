// Pleroma's notification settings (PUT /api/pleroma/notification_settings): block_from_strangers and
// hide_notification_contents, per account, as Pleroma takes them (query or body, "true"/"false"), answered with
// {"status": "success"}. The account's `pleroma.notification_settings` reads them back (serialize/account.ts).
// Refusals for tests come from POST /__demo/fail, like any other path.
import { json, type Reply } from '../http';
import type { DemoState } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';

export interface NotificationSettings {
  block_from_strangers: boolean;
  hide_notification_contents: boolean;
}

const KEYS = ['block_from_strangers', 'hide_notification_contents'] as const;

/** Kept beside the state, not in it: a reset builds a new state, and with it the defaults come back. */
const byState = new WeakMap<DemoState, Map<string, NotificationSettings>>();

/** The account's settings (Pleroma's defaults, both off, until it changes them). */
export function notificationSettingsOf(state: DemoState, accountId: string): NotificationSettings {
  return { block_from_strangers: false, hide_notification_contents: false, ...byState.get(state)?.get(accountId) };
}

const truthy = (value: string) => value === 'true' || value === '1' || value === 'on';

function update(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const next = notificationSettingsOf(ctx.state, viewer.id);
  const jsonBody = ctx.body.json;
  for (const key of KEYS) {
    const fromJson = jsonBody && typeof jsonBody === 'object' && !Array.isArray(jsonBody) ? jsonBody[key] : undefined;
    const raw = ctx.query.get(key) ?? ctx.body.get(key);
    if (typeof fromJson === 'boolean') next[key] = fromJson;
    else if (raw !== null && raw !== undefined) next[key] = truthy(raw);
  }
  const all = byState.get(ctx.state) ?? new Map<string, NotificationSettings>();
  all.set(viewer.id, next);
  byState.set(ctx.state, all);
  return json({ status: 'success' });
}

export const notificationSettingsRoutes: Route[] = [
  { method: 'PUT', pattern: '/api/pleroma/notification_settings', handler: update },
];
