import type { TimelineKind } from '../api/timelines';

/**
 * The visitor timeline a start-up URL shows, if any. Timelines that need a sign-in are left to their
 * screen: the stored token may be refused, and the route would redirect.
 */
export function firstTimeline(pathname: string): { kind: TimelineKind; param: string | null } | null {
  const fixed: Record<string, TimelineKind> = {
    '/main/all': 'publicAndExternal',
    '/main/public': 'public',
    '/main/bubble': 'bubble',
  };
  const path = pathname.replace(/\/+$/, '');
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
