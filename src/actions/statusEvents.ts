// Facts that change what timelines show (spec 000 §4 "Status events"), dispatched once the server
// has confirmed them (by the status actions and relationship features, or the socket).
import { createAction } from '@reduxjs/toolkit';

/** A block: the user's statuses leave friends, public and federated (sagas/statusEvents.ts). */
export const accountBlocked = createAction<{ accountId: string }>('statusEvents/accountBlocked');
/** An unfollow: the user's posts leave friends. */
export const accountUnfollowed = createAction<{ accountId: string }>('statusEvents/accountUnfollowed');
/** A thread (un)muted from one of its statuses: every status of the conversation is marked. */
export const threadMuteChanged = createAction<{ statusId: string; muted: boolean }>('statusEvents/threadMuteChanged');
