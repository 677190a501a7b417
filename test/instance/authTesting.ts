// Helpers for the demo instance's auth tests (auth-*.test.ts).
import { registerApp, type AppCredentials } from './testing';

export type JsonBody = Record<string, unknown>;

export const postJson = (url: string, body: object, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

export const postForm = (url: string, body: Record<string, string>, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: new URLSearchParams(body),
    redirect: 'manual',
  });

export const configure = async (base: string, config: object): Promise<JsonBody> => {
  const res = await postJson(`${base}/__demo/config`, config);
  if (res.status !== 200) throw new Error(`config refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as JsonBody;
};

export const reset = (base: string) => postJson(`${base}/__demo/reset`, {});

/** A registered app and its client_credentials token, which POST /api/v1/accounts needs. */
export async function appToken(base: string): Promise<{ app: AppCredentials; token: string }> {
  const app = await registerApp(base);
  const res = await postForm(`${base}/oauth/token`, { ...app, grant_type: 'client_credentials' });
  return { app, token: ((await res.json()) as { access_token: string }).access_token };
}

export interface CaptchaJson {
  type: string;
  token: string;
  url: string;
  answer_data: string;
  seconds_valid: number;
}

/** A fresh captcha and its answer, read from the test-control API. */
export async function solvedCaptcha(base: string): Promise<{ captcha: CaptchaJson; answer: string }> {
  const captcha = (await (await fetch(`${base}/api/v1/pleroma/captcha`)).json()) as CaptchaJson;
  const { answer } = (await (await fetch(`${base}/__demo/captcha/${captcha.token}`)).json()) as { answer: string };
  return { captcha, answer };
}

export const captchaFields = (captcha: CaptchaJson, solution: string) => ({
  captcha_token: captcha.token,
  captcha_answer_data: captcha.answer_data,
  captcha_solution: solution,
});

export const signUp = (base: string, token: string, fields: object) =>
  postJson(`${base}/api/v1/accounts`, { agreement: true, locale: 'en_US', ...fields }, token);
