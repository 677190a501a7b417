// The follow request actions that the notification entity table handles too, apart from the slice
// (slices/followRequests.ts) so that it can load the table's real reducer without an import cycle.
import { createAction } from '@reduxjs/toolkit';

/** Intent: fetch the list (the screen opens it; sign-in of a locked account and follow_request notifications refresh it). */
export const followRequestsRequested = createAction('followRequests/requested');
/**
 * Intent (after the optional modalOnApproveFollow confirmation): authorize. Applied at once: the request
 * leaves, the count drops, and its follow_request notification turns into a seen follow notification.
 * `notificationId` may be left out: the requester's follow_request notification is found by account.
 */
export const followRequestApproved = createAction<{ accountId: string; notificationId?: string }>('followRequests/approved');
/**
 * Intent (after the optional modalOnDenyFollow confirmation): reject. Only after the server agreed are the
 * request removed and its notification dismissed.
 */
export const followRequestDenied = createAction<{ accountId: string; notificationId?: string }>('followRequests/denied');
/** An approve failed: the request comes back, and its notification is a follow_request again. */
export const followRequestRestored = createAction<{ accountId: string; notificationId?: string }>(
  'followRequests/followRequestRestored',
);
