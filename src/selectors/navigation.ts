import { createSelector } from '@reduxjs/toolkit';
import type { TimelineKind } from '../api/timelines';
import { selectCapabilities } from './instance';
import { selectCurrentAccount, selectIsLoggedIn } from './auth';

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
