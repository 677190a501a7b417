// Selectors of the screen and the sagas (the "announcements" chunk).
import type { RootState } from '../../store/rootReducer';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { isAdministrator } from '../../app/shell/staffLinks';
import type { AnnouncementsState } from './announcementsSlice';

/** Spec 000 §9: the store treats announcements older than this as stale. */
export const ANNOUNCEMENTS_STALE_MS = 300_000;

/** Nothing fetched yet, or the last answer is older than 300 s. */
export const isAnnouncementsStale = (a: Pick<AnnouncementsState, 'fetchedAt'>, now: number): boolean =>
  a.fetchedAt === null || now - a.fetchedAt > ANNOUNCEMENTS_STALE_MS;

/** Admins of Pleroma and Akkoma post, edit and delete announcements (Pleroma's admin API) and read every one. */
export const selectCanManageAnnouncements = (s: RootState): boolean => {
  const { software } = selectCapabilities(s);
  return (software === 'pleroma' || software === 'akkoma') && isAdministrator(selectCurrentAccount(s));
};
