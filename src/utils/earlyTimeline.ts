// The first timeline page the early script asks for (src/early.ts): the address the timeline saga will ask for the
// screen a start-up URL shows, so the client takes the answer over instead of asking again.
import { timelineUrl } from '../api/timelines';
import { readJson, STORAGE_KEYS } from './storage';
import { firstTimeline } from './firstTimeline';

/** The reader's own choice of replies shown (settings), which the timeline saga asks with; the default asks nothing. */
function storedReplyVisibility(): 'following' | 'self' | undefined {
  const chosen = readJson<{ replyVisibility?: unknown }>(STORAGE_KEYS.config)?.replyVisibility;
  return chosen === 'following' || chosen === 'self' ? chosen : undefined;
}

/** The home cache's picture is stored beside its record (features/warmStart/homePicture.ts), and far cheaper to look for. */
function homeCacheStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.homePicture) !== null;
  } catch {
    return false;
  }
}

/**
 * A visitor's public timelines (utils/firstTimeline.ts); for a member those too, and home, unless a home cache is
 * stored: the warm start draws home from it and then asks only for what is newer (features/warmStart).
 */
export function earlyTimelineUrl(pathname: string, member: boolean): string | null {
  const first = firstTimeline(pathname, member);
  if (!first || (first.kind === 'friends' && homeCacheStored())) return null;
  const tag = first.kind === 'tag' ? (first.param ?? undefined) : undefined;
  return timelineUrl(first.kind, { tag, withMuted: true, replyVisibility: storedReplyVisibility() });
}
