// The instance documents' image URLs pass the same check as every other URL from the server (urls.ts).
import type { Instance } from '../api/types';
import { cleanAccountUrls } from './clean';
import { keepSafeUrls } from './urls';
import { isRecord } from './util';

/** GET /api/v1/instance: `thumbnail`, `background_image` and the contact account's images; unsafe ones become absent. */
export function cleanInstance(raw: Instance): Instance {
  const instance = keepSafeUrls(raw, ['thumbnail', 'background_image'], null);
  if (isRecord(instance.contact_account)) instance.contact_account = cleanAccountUrls(instance.contact_account);
  return instance;
}

/** Keys of the frontend configuration (static/config.json, the admin's pleroma_fe block) that are image URLs. */
const FRONTEND_CONFIG_URLS = ['logo', 'background', 'nsfwCensorImage'];

/** The frontend configuration with its image URLs checked; an unsafe one becomes '' (no image, as the admin's own ''). */
export const cleanFrontendConfig = (raw: Record<string, unknown>): Record<string, unknown> =>
  keepSafeUrls(raw, FRONTEND_CONFIG_URLS, '');
