// Pleroma's account-security API, with its shapes and its failures (TwitterAPI.UtilController and
// TwoFactorAuthenticationController): change e-mail and password, aliases, move and delete the account, TOTP setup,
// confirmation, backup codes and disabling, and the OAuth tokens list. Every password check answers Pleroma's
// 403 {"error": "Invalid password."} (422 in the MFA routes, as Pleroma does there).
import { randomBytes } from 'node:crypto';
import { errorReply, json, type Reply } from '../http';
import type { Account, DemoState } from '../model';
import { findLocalUser } from '../oauth';
import { requireUser, type RequestContext, type Route } from '../router';
import { newTotpSecret, totpCode, totpValid } from './totp';

interface SecurityData {
  /** account id -> the ids of accounts it names as aliases (Pleroma's also_known_as) */
  aliases: Map<string, string[]>;
  /** account id -> a TOTP secret handed out and not yet confirmed */
  pendingTotp: Map<string, string>;
  /** access token -> Pleroma's numeric token id (the demo's tokens have none of their own) */
  tokenIds: Map<string, number>;
  nextTokenId: number;
}

// Kept beside the state rather than in it: a reset makes a new state, and this goes with the old one.
const byState = new WeakMap<DemoState, SecurityData>();
function data(state: DemoState): SecurityData {
  let found = byState.get(state);
  if (!found) {
    found = { aliases: new Map(), pendingTotp: new Map(), tokenIds: new Map(), nextTokenId: 1 };
    byState.set(state, found);
  }
  return found;
}

const INVALID_PASSWORD = 'Invalid password.';
const passwordOk = (account: Account, password: string | undefined) => account.password !== null && account.password === password;
const success = () => json({ status: 'success' });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Pleroma's full nickname: `nickname@host` for local accounts too. */
const fullNickname = (ctx: RequestContext, account: Account) =>
  account.domain ? `${account.username}@${account.domain}` : `${account.username}@${new URL(ctx.origin).host}`;

/** A local or known remote account by `nick`, `nick@host` or `@nick@host`. */
function findByNickname(ctx: RequestContext, name: string): Account | undefined {
  const [user = '', host] = name.trim().replace(/^@/, '').toLowerCase().split('@');
  for (const account of ctx.state.accounts.values()) {
    if (account.username.toLowerCase() !== user) continue;
    if (account.domain === null && (!host || host === new URL(ctx.origin).host.toLowerCase())) return account;
    if (account.domain !== null && host === account.domain.toLowerCase()) return account;
  }
  return undefined;
}

function changeEmail(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  if (!passwordOk(user, ctx.body.get('password'))) return errorReply(403, INVALID_PASSWORD);
  const email = (ctx.body.get('email') ?? '').trim();
  if (!email) return errorReply(400, "Email can't be blank.");
  if (!EMAIL.test(email)) return errorReply(400, 'Email has invalid format.');
  const taken = findLocalUser(ctx.state, email);
  if (taken && taken.id !== user.id) return errorReply(400, 'Email has already been taken.');
  user.email = email;
  return success();
}

function changePassword(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  if (!passwordOk(user, ctx.body.get('password'))) return errorReply(403, INVALID_PASSWORD);
  const next = ctx.body.get('new_password') ?? '';
  if (!next) return errorReply(400, "New password can't be blank.");
  if (next !== ctx.body.get('new_password_confirmation')) return errorReply(400, 'New password does not match confirmation.');
  user.password = next;
  return success();
}

function listAliases(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const ids = data(ctx.state).aliases.get(user.id) ?? [];
  const names = ids.map((id) => ctx.state.accounts.get(id)).filter((a): a is Account => Boolean(a));
  return json({ aliases: names.map((a) => fullNickname(ctx, a)) });
}

function addAlias(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const target = findByNickname(ctx, ctx.body.get('alias') ?? '');
  if (!target) return errorReply(404, 'Account not found');
  const aliases = data(ctx.state).aliases;
  const list = aliases.get(user.id) ?? [];
  if (!list.includes(target.id)) aliases.set(user.id, [...list, target.id]);
  return success();
}

function removeAlias(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const target = findByNickname(ctx, ctx.body.get('alias') ?? '');
  if (!target) return errorReply(404, 'Account not found');
  const aliases = data(ctx.state).aliases;
  const list = aliases.get(user.id) ?? [];
  if (!list.includes(target.id)) return errorReply(404, 'Account has no such alias.');
  aliases.set(
    user.id,
    list.filter((id) => id !== target.id),
  );
  return success();
}

// Pleroma answers a refused move with a 200 naming the error; only an unknown target is a 404.
function moveAccount(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  if (!passwordOk(user, ctx.body.get('password'))) return errorReply(403, INVALID_PASSWORD);
  const target = findByNickname(ctx, ctx.body.get('target_account') ?? '');
  if (!target) return errorReply(404, 'Target account not found.');
  const knownAs = data(ctx.state).aliases.get(target.id) ?? [];
  if (!knownAs.includes(user.id)) return json({ error: 'Target account must have the origin in `alsoKnownAs`' });
  return success();
}

function deleteAccount(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  if (!passwordOk(user, ctx.body.get('password') ?? ctx.query.get('password') ?? undefined)) {
    return errorReply(403, INVALID_PASSWORD);
  }
  user.deactivated = true;
  // Pleroma deletes the account's tokens with it
  for (const [token, record] of ctx.state.tokens) if (record.accountId === user.id) ctx.state.tokens.delete(token);
  return success();
}

function mfaSettings(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  return json({ settings: { enabled: user.mfa !== null, totp: user.mfa !== null } });
}

function setupTotp(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  if (ctx.params.method !== 'totp') return errorReply(400, 'undefined method');
  const secret = newTotpSecret();
  data(ctx.state).pendingTotp.set(user.id, secret);
  const label = encodeURIComponent(`${new URL(ctx.origin).host}:${user.email ?? user.username}`);
  const issuer = encodeURIComponent('Demo instance');
  return json({
    key: secret,
    provisioning_uri: `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&digits=6&period=30`,
  });
}

/** Pleroma's backup codes: five random ones, each spent once at sign-in. */
const newBackupCodes = () => Array.from({ length: 5 }, () => randomBytes(5).toString('hex'));

/** The account's second factor from now on: sign-in (oauth.ts) compares the code it is given with `totpCode`. */
function enableTotp(user: Account, secret: string) {
  const recoveryCodes = user.mfa?.recoveryCodes ?? [];
  user.mfa = {
    get totpCode() {
      return totpCode(secret, Date.now());
    },
    recoveryCodes,
  };
}

function confirmTotp(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  if (ctx.params.method !== 'totp') return errorReply(400, 'undefined method');
  if (!passwordOk(user, ctx.body.get('password'))) return errorReply(422, INVALID_PASSWORD);
  const secret = data(ctx.state).pendingTotp.get(user.id);
  if (!secret || !totpValid(secret, (ctx.body.get('code') ?? '').trim())) return errorReply(422, 'invalid_token');
  data(ctx.state).pendingTotp.delete(user.id);
  enableTotp(user, secret);
  return json({});
}

function disableTotp(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  if (ctx.params.method !== 'totp') return errorReply(400, 'undefined method');
  if (!passwordOk(user, ctx.body.get('password'))) return errorReply(422, INVALID_PASSWORD);
  user.mfa = null;
  return json({});
}

function backupCodes(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const codes = newBackupCodes();
  // a new set replaces the old one
  if (user.mfa) user.mfa.recoveryCodes = codes;
  return json({ codes });
}

function tokenId(state: DemoState, token: string): number {
  const ids = data(state);
  let id = ids.tokenIds.get(token);
  if (id === undefined) {
    id = ids.nextTokenId++;
    ids.tokenIds.set(token, id);
  }
  return id;
}

const HUNDRED_YEARS_S = 3_153_600_000;

/** Pleroma's list: every token of the account's, with its app's name; valid_until a naive date-time. */
function listTokens(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const tokens = [...ctx.state.tokens.values()].filter((t) => t.accountId === user.id);
  const apps = [...ctx.state.apps.values()];
  return json(
    tokens.map((t) => ({
      id: tokenId(ctx.state, t.token),
      app_name: apps.find((a) => a.clientId === t.clientId)?.name ?? '',
      valid_until: new Date((t.createdAt + HUNDRED_YEARS_S) * 1000).toISOString().replace(/\.\d+Z$/, ''),
    })),
  );
}

/** Pleroma answers a revocation 201 with an empty body, whether or not the id was the account's. */
function revokeToken(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const id = Number(ctx.params.id);
  for (const t of ctx.state.tokens.values()) {
    if (t.accountId === user.id && tokenId(ctx.state, t.token) === id) ctx.state.tokens.delete(t.token);
  }
  return { status: 201, body: Buffer.alloc(0), contentType: 'application/json' };
}

export const securityRoutes: Route[] = [
  { method: 'POST', pattern: '/api/pleroma/change_email', handler: changeEmail },
  { method: 'POST', pattern: '/api/pleroma/change_password', handler: changePassword },
  { method: 'GET', pattern: '/api/pleroma/aliases', handler: listAliases },
  { method: 'PUT', pattern: '/api/pleroma/aliases', handler: addAlias },
  { method: 'DELETE', pattern: '/api/pleroma/aliases', handler: removeAlias },
  { method: 'POST', pattern: '/api/pleroma/move_account', handler: moveAccount },
  { method: 'POST', pattern: '/api/pleroma/delete_account', handler: deleteAccount },
  { method: 'GET', pattern: '/api/pleroma/accounts/mfa', handler: mfaSettings },
  { method: 'GET', pattern: '/api/pleroma/accounts/mfa/backup_codes', handler: backupCodes },
  { method: 'GET', pattern: '/api/pleroma/accounts/mfa/setup/:method', handler: setupTotp },
  { method: 'POST', pattern: '/api/pleroma/accounts/mfa/confirm/:method', handler: confirmTotp },
  { method: 'DELETE', pattern: '/api/pleroma/accounts/mfa/:method', handler: disableTotp },
  { method: 'GET', pattern: '/api/oauth_tokens.json', handler: listTokens },
  { method: 'GET', pattern: '/api/oauth_tokens', handler: listTokens },
  { method: 'DELETE', pattern: '/api/oauth_tokens/:id', handler: revokeToken },
];
