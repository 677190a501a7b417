// Test-control calls for sign-in and sign-up (tests only): change the auth config,
// read a captcha's answer and the "sent" mails, flip an account's sign-in gates.
import { errorReply, HttpError, json, type Reply } from '../http';
import type { AuthConfig, AuthState } from '../model';
import { findLocalUser } from '../oauth';
import type { RequestContext, Route } from '../router';
import { oneTimeInvite } from '../seed/auth';

const CHOICES = {
  registrations: ['open', 'closed', 'approval', 'invite'],
  captcha: ['none', 'kocaptcha', 'native'],
  loginMethod: ['password', 'token'],
  registrationErrorFormat: ['string', 'object'],
} as const;
const FLAGS = ['accountActivationRequired', 'mailerEnabled'] as const;
const KNOWN = new Set<string>([...Object.keys(CHOICES), ...FLAGS, 'resetThrottle', 'invites']);

function flag(ctx: RequestContext, name: string): boolean | undefined {
  const raw = ctx.body.get(name);
  if (raw === undefined) return undefined;
  if (['true', '1', 'on'].includes(raw)) return true;
  if (['false', '0', 'off'].includes(raw)) return false;
  throw new HttpError(422, `${name} must be true or false`);
}

function choice<K extends keyof typeof CHOICES>(ctx: RequestContext, name: K): (typeof CHOICES)[K][number] | undefined {
  const raw = ctx.body.get(name);
  if (raw === undefined) return undefined;
  const allowed: readonly string[] = CHOICES[name];
  if (!allowed.includes(raw)) throw new HttpError(422, `${name} must be one of ${allowed.join(', ')}`);
  return raw as (typeof CHOICES)[K][number];
}

const describe = (auth: AuthState) => json({ ...auth.config, invites: [...auth.invites.keys()] });

/** Merges the given fields into the config (JSON or form body); unknown JSON keys are refused so typos show. */
function updateConfig(ctx: RequestContext): Reply {
  const raw = ctx.body.json;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const unknown = Object.keys(raw).filter((key) => !KNOWN.has(key));
    if (unknown.length > 0) return errorReply(422, `unknown config field: ${unknown.join(', ')}`);
  }
  const next: Partial<AuthConfig> = {};
  for (const name of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
    const value = choice(ctx, name);
    if (value !== undefined) Object.assign(next, { [name]: value });
  }
  for (const name of FLAGS) {
    const value = flag(ctx, name);
    if (value !== undefined) next[name] = value;
  }
  const throttle = ctx.body.get('resetThrottle');
  if (throttle !== undefined) {
    const count = Number(throttle);
    if (!Number.isInteger(count) || count < 0) return errorReply(422, 'resetThrottle must be a whole number, 0 = unlimited');
    next.resetThrottle = count;
  }
  const { auth } = ctx.state;
  auth.config = { ...auth.config, ...next };
  for (const token of ctx.body.getAll('invites')) auth.invites.set(token, oneTimeInvite(token));
  return describe(auth);
}

function captchaAnswer(ctx: RequestContext): Reply {
  const challenge = ctx.state.auth.captchas.get(ctx.params.token);
  return challenge ? json({ answer: challenge.answer }) : errorReply(404, 'No such captcha');
}

/** Sets confirmed / approved / password_reset_required / deactivated on a local account (what an admin or a mail link would do). */
function accountGates(ctx: RequestContext): Reply {
  const account = findLocalUser(ctx.state, ctx.body.get('username') ?? '');
  if (!account) return errorReply(404, "Can't find user");
  account.confirmed = flag(ctx, 'confirmed') ?? account.confirmed;
  account.approved = flag(ctx, 'approved') ?? account.approved;
  account.passwordResetPending = flag(ctx, 'password_reset_required') ?? account.passwordResetPending;
  account.deactivated = flag(ctx, 'deactivated') ?? account.deactivated ?? false;
  return json({
    username: account.username,
    confirmed: account.confirmed,
    approved: account.approved,
    password_reset_required: account.passwordResetPending,
    deactivated: account.deactivated,
  });
}

export const controlAuthRoutes: Route[] = [
  { method: 'GET', pattern: '/__demo/config', handler: (ctx) => describe(ctx.state.auth) },
  { method: 'POST', pattern: '/__demo/config', handler: updateConfig },
  { method: 'GET', pattern: '/__demo/captcha/:token', handler: captchaAnswer },
  { method: 'GET', pattern: '/__demo/outbox', handler: (ctx) => json(ctx.state.auth.outbox.map((mail) => ({ ...mail }))) },
  { method: 'POST', pattern: '/__demo/account', handler: accountGates },
];
