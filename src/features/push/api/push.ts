// Web push subscriptions (spec 001 §7 Push): one per access token, on the server's side.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';

/** The alerts a subscription asks for; Pleroma names emoji reactions `pleroma:emoji_reaction`. */
export type PushAlerts = Record<string, boolean>;

export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ServerPushSubscription {
  id: string;
  endpoint?: string;
  alerts?: PushAlerts;
}

export const subscribePush = (
  cfg: ApiConfig,
  subscription: PushSubscriptionBody,
  alerts: PushAlerts,
): Promise<ApiResponse<ServerPushSubscription>> =>
  request<ServerPushSubscription>(cfg, '/api/v1/push/subscription', {
    method: 'POST',
    json: { subscription, data: { alerts } },
    shape: 'object',
  });

export const unsubscribePush = (cfg: ApiConfig): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/push/subscription', { method: 'DELETE' });
