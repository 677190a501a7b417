// The account-security calls of Pleroma's API (spec 001 §7). Only the tab's saga calls these.
import { request, HttpError, type ApiConfig } from '../../../../api/client';
import { isRecord } from '../../../../utils/guards';

/**
 * Pleroma answers these with {"status": "success"}; a refusal is 403/400 with {"error": "…"}, and older versions
 * send the error with a 200, so an answer naming an error is a refusal whatever its status.
 */
async function pleromaCall(cfg: ApiConfig, path: string, method: 'POST' | 'PUT' | 'DELETE', form: Record<string, string>) {
  const res = await request<unknown>(cfg, path, { method, form });
  if (isRecord(res.data) && typeof res.data.error === 'string') throw new HttpError(400, res.data, path);
  return res.data;
}

export const changeEmail = (cfg: ApiConfig, password: string, email: string) =>
  pleromaCall(cfg, '/api/pleroma/change_email', 'POST', { password, email });

export const changePassword = (cfg: ApiConfig, password: string, newPassword: string, confirmation: string) =>
  pleromaCall(cfg, '/api/pleroma/change_password', 'POST', {
    password,
    new_password: newPassword,
    new_password_confirmation: confirmation,
  });

export const moveAccount = (cfg: ApiConfig, password: string, target: string) =>
  pleromaCall(cfg, '/api/pleroma/move_account', 'POST', { password, target_account: target });

export const deleteAccount = (cfg: ApiConfig, password: string) =>
  pleromaCall(cfg, '/api/pleroma/delete_account', 'POST', { password });

export async function listAliases(cfg: ApiConfig): Promise<string[]> {
  const res = await request<unknown>(cfg, '/api/pleroma/aliases', { shape: 'object' });
  const aliases = isRecord(res.data) ? res.data.aliases : null;
  return Array.isArray(aliases) ? aliases.filter((a): a is string => typeof a === 'string') : [];
}

export const addAlias = (cfg: ApiConfig, alias: string) => pleromaCall(cfg, '/api/pleroma/aliases', 'PUT', { alias });
export const removeAlias = (cfg: ApiConfig, alias: string) => pleromaCall(cfg, '/api/pleroma/aliases', 'DELETE', { alias });

export interface RawOAuthToken {
  id: string;
  appName: string;
  validUntil: string | null;
}

export async function listTokens(cfg: ApiConfig): Promise<RawOAuthToken[]> {
  const res = await request<unknown[]>(cfg, '/api/oauth_tokens.json', { shape: 'list' });
  return res.data.filter(isRecord).map((t) => ({
    // Pleroma's ids are numbers; they travel as strings here
    id: String(t.id),
    appName: typeof t.app_name === 'string' ? t.app_name : '',
    validUntil: typeof t.valid_until === 'string' ? t.valid_until : null,
  }));
}

export const revokeToken = (cfg: ApiConfig, id: string) =>
  request<unknown>(cfg, `/api/oauth_tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });

const MFA = '/api/pleroma/accounts/mfa';

export async function mfaSettings(cfg: ApiConfig): Promise<{ enabled: boolean }> {
  const res = await request<unknown>(cfg, MFA, { shape: 'object' });
  const settings = isRecord(res.data) && isRecord(res.data.settings) ? res.data.settings : {};
  return { enabled: settings.enabled === true || settings.totp === true };
}

export async function mfaSetupTotp(cfg: ApiConfig): Promise<{ key: string; uri: string }> {
  const res = await request<unknown>(cfg, `${MFA}/setup/totp`, { shape: 'object' });
  const data = isRecord(res.data) ? res.data : {};
  if (typeof data.key !== 'string' || typeof data.provisioning_uri !== 'string') throw new HttpError(502, null, 'mfa setup');
  return { key: data.key, uri: data.provisioning_uri };
}

export const mfaConfirmTotp = (cfg: ApiConfig, password: string, code: string) =>
  pleromaCall(cfg, `${MFA}/confirm/totp`, 'POST', { password, code });

export const mfaDisableTotp = (cfg: ApiConfig, password: string) => pleromaCall(cfg, `${MFA}/totp`, 'DELETE', { password });

export async function mfaBackupCodes(cfg: ApiConfig): Promise<string[]> {
  const res = await request<unknown>(cfg, `${MFA}/backup_codes`, { shape: 'object' });
  const codes = isRecord(res.data) ? res.data.codes : null;
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
}
