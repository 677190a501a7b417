// The conversation screen's intents. Small and in the first bundle; the slice and sagas come with the feature's chunk.
import { createAction } from '@reduxjs/toolkit';

/** the screen opened on this status: sagas/conversations.ts fetches it */
export const conversationOpened = createAction<{ id: string }>('conversations/conversationOpened');
/**
 * The screen left: a fetch still running is cancelled (and its request aborted), and the record
 * goes, so the posts only it held can be evicted (a tab left open all day stays small).
 */
export const conversationClosed = createAction<{ id: string }>('conversations/conversationClosed');
export const conversationReloadRequested = createAction<{ id: string }>('conversations/conversationReloadRequested');
