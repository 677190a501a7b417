// POST /__demo/fans (tests only): `count` new local accounts (fan1, fan2, … after any made before) favourite
// and/or repeat the status `id`, so the who-favourited lists can be paged past their first screen.
import { createRepeat } from '../compose';
import { errorReply, json, type Reply } from '../http';
import type { Account } from '../model';
import type { RequestContext, Route } from '../router';
import { findAccountByAcct } from '../store';

const COLOURS = ['#0f766e', '#9333ea', '#c2410c', '#1d4ed8', '#15803d', '#b91c1c'];

function fans(ctx: RequestContext): Reply {
  const status = ctx.state.statuses.get(ctx.body.get('id') ?? '');
  if (!status) return errorReply(404, 'Record not found');
  const original = (status.reblogOfId && ctx.state.statuses.get(status.reblogOfId)) || status;
  const count = Math.min(200, Math.max(0, Number.parseInt(ctx.body.get('count') ?? '0', 10) || 0));
  const kinds = (ctx.body.get('kinds') ?? 'favourite').split(',');
  // a template for the fields nobody looks at here
  const template = findAccountByAcct(ctx.state, 'erin');
  if (!template) return errorReply(500, 'no template account');
  let made = 0;
  for (let n = 1; made < count; n += 1) {
    const username = `fan${n}`;
    if (findAccountByAcct(ctx.state, username)) continue;
    const fan: Account = {
      ...template,
      id: ctx.state.ids.now('account'),
      username,
      displayName: `Fan ${n}`,
      note: '',
      email: null,
      password: '',
      colour: COLOURS[n % COLOURS.length],
      pinnedStatusIds: [],
      extraFollowers: 0,
      extraFollowing: 0,
      createdAt: Date.now(),
    };
    ctx.state.accounts.set(fan.id, fan);
    ctx.state.following.set(fan.id, new Set());
    if (kinds.includes('favourite')) original.favouritedBy.add(fan.id);
    if (kinds.includes('reblog')) {
      const repeat = createRepeat(ctx.state, original, fan);
      ctx.state.statuses.set(repeat.id, repeat);
    }
    made += 1;
  }
  return json({ favourites: original.favouritedBy.size });
}

export const controlFansRoutes: Route[] = [{ method: 'POST', pattern: '/__demo/fans', handler: fans }];
