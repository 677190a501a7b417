// The lists feature's intents (spec 000 §2 "Lists screens", §4 Lists). Small and in the first bundle; the
// slice, sagas and screens come with the feature's chunks ("lists", "lists-screens").
import { createAction } from '@reduxjs/toolkit';

/** A list timeline wants its title: GET /api/v1/lists/{id}. */
export const listRequested = createAction<{ id: string }>('lists/requested');
/** The lists screen opened: the member's lists are asked now (the poller asks every 240 s anyway). */
export const listsRefreshRequested = createAction('lists/refreshRequested');
/** The create form (`id` null) or the edit form of one list opened: its title and members are loaded. */
export const listEditorOpened = createAction<{ id: string | null }>('lists/editorOpened');
/** The form left: a member search still waiting is dropped. */
export const listEditorClosed = createAction('lists/editorClosed');
/** The member search field or its 'following only' box changed: asked after 2000 ms of quiet. */
export const listMemberSearchChanged = createAction<{ query: string; followingOnly: boolean }>('lists/memberSearchChanged');
/** Create (the form's list has no id yet) or save (it has one) what the form holds. */
export const listSubmitted = createAction('lists/submitted');
/** Delete the form's list (after the confirm dialog). */
export const listDeleteRequested = createAction('lists/deleteRequested');
