// Pleroma's notification settings (spec 001 §7 Account settings): PUT /api/pleroma/notification_settings with the
// changed value only (the server keeps the others), as a form, the way Pleroma-FE sends it.
import { request, type ApiConfig, type ApiResponse } from '../../../../api/client';
import type { ServerNotificationSetting } from './notificationSettingsSlice';

export const updateNotificationSettings = (
  cfg: ApiConfig,
  key: ServerNotificationSetting,
  value: boolean,
): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/pleroma/notification_settings', { method: 'PUT', form: { [key]: value } });
