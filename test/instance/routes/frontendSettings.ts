// Akkoma's settings profiles (GET /api/v1/akkoma/frontend_settings/:frontend, GET/PUT/DELETE …/:frontend/:profile):
// `{settings, version}` per account, frontend and profile name. A PUT must carry a version greater than the stored
// one, as Akkoma checks. Every seeded member but erin starts with an empty 'default' profile for 'pleroma-fe'
// (version 1), so a sign-in applies it quietly; erin, like a newly registered member, has none: the client's
// first read answers 404 and it creates one. GET /__demo/frontend-settings/:username shows what is stored.
import { errorReply, HttpError, json, type Reply } from '../http';
import type { DemoState } from '../model';
import type { JsonObject } from '../serialize/context';
import { requireUser, type RequestContext, type Route } from '../router';

interface StoredProfile {
  settings: JsonObject;
  version: number;
}

/** account id -> "frontend/profile" -> profile; beside the state so a reset brings the seed back. */
const byState = new WeakMap<DemoState, Map<string, Map<string, StoredProfile>>>();

/** Seeded members with a profile; erin (and anyone registered later) has none: the first sign-in shows 404-then-create. */
const WITH_PROFILE = new Set(['admin', 'mod', 'alice', 'bob', 'carol', 'robot', 'dave', 'frank', 'grace']);

/** Akkoma caps a profile at 1000 keys. */
const MAX_KEYS = 1000;

function profilesOf(state: DemoState, accountId: string): Map<string, StoredProfile> {
  let all = byState.get(state);
  if (!all) {
    all = new Map();
    byState.set(state, all);
  }
  let mine = all.get(accountId);
  if (!mine) {
    mine = new Map();
    const account = state.accounts.get(accountId);
    if (account && account.domain === null && WITH_PROFILE.has(account.username))
      mine.set('pleroma-fe/default', { settings: {}, version: 1 });
    all.set(accountId, mine);
  }
  return mine;
}

const keyOf = (ctx: RequestContext) => `${ctx.params.frontend}/${ctx.params.profile}`;

function list(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const prefix = `${ctx.params.frontend}/`;
  const out = [...profilesOf(ctx.state, viewer.id)]
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, profile]) => ({ name: key.slice(prefix.length), version: profile.version }));
  return json(out);
}

function read(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const profile = profilesOf(ctx.state, viewer.id).get(keyOf(ctx));
  if (!profile) return errorReply(404, 'Not found');
  return json({ settings: profile.settings, version: profile.version });
}

function write(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const body = ctx.body.json;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Invalid request');
  const { settings, version } = body;
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) throw new HttpError(422, 'settings: is invalid');
  if (typeof version !== 'number' || !Number.isInteger(version)) throw new HttpError(422, 'version: is invalid');
  if (Object.keys(settings).length > MAX_KEYS) throw new HttpError(422, 'settings: Too many keys');
  const profiles = profilesOf(ctx.state, viewer.id);
  const stored = profiles.get(keyOf(ctx));
  if (stored && version <= stored.version) throw new HttpError(422, `version: must be greater than ${stored.version}`);
  profiles.set(keyOf(ctx), { settings, version });
  return json(settings);
}

function remove(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  if (!profilesOf(ctx.state, viewer.id).delete(keyOf(ctx))) return errorReply(404, 'Not found');
  return json({ deleted: 'ok' });
}

/** Tests read what a member's profiles hold. */
function show(ctx: RequestContext): Reply {
  const account = [...ctx.state.accounts.values()].find((a) => a.username === ctx.params.username && a.domain === null);
  if (!account) return errorReply(404, 'No such account');
  const out: JsonObject = {};
  for (const [key, profile] of profilesOf(ctx.state, account.id))
    out[key] = { settings: profile.settings, version: profile.version };
  return json(out);
}

const PROFILE = '/api/v1/akkoma/frontend_settings/:frontend/:profile';

export const frontendSettingsRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/akkoma/frontend_settings/:frontend', handler: list },
  { method: 'GET', pattern: PROFILE, handler: read },
  { method: 'PUT', pattern: PROFILE, handler: write },
  { method: 'DELETE', pattern: PROFILE, handler: remove },
  { method: 'GET', pattern: '/__demo/frontend-settings/:username', handler: show },
];
