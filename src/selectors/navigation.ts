import { createSelector } from '@reduxjs/toolkit';
import type { TimelineKind } from '../api/timelines';
import { selectCapabilities } from './instance';
import { selectCurrentAccount, selectIsLoggedIn } from './auth';
import { parseTimelineKey } from '../slices/timelines';

export interface TimelineMenuEntry {
  kind: TimelineKind;
  path: string;
  labelId: string;
}

/**
 * The timeline menu (spec 000 §2): home, bookmarks and DMs only signed in; local, bubble and
 * federated when the instance has them, and for visitors only when it shows that kind publicly.
 * A private instance shows visitors nothing.
 */
export const selectTimelineMenu = createSelector(
  [selectCapabilities, selectIsLoggedIn, (s: { auth: { me: string | null } }) => s.auth.me],
  (capabilities, loggedIn): TimelineMenuEntry[] => {
    const entries: TimelineMenuEntry[] = [];
    if (loggedIn) entries.push({ kind: 'friends', path: '/main/friends', labelId: 'nav.home_timeline' });
    const visitorMay = (kind: boolean) => loggedIn || (!capabilities.privateMode && kind);
    if (capabilities.localTimelineAvailable && visitorMay(capabilities.publicTimelineVisibility.local))
      entries.push({ kind: 'public', path: '/main/public', labelId: 'nav.public_timeline' });
    if (capabilities.localBubbleInstances.length > 0 && visitorMay(capabilities.publicTimelineVisibility.bubble))
      entries.push({ kind: 'bubble', path: '/main/bubble', labelId: 'nav.bubble_timeline' });
    if (capabilities.federatedTimelineAvailable && visitorMay(capabilities.publicTimelineVisibility.federated))
      entries.push({ kind: 'publicAndExternal', path: '/main/all', labelId: 'nav.federated_timeline' });
    if (loggedIn && capabilities.bookmarks) {
      entries.push({ kind: 'bookmarks', path: '/bookmarks', labelId: 'nav.bookmarks' });
    }
    return entries;
  },
);

/** Where the member's direct messages are; null for visitors and on servers without them (snac2). */
export const selectDirectMessagesPath = createSelector(
  [selectCurrentAccount, selectCapabilities],
  (me, capabilities): string | null => (me && capabilities.directMessages ? `/users/${encodeURIComponent(me.acct)}/dms` : null),
);

/** The timeline heading's menu: the timeline menu, plus the member's direct messages. */
export const selectTimelineSwitcher = createSelector(
  [selectTimelineMenu, selectDirectMessagesPath],
  (entries, dms): TimelineMenuEntry[] => (dms ? [...entries, { kind: 'dms', path: dms, labelId: 'nav.dms' }] : entries),
);

const MENU_PATHS: Partial<Record<TimelineKind, string>> = {
  friends: '/main/friends',
  public: '/main/public',
  bubble: '/main/bubble',
  publicAndExternal: '/main/all',
  bookmarks: '/bookmarks',
};

/**
 * Where the side drawer's timelines entry goes (spec 000 §2): the timeline the reader opened last,
 * else home when signed in, else the public timeline, else the first one the viewer may see; null
 * when there is none (a private instance's visitors).
 */
export const selectDrawerTimelinePath = createSelector(
  [
    selectTimelineMenu,
    selectDirectMessagesPath,
    selectIsLoggedIn,
    (s: { ui: { lastTimeline: string | null } }) => s.ui.lastTimeline,
  ],
  (menu, dms, loggedIn, last): string | null => {
    const { kind, param } = parseTimelineKey(last ?? '');
    const allowed = (k: TimelineKind) => menu.some((entry) => entry.kind === k);
    const menuPath = MENU_PATHS[kind];
    if (menuPath && allowed(kind)) return menuPath;
    if (kind === 'dms' && dms) return dms;
    if (param && kind === 'tag' && (loggedIn || allowed('public') || allowed('publicAndExternal')))
      return `/tag/${encodeURIComponent(param)}`;
    if (param && kind === 'list' && loggedIn) return `/lists/${encodeURIComponent(param)}`;
    const home = menu.find((entry) => entry.kind === (loggedIn ? 'friends' : 'public'));
    return (home ?? menu[0])?.path ?? null;
  },
);
