// Who favourited or repeated a post (spec 001 §2, §7, §9): its one intent, in the first bundle; the saga runs in the
// "interactions" chunk (the loader buffers the intent), the slice and components load in "status-people".
import { createAction } from '@reduxjs/toolkit';

export type PeopleKind = 'favourites' | 'reblogs';

/** The first page of a post's favouriters or repeaters (kept while fresh), or with `more` the next one. */
export const statusPeopleRequested = createAction<{ statusId: string; kind: PeopleKind; more?: boolean }>(
  'statusPeople/requested',
);
