// What a signed-out visitor may read (issue 17 §8, §17): the capability table says which public
// timelines and which other reads a server opens to visitors (Hollo opens none of its timelines, snac2
// no account posts or threads). A screen that would only meet a 401 shows 'Log in to see this' instead.
import { createSelector } from '@reduxjs/toolkit';
import type { TimelineKind } from '../api/timelines';
import type { Capabilities } from '../capabilities';
import type { RootState } from '../store/rootReducer';
import { firstTimeline } from '../utils/firstTimeline';
import { selectCapabilities, selectLandingPaths } from './instance';
import { selectTimelineMenu } from './navigation';

/**
 * Whether a visitor may read this timeline kind on this server, as far as the capability table knows. Timelines
 * of one's own (home, bookmarks…) are behind RequireLogin; for them the server's own answer decides.
 */
export function visitorMayRead(kind: TimelineKind, caps: Capabilities): boolean {
  switch (kind) {
    case 'public':
      return caps.publicTimelineVisibility.local;
    case 'publicAndExternal':
      return caps.publicTimelineVisibility.federated;
    case 'bubble':
      return caps.publicTimelineVisibility.bubble;
    case 'tag':
      return caps.visitorReads.tagTimelines;
    case 'user':
    case 'replies':
    case 'media':
      return caps.visitorReads.accountStatuses;
    default:
      return true;
  }
}

/** The public timelines: what a visitor who may not read them is told is 'posts on this server'. */
export const isPublicTimeline = (kind: TimelineKind): boolean =>
  kind === 'public' || kind === 'publicAndExternal' || kind === 'bubble' || kind === 'tag';

/**
 * Where a visitor starts: the configured landing when the server lets visitors read it, else the first timeline
 * it does let them read, else the sign-in screen (Hollo lets visitors read no timeline).
 */
export const selectVisitorLanding = createSelector(
  [selectLandingPaths, selectCapabilities, (s: RootState) => selectTimelineMenu(s)],
  (landing, caps, menu): string => {
    const first = firstTimeline(landing.loggedOut);
    // a visitor's menu holds only the timelines the server shows visitors
    return !first || visitorMayRead(first.kind, caps) ? landing.loggedOut : (menu[0]?.path ?? '/login');
  },
);
