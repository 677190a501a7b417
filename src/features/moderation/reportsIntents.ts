// The reports area's intents, in the first bundle (spec 001 §4 "Moderation and reports"). Everything else of the
// area (its slice, sagas and screens) is the "moderation-reports" chunk, which only staff ever load.
import { createAction } from '@reduxjs/toolkit';
import type { RootState } from '../../store/rootReducer';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';

/** intent: open the moderation modal from the top bar or the drawer */
export const moderationOpened = createAction('moderationModal/opened');
/** intent: a moderator or admin is signed in; loads the reports chunk, whose poller then runs while that holds */
export const reportsWatchStarted = createAction('reports/watchStarted');

/** Staff (spec 001 §6: rights.moderator, rights.admin) on a server with Pleroma's admin reports API. */
export const selectReportsAllowed = (s: RootState): boolean => {
  const p = selectCurrentAccount(s)?.pleroma;
  return (p?.is_admin === true || p?.is_moderator === true) && selectCapabilities(s).adminReports;
};
