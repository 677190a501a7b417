import type { ProfileRef } from '../../profilesSlice';

export type ProfileTab = 'statuses' | 'replies' | 'media' | 'favorites' | 'follows' | 'followers';
export const PROFILE_TABS: readonly ProfileTab[] = ['statuses', 'replies', 'media', 'favorites', 'follows', 'followers'];

/** The timeline kind each status tab shows (src/api/timelines.ts). */
export const TAB_TIMELINE = { statuses: 'user', replies: 'replies', media: 'media', favorites: 'favorites' } as const;

interface TabFacts {
  own: boolean;
  hideFollows: boolean;
  hideFollowers: boolean;
}

/** The tabs a viewer sees: favorites on the own profile only; follows / followers unless the user hides them. */
export function visibleTabs({ own, hideFollows, hideFollowers }: TabFacts): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => {
    if (tab === 'favorites') return own;
    if (tab === 'follows') return own || !hideFollows;
    if (tab === 'followers') return own || !hideFollowers;
    return true;
  });
}

/** The tab named in the address's hash, else the preferred one, else the first visible. */
export function tabFromHash(hash: string, tabs: readonly ProfileTab[], preferred: string): ProfileTab {
  const named = hash.replace(/^#/, '');
  const found = tabs.find((t) => t === named) ?? tabs.find((t) => t === preferred);
  return found ?? tabs[0] ?? 'statuses'; // statuses is always visible
}

/**
 * /users/{x} is external-user-profile when x is an id and user-profile when it is a name (spec 000 §2).
 * Ids are numbers (Mastodon) or 16+ character flakes (Pleroma); nicknames this long in base62 are not expected.
 */
export function refFromUsersParam(param: string): ProfileRef {
  return /^\d+$/.test(param) || /^[0-9A-Za-z]{16,}$/.test(param) ? { id: param } : { name: param };
}
