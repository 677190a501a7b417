import type { TimelineKind } from '../api/timelines';
import { HOME_PATH } from '../features/warmStart/cacheOwner';

/**
 * The timeline a start-up URL shows, if any: for everyone the public ones and a tag; for a member also home (asked
 * once the server has accepted the token: sagas/boot.ts). Other timelines that need a sign-in are left to their screen.
 */
export function firstTimeline(pathname: string, member = false): { kind: TimelineKind; param: string | null } | null {
  const fixed: Record<string, TimelineKind> = {
    '/main/all': 'publicAndExternal',
    '/main/public': 'public',
    '/main/bubble': 'bubble',
  };
  const path = pathname.replace(/\/+$/, '');
  if (member && path === HOME_PATH) return { kind: 'friends', param: null };
  const kind = fixed[path];
  if (kind) return { kind, param: null };
  const tag = /^\/tag\/([^/]+)$/.exec(path);
  if (!tag) return null;
  const [, name = ''] = tag; // the group is not optional: a match always fills it
  try {
    return { kind: 'tag', param: decodeURIComponent(name) };
  } catch {
    return null;
  }
}
