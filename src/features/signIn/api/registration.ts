// Sign-up and account recovery: captcha, POST /api/v1/accounts, Pleroma's password-reset mail.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { OAuthToken } from '../../../api/types/index';

/** GET /api/v1/pleroma/captcha (spec 000 §3 "Captcha"). */
export interface Captcha {
  type: 'none' | 'kocaptcha' | 'native' | string;
  token?: string;
  url?: string;
  answer_data?: string;
  seconds_valid?: number;
}

export const fetchCaptcha = (cfg: ApiConfig): Promise<ApiResponse<Captcha>> =>
  request<Captcha>(cfg, '/api/v1/pleroma/captcha', { auth: false });

export interface RegistrationParams {
  username: string;
  fullname: string;
  email: string;
  password: string;
  confirm: string;
  bio: string;
  reason: string;
  /** backend locale, e.g. 'pt' or 'zh_Hant' */
  language: string;
  token: string | null;
  captchaSolution: string;
  captchaToken: string | null;
  captchaAnswerData: string | null;
}

/** A signed-up account: a token when it can sign in now, else why not (awaiting_approval, missing_confirmed_email). */
export type RegistrationReply = Partial<OAuthToken> & { identifier?: string; message?: string };

/** Needs an app token (client_credentials) as bearer: servers refuse anonymous sign-ups. */
export const registerAccount = (
  cfg: ApiConfig,
  appToken: string,
  p: RegistrationParams,
): Promise<ApiResponse<RegistrationReply>> =>
  request<RegistrationReply>({ ...cfg, token: appToken }, '/api/v1/accounts', {
    form: {
      nickname: p.username,
      username: p.username,
      fullname: p.fullname,
      email: p.email,
      password: p.password,
      confirm: p.confirm,
      bio: p.bio,
      reason: p.reason || undefined,
      locale: p.language || undefined,
      agreement: true,
      token: p.token ?? undefined,
      captcha_solution: p.captchaSolution || undefined,
      captcha_token: p.captchaToken ?? undefined,
      captcha_answer_data: p.captchaAnswerData ?? undefined,
    },
  });

/** Pleroma mails a reset link: 204 when sent (also for unknown addresses), 429 when throttled. */
export const requestPasswordReset = (cfg: ApiConfig, email: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/auth/password', { method: 'POST', auth: false, query: { email } });
