// Which stream feeds which timeline: kept apart from the socket code, which loads lazily.
import type { TimelineKind } from '../../api/timelines';

/** A stream as the server names it, with its argument (tag or list id). */
export interface StreamSpec {
  stream: string;
  tag?: string;
  list?: string;
}

/** The stream behind a timeline (bubble, profiles, bookmarks, favourites and mentions have none). */
export function streamOfTimeline(kind: TimelineKind, param: string | null): StreamSpec | null {
  switch (kind) {
    case 'friends':
      return { stream: 'user' };
    case 'public':
      return { stream: 'public:local' };
    case 'publicAndExternal':
      return { stream: 'public' };
    case 'dms':
      return { stream: 'direct' };
    case 'tag':
      return param ? { stream: 'hashtag', tag: param } : null;
    case 'list':
      return param ? { stream: 'list', list: param } : null;
    default:
      return null;
  }
}
