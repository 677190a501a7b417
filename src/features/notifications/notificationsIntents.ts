// The notifications feature's intents: what the panel, the screens and the bell dispatch. Small and in the
// first bundle; the slices and sagas come with the "notifications" chunk.
import { createAction } from '@reduxjs/toolkit';
import type { InteractionsTab } from './notificationsSlice';

/** "Load more": 20 more seen ones, fetched from the server when the store runs out. */
export const notificationsOlderRequested = createAction('notifications/olderRequested');
/** The read button (or closing the mobile drawer): everything up to the newest is marked seen on the server. */
export const notificationsMarkedRead = createAction('notifications/markedRead');
/** Dismiss one entry: it leaves the panel at once and the server is told. */
export const notificationDismissed = createAction<{ id: string }>('notifications/dismissed');
/** Ask for an interactions tab's first page, or (`older`) its next older page. */
export const interactionsRequested = createAction<{ tab: InteractionsTab; older?: boolean }>(
  'notifications/interactionsRequested',
);

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
