// The announcements screen's intents (spec 000 §2 "Announcements screen", §4 Announcements). Not in the first
// bundle: only the screen and the sagas import them, both in the "announcements" chunk, and the sagas take them
// from the store while someone is signed in (see index.ts).
import { createAction } from '@reduxjs/toolkit';

/** The screen opened: asked again when what the store holds is older than 300 s (or nothing yet). */
export const announcementsOpened = createAction('announcements/opened');
/** Mark as read: POST /api/v1/announcements/{id}/dismiss (only while active and unread). */
export const announcementMarkedRead = createAction<{ id: string }>('announcements/markedRead');
/** Add (`on`) or take back the member's reaction: PUT / DELETE /api/v1/announcements/{id}/reactions/{name}. */
export const announcementReactionToggled = createAction<{ id: string; name: string; on: boolean; url?: string }>(
  'announcements/reactionToggled',
);
/** Admins: post what the post form holds. */
export const announcementPostSubmitted = createAction('announcements/postSubmitted');
/** Admins: save what the announcement's edit form holds. */
export const announcementEditSubmitted = createAction<{ id: string }>('announcements/editSubmitted');
/** Admins: delete the announcement (after the confirm dialog). */
export const announcementDeleteRequested = createAction<{ id: string }>('announcements/deleteRequested');
