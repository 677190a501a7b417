// Who favourited or repeated each post, as ids in the server's order (the accounts themselves are in the
// entity store). A lazy slice: it joins the store with the "status-people" chunk.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { sessionCleared } from '../../slices/auth';
import type { UiMessage } from '../../slices/ui';
import { statusToggleSettled } from '../interactions/statusActionsSlice';
import type { PeopleKind } from './statusPeopleIntents';

export interface PeopleList {
  ids: string[];
  /** max_id of the next page, null when the list is complete */
  next: string | null;
  status: 'loading' | 'loaded' | 'error';
  error: UiMessage | null;
}

export type StatusPeopleState = Record<string, PeopleList>;

export const peopleKey = (statusId: string, kind: PeopleKind) => `${kind}:${statusId}`;

interface Which {
  statusId: string;
  kind: PeopleKind;
}

const initialState: StatusPeopleState = {};

const statusPeopleSlice = createSlice({
  name: 'statusPeople',
  initialState,
  reducers: {
    peopleLoading(state, { payload }: PayloadAction<Which>) {
      const key = peopleKey(payload.statusId, payload.kind);
      const list = (state[key] ??= { ids: [], next: null, status: 'loading', error: null });
      list.status = 'loading';
      list.error = null;
    },
    /** `more`: a next page, added after the ids already there (a duplicate is kept once) */
    peopleLoaded(state, { payload }: PayloadAction<Which & { ids: string[]; next: string | null; more: boolean }>) {
      const key = peopleKey(payload.statusId, payload.kind);
      const before = payload.more ? (state[key]?.ids ?? []) : [];
      const ids = [...before, ...payload.ids.filter((id) => !before.includes(id))];
      state[key] = { ids, next: payload.next, status: 'loaded', error: null };
    },
    peopleFailed(state, { payload }: PayloadAction<Which & { error: UiMessage }>) {
      const key = peopleKey(payload.statusId, payload.kind);
      const list = (state[key] ??= { ids: [], next: null, status: 'error', error: null });
      list.status = 'error';
      list.error = payload.error;
    },
  },
  extraReducers: (builder) => {
    // The reader's own favourite or repeat changed the list: the next look asks the server again.
    builder.addCase(statusToggleSettled, (state, { payload }) => {
      if (payload.toggle === 'favourite') delete state[peopleKey(payload.statusId, 'favourites')];
      if (payload.toggle === 'reblog') delete state[peopleKey(payload.statusId, 'reblogs')];
    });
    builder.addCase(sessionCleared, () => ({}));
  },
});

export const { peopleLoading, peopleLoaded, peopleFailed } = statusPeopleSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof statusPeopleSlice> {}
}

const injected = statusPeopleSlice.injectInto(rootReducer);
export const selectStatusPeople = (state: RootState) => injected.selectSlice(state);
export const selectPeopleList = (state: RootState, statusId: string, kind: PeopleKind): PeopleList | undefined =>
  selectStatusPeople(state)[peopleKey(statusId, kind)];
