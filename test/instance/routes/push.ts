// Web push as Mastodon and Pleroma keep it: one subscription per access token (POST replaces it, GET reads
// it, PUT changes its alerts, DELETE ends it). Nothing leaves the process: each notification that a
// subscription's alerts ask for is recorded with the payload the server would encrypt and send, and tests
// read those at GET /__demo/push and deliver them to the browser's service worker themselves.
import { plainText } from '../format';
import { HttpError, json, type Reply } from '../http';
import type { DemoState, Notification } from '../model';
import { onNotificationAdded } from '../notifications';
import { requireUser, type RequestContext, type Route } from '../router';

/** The alert names a client may set, as Pleroma accepts them (Mastodon has no emoji reactions). */
const ALERTS = ['follow', 'favourite', 'mention', 'reblog', 'poll', 'move', 'follow_request', 'pleroma:emoji_reaction'] as const;
type Alert = (typeof ALERTS)[number];

export interface PushSubscriptionRecord {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  alerts: Record<Alert, boolean>;
  policy: string;
}

/** What the server would send through the push service (Pleroma's Push.Impl payload, before encryption). */
export interface PushMessage {
  endpoint: string;
  payload: {
    access_token: string;
    preferred_locale: string;
    notification_id: string;
    notification_type: string;
    icon: string | null;
    title: string;
    body: string;
  };
}

export interface PushState {
  /** access token -> its subscription */
  subscriptions: Map<string, PushSubscriptionRecord>;
  sent: PushMessage[];
  serial: number;
}

function pushState(state: DemoState): PushState {
  state.push ??= { subscriptions: new Map(), sent: [], serial: 0 };
  return state.push;
}

/** The alert a notification type answers to (its own name, reactions included as Pleroma names them). */
const alertFor = (type: string): Alert | null => ((ALERTS as readonly string[]).includes(type) ? (type as Alert) : null);

/** Pleroma's titles (Push.Impl.format_title) and bodies ("@nickname: text"). */
const TITLES: Record<string, string> = {
  mention: 'New Mention',
  follow: 'New Follower',
  follow_request: 'New Follow Request',
  reblog: 'New Repeat',
  favourite: 'New Favorite',
  poll: 'Poll Results',
  move: 'New Move',
  'pleroma:emoji_reaction': 'New Reaction',
};

function payloadBody(state: DemoState, n: Notification, acct: string): string {
  const status = n.statusId ? state.statuses.get(n.statusId) : undefined;
  const text = status ? plainText(status.content).slice(0, 140) : '';
  if (n.type === 'follow' || n.type === 'follow_request') return `@${acct} has followed you`;
  if (n.type === 'favourite') return `@${acct} has favorited your post`;
  if (n.type === 'reblog') return `@${acct} has repeated your post`;
  if (n.type === 'pleroma:emoji_reaction') return `@${acct} reacted with ${n.emoji ?? ''}`;
  return `@${acct}: ${text}`;
}

/** Records a message for each of the recipient's subscriptions whose alerts ask for this kind. */
function recordPushes(state: DemoState, n: Notification): void {
  const push = state.push;
  if (!push) return;
  const alert = alertFor(n.type);
  const from = state.accounts.get(n.fromAccountId);
  if (!alert || !from) return;
  for (const [token, sub] of push.subscriptions) {
    // a revoked token's subscription goes with it, as on Mastodon and Pleroma
    if (state.tokens.get(token)?.accountId !== n.accountId || !sub.alerts[alert]) continue;
    push.sent.push({
      endpoint: sub.endpoint,
      payload: {
        access_token: token,
        preferred_locale: 'en',
        notification_id: n.id,
        notification_type: n.type,
        icon: null,
        title: TITLES[alert] ?? 'New Notification',
        body: payloadBody(state, n, from.username),
      },
    });
  }
}
onNotificationAdded(recordPushes);

function serialize(sub: PushSubscriptionRecord) {
  return { id: sub.id, endpoint: sub.endpoint, alerts: sub.alerts, policy: sub.policy, server_key: 'demo-vapid-key' };
}

const readAlerts = (ctx: RequestContext, base?: Record<Alert, boolean>) =>
  Object.fromEntries(
    ALERTS.map((name) => {
      const given = ctx.body.get(`data[alerts][${name}]`);
      return [name, given === undefined ? (base?.[name] ?? false) : given === 'true' || given === '1'];
    }),
  ) as Record<Alert, boolean>;

function tokenOf(ctx: RequestContext): string {
  requireUser(ctx);
  const token = ctx.token?.token;
  if (!token) throw new HttpError(401, 'The access token is invalid');
  return token;
}

function subscribe(ctx: RequestContext): Reply {
  const token = tokenOf(ctx);
  const endpoint = ctx.body.get('subscription[endpoint]');
  const p256dh = ctx.body.get('subscription[keys][p256dh]');
  const auth = ctx.body.get('subscription[keys][auth]');
  if (!endpoint || !p256dh || !auth) throw new HttpError(422, 'Validation failed: Endpoint and keys are required');
  const push = pushState(ctx.state);
  push.serial += 1;
  const sub: PushSubscriptionRecord = {
    id: String(push.serial),
    endpoint,
    keys: { p256dh, auth },
    alerts: readAlerts(ctx),
    policy: ctx.body.get('data[policy]') ?? 'all',
  };
  push.subscriptions.set(token, sub);
  return json(serialize(sub));
}

function current(ctx: RequestContext): PushSubscriptionRecord {
  const sub = pushState(ctx.state).subscriptions.get(tokenOf(ctx));
  // Pleroma's and Mastodon's words for a token without one
  if (!sub) throw new HttpError(404, 'Record not found');
  return sub;
}

function update(ctx: RequestContext): Reply {
  const sub = current(ctx);
  sub.alerts = readAlerts(ctx, sub.alerts);
  return json(serialize(sub));
}

function unsubscribe(ctx: RequestContext): Reply {
  pushState(ctx.state).subscriptions.delete(tokenOf(ctx));
  return json({});
}

export const pushRoutes: Route[] = [
  { method: 'POST', pattern: '/api/v1/push/subscription', handler: subscribe },
  { method: 'GET', pattern: '/api/v1/push/subscription', handler: (ctx) => json(serialize(current(ctx))) },
  { method: 'PUT', pattern: '/api/v1/push/subscription', handler: update },
  { method: 'DELETE', pattern: '/api/v1/push/subscription', handler: unsubscribe },
];

/** Tests only: the subscriptions as the server holds them, and every message it would have sent. */
export const controlPushRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/__demo/push',
    handler: (ctx) => {
      const push = pushState(ctx.state);
      return json({
        subscriptions: [...push.subscriptions.values()].map(serialize),
        sent: push.sent.map((m) => ({ endpoint: m.endpoint, payload: { ...m.payload } })),
      });
    },
  },
];
