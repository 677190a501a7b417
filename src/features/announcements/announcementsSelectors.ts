// The one selector the first bundle's navigation badge uses. It reads the lazy `announcements` slice without
// loading it (absent until the chunk joins the store at sign-in), so it imports the slice's types only; the
// screen's selectors are in announcementsScreenSelectors.ts, inside the chunk.
import type { RootState } from '../../store/rootReducer';
import { isInactive } from './lib/isInactive';

/** The badge: announcements not read that can be marked read now (an inactive one never could be). */
export const selectUnreadAnnouncementCount = (s: RootState, now = Date.now()): number =>
  Object.values(s.announcements?.byId ?? {}).filter((a) => !a.read && !isInactive(a, now)).length;
