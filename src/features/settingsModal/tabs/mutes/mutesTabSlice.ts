// The mutes tab's state (spec 001 §2 Settings, "mutes and blocks"): the muted and blocked accounts as ids (the
// accounts themselves are entities), the blocked domains, paging marks, and which rows have a change on its way.
// Lazy: it joins the store when the tab's chunk loads.
import { createAction, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../../store/rootReducer';
import { sessionCleared } from '../../../../slices/auth';
import type { AccountListKind } from './api';

export type { AccountListKind };
export type MutesListKind = AccountListKind | 'domains';
export type ListStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface PagedList {
  /** account ids, or domains; unique, in the server's order */
  items: string[];
  /** max_id of the next page; null when the last page is in */
  next: string | null;
  status: ListStatus;
}

export interface MutesTabState {
  lists: Record<MutesListKind, PagedList>;
  /** account id -> when its mute ends (ISO), null for good; only for servers that send `mute_expires_at` */
  muteExpiry: Record<string, string | null>;
  /** the server reports mute ends (the field is present): expiry can be shown and changed */
  expirySupported: boolean;
  /** 'mutes:ID', 'blocks:ID', 'domains:example.com': a change on its way (its buttons wait) */
  pending: Record<string, true>;
}

const emptyList = (): PagedList => ({ items: [], next: null, status: 'idle' });

export const mutesTabInitialState: MutesTabState = {
  lists: { mutes: emptyList(), blocks: emptyList(), domains: emptyList() },
  muteExpiry: {},
  expirySupported: false,
  pending: {},
};

/** Intent: the first page of a list (again), or with `more` the next one. */
export const mutesListRequested = createAction<{ kind: MutesListKind; more?: boolean }>('mutesTab/listRequested');
/** Intent: unmute or unblock these accounts (one row, or the selected ones). */
export const accountsReleased = createAction<{ kind: AccountListKind; ids: string[] }>('mutesTab/accountsReleased');
/** Intent: mute again with an end, `seconds` from now (0: for good). */
export const muteExpiryChanged = createAction<{ id: string; seconds: number }>('mutesTab/muteExpiryChanged');
/** Intent: block (`on`) or unblock a domain. */
export const domainBlockRequested = createAction<{ domain: string; on: boolean }>('mutesTab/domainBlockRequested');

export const pendingKey = (kind: MutesListKind, item: string) => `${kind}:${item}`;

const mutesTabSlice = createSlice({
  name: 'mutesTab',
  initialState: mutesTabInitialState,
  reducers: {
    mutesListLoaded(
      state,
      action: {
        payload: {
          kind: MutesListKind;
          items: string[];
          next: string | null;
          append: boolean;
          expiry?: Record<string, string | null>;
        };
      },
    ) {
      const { kind, items, next, append, expiry } = action.payload;
      const list = state.lists[kind];
      // spec 001 §5: ids stay unique, whatever order pages and changes arrive in
      list.items = [...new Set(append ? [...list.items, ...items] : items)];
      list.next = next;
      list.status = 'loaded';
      if (expiry) {
        Object.assign(state.muteExpiry, expiry);
        state.expirySupported = true;
      }
    },
    mutesListFailed(state, action: { payload: { kind: MutesListKind } }) {
      state.lists[action.payload.kind].status = 'error';
    },
    /** a change went through: the row leaves (release) or joins (a new domain block) its list */
    mutesItemSettled(state, action: { payload: { kind: MutesListKind; item: string; present: boolean; ok: boolean } }) {
      const { kind, item, present, ok } = action.payload;
      delete state.pending[pendingKey(kind, item)];
      if (!ok) return;
      const list = state.lists[kind];
      list.items = list.items.filter((x) => x !== item);
      if (present) list.items.unshift(item);
      if (!present && kind === 'mutes') delete state.muteExpiry[item];
    },
    muteExpirySet(state, action: { payload: { id: string; expiresAt: string | null } }) {
      state.muteExpiry[action.payload.id] = action.payload.expiresAt;
      delete state.pending[pendingKey('mutes', action.payload.id)];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(mutesListRequested, (state, action) => {
      state.lists[action.payload.kind].status = 'loading';
    });
    builder.addCase(accountsReleased, (state, action) => {
      for (const id of action.payload.ids) state.pending[pendingKey(action.payload.kind, id)] = true;
    });
    builder.addCase(muteExpiryChanged, (state, action) => {
      state.pending[pendingKey('mutes', action.payload.id)] = true;
    });
    builder.addCase(domainBlockRequested, (state, action) => {
      state.pending[pendingKey('domains', action.payload.domain)] = true;
    });
    builder.addCase(sessionCleared, () => mutesTabInitialState);
  },
});

export const { mutesListLoaded, mutesListFailed, mutesItemSettled, muteExpirySet } = mutesTabSlice.actions;

declare module '../../../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof mutesTabSlice> {}
}

const injected = mutesTabSlice.injectInto(rootReducer);
export const selectMutesTabState = (state: RootState) => injected.selectSlice(state);
