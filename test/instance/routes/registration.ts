// Sign-up as Akkoma does it: GET /api/v1/pleroma/captcha and POST /api/v1/accounts
// with an app token, in Akkoma's order (required fields, e-mail, captcha, invite,
// validation, uniqueness) and with its messages and status codes.
import { captchaPng, captchaUrl, CAPTCHA_SECONDS_VALID, checkCaptcha, newCaptcha } from '../captcha';
import { errorReply, json, type Reply } from '../http';
import type { Account, AuthConfig, SentMail } from '../model';
import { issueToken } from '../oauth';
import type { RequestContext, Route } from '../router';
import type { Json } from '../serialize/context';
import { RESTRICTED_NICKNAMES } from '../serialize/instance';

type FieldErrors = Record<string, string[]>;

// Pleroma's extended local nickname format and its e-mail regex, simplified.
const NICKNAME = /^[a-zA-Z\d_-]+$/;
const EMAIL = /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-zA-Z\d-]+(\.[a-zA-Z\d-]+)*$/;
const LIMITS = { name: 100, bio: 5000, reason: 500 };
const COLOURS = ['#0f766e', '#9333ea', '#c2410c', '#1d4ed8', '#15803d', '#b91c1c', '#a16207', '#0e7490'];

const MESSAGES = {
  missing_confirmed_email: 'You have been registered. Please check your email for further instructions.',
  awaiting_approval: "You have been registered. You'll be able to log in once your account is approved.",
};

function captcha(ctx: RequestContext): Reply {
  const type = ctx.state.auth.config.captcha;
  if (type === 'none') return json({ type: 'none' });
  const challenge = newCaptcha(ctx.state, type);
  return json({
    type,
    token: challenge.token,
    url: captchaUrl(challenge, ctx.origin),
    answer_data: challenge.answerData,
    seconds_valid: CAPTCHA_SECONDS_VALID,
  });
}

/** The kocaptcha picture (kocaptcha is a separate image server; here it is this one). */
function captchaImage(ctx: RequestContext): Reply {
  const challenge = ctx.state.auth.captchas.get(ctx.params.file.replace(/\.png$/, ''));
  if (!challenge) return errorReply(404, 'Not found');
  return { status: 200, body: captchaPng(challenge.answer), contentType: 'image/png', headers: { 'Cache-Control': 'no-store' } };
}

/** Akkoma sends changeset errors as a JSON text inside "error"; Pleroma before 2.3 sent the object. */
function fieldErrors(config: AuthConfig, errors: FieldErrors): Reply {
  return json({ error: config.registrationErrorFormat === 'string' ? JSON.stringify(errors) : errors }, 400);
}

/** OpenApiSpex's answer when a required body field is absent. */
function missingFields(fields: string[]): Reply {
  return json(
    {
      error: fields.map((f) => `Missing field: ${f}.`).join(' '),
      errors: fields.map((f) => ({ message: `Missing field: ${f}`, source: { pointer: `/${f}` }, title: 'Invalid value' })),
    } satisfies Json,
    400,
  );
}

/** Pleroma's UserInviteToken check: unknown -> "Invalid token", absent or spent -> "Expired token". */
function inviteProblem(ctx: RequestContext): string | null {
  const token = ctx.body.get('token');
  if (token === undefined || token === '') return 'Expired token';
  const invite = ctx.state.auth.invites.get(token);
  if (!invite) return 'Invalid token';
  if (invite.used || (invite.maxUse !== null && invite.uses >= invite.maxUse)) return 'Expired token';
  return null;
}

function validate(ctx: RequestContext, nickname: string, name: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (nickname === '') add('nickname', "can't be blank");
  else if (!NICKNAME.test(nickname)) add('nickname', 'has invalid format');
  else if (RESTRICTED_NICKNAMES.includes(nickname.toLowerCase())) add('nickname', 'is reserved');
  if (name === '') add('name', "can't be blank");
  else if (name.length > LIMITS.name) add('name', `should be at most ${LIMITS.name} character(s)`);
  if ((ctx.body.get('password') ?? '') === '') {
    add('password', "can't be blank");
    add('password_confirmation', "can't be blank");
  }
  if (email !== '' && !EMAIL.test(email)) add('email', 'has invalid format');
  if (email === '' && ctx.state.auth.config.accountActivationRequired) add('email', "can't be blank");
  if ((ctx.body.get('bio') ?? '').length > LIMITS.bio) add('bio', `should be at most ${LIMITS.bio} character(s)`);
  if ((ctx.body.get('reason') ?? '').length > LIMITS.reason) {
    add('registration_reason', `should be at most ${LIMITS.reason} character(s)`);
  }
  return errors;
}

/** The database's unique indexes: one violation is reported, the nickname's as `ap_id` (the client shows it as username). */
function uniquenessErrors(ctx: RequestContext, nickname: string, email: string): FieldErrors | null {
  const locals = [...ctx.state.accounts.values()].filter((a) => a.domain === null);
  if (locals.some((a) => a.username.toLowerCase() === nickname.toLowerCase())) return { ap_id: ['has already been taken'] };
  if (email !== '' && locals.some((a) => a.email?.toLowerCase() === email.toLowerCase())) {
    return { email: ['has already been taken'] };
  }
  return null;
}

function createAccount(ctx: RequestContext, nickname: string, name: string, email: string): Account {
  const { config } = ctx.state.auth;
  const now = Date.now();
  const account: Account = {
    id: ctx.state.ids.now('account'),
    username: nickname,
    domain: null,
    software: 'akkoma',
    displayName: name,
    note: ctx.body.get('bio') ?? '',
    fields: [],
    locked: false,
    bot: false,
    isAdmin: false,
    isModerator: false,
    createdAt: now,
    colour: COLOURS[[...nickname].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length],
    email: email === '' ? null : email,
    password: ctx.body.get('password') ?? '',
    mfa: null,
    discoverable: false,
    birthday: null,
    defaultVisibility: 'public',
    language: ctx.body.get('language') ?? ctx.body.get('locale') ?? 'en',
    pinnedStatusIds: [],
    extraFollowers: 0,
    extraFollowing: 0,
    confirmed: !config.accountActivationRequired,
    approved: config.registrations !== 'approval',
    passwordResetPending: false,
    registrationReason: ctx.body.get('reason') || null,
  };
  ctx.state.accounts.set(account.id, account);
  ctx.state.following.set(account.id, new Set());
  const mail = (kind: SentMail['kind']) => {
    if (account.email && config.mailerEnabled) ctx.state.auth.outbox.push({ to: account.email, kind, at: now });
  };
  if (!account.confirmed) mail('account_confirmation');
  else if (!account.approved) mail('approval_pending');
  return account;
}

function register(ctx: RequestContext): Reply {
  const { config } = ctx.state.auth;
  // Only an app token (client_credentials) carries the app Pleroma registers through.
  const app = ctx.token && ctx.token.accountId === null ? ctx.state.apps.get(ctx.token.clientId) : undefined;
  if (!app) return errorReply(403, 'Invalid credentials');
  const nickname = ctx.body.get('username') ?? ctx.body.get('nickname');
  const missing = [...(nickname === undefined ? ['username'] : []), ...['password', 'agreement'].filter((f) => !ctx.body.has(f))];
  if (nickname === undefined || missing.length > 0) return missingFields(missing);
  if (!ctx.body.has('email') && config.accountActivationRequired) return errorReply(400, 'Missing parameter: email');
  if (config.captcha !== 'none') {
    const problem = checkCaptcha(ctx.state, {
      token: ctx.body.get('captcha_token'),
      answerData: ctx.body.get('captcha_answer_data'),
      solution: ctx.body.get('captcha_solution'),
    });
    if (problem) return fieldErrors(config, { captcha: [problem] });
  }
  const inviteOnly = config.registrations === 'closed' || config.registrations === 'invite';
  const problem = inviteOnly ? inviteProblem(ctx) : null;
  if (problem) return errorReply(400, problem);

  const email = (ctx.body.get('email') ?? '').trim();
  const fullname = ctx.body.get('fullname');
  const name = fullname === undefined ? nickname : fullname.trim();
  const errors = validate(ctx, nickname, name, email);
  if (Object.keys(errors).length > 0) return fieldErrors(config, errors);
  const taken = uniquenessErrors(ctx, nickname, email);
  if (taken) return fieldErrors(config, taken);

  // Unlike Akkoma (which spends the invite before validating), only a successful sign-up uses it up.
  if (inviteOnly) {
    const invite = ctx.state.auth.invites.get(ctx.body.get('token') ?? '');
    if (invite) {
      invite.uses += 1;
      if (invite.maxUse === null) invite.used = true;
    }
  }
  const account = createAccount(ctx, nickname, name, email);
  // Pleroma's login checks approval before e-mail confirmation.
  if (!account.approved) return json({ identifier: 'awaiting_approval', message: MESSAGES.awaiting_approval });
  if (!account.confirmed) return json({ identifier: 'missing_confirmed_email', message: MESSAGES.missing_confirmed_email });
  return issueToken(ctx, app, account, app.scopes);
}

export const registrationRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/pleroma/captcha', handler: captcha },
  { method: 'GET', pattern: '/media/captcha/:file', handler: captchaImage },
  { method: 'POST', pattern: '/api/v1/accounts', handler: register },
];
