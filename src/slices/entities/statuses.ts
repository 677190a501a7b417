import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { StatusEntity } from '../../schemas';
import { entitiesEvicted, entitiesImported } from '../../actions/entities';
import { sessionCleared } from '../auth';
import { instanceLoaded } from '../instance';
import { instanceDomain, localAcct } from '../../utils/acct';
import { threadMuteChanged } from '../../actions/statusEvents';
import { reactionRolledBack, reactionsLoaded, reactionToggled } from '../../features/interactions/reactionsSlice';
import { applyReactionToggle } from '../../features/interactions/reactionToggle';
import { statusToggleFailed, statusToggleRequested, type StatusToggle } from '../../features/interactions/statusActionsSlice';

export const statusesAdapter = createEntityAdapter<StatusEntity>();

const OPTIMISTIC: Partial<
  Record<StatusToggle, { flag: 'favourited' | 'reblogged' | 'bookmarked'; count?: 'favourites_count' | 'reblogs_count' }>
> = {
  favourite: { flag: 'favourited', count: 'favourites_count' },
  reblog: { flag: 'reblogged', count: 'reblogs_count' },
  bookmark: { flag: 'bookmarked' },
};

function applyOptimistic(status: StatusEntity | undefined, toggle: StatusToggle, on: boolean) {
  const rule = OPTIMISTIC[toggle];
  if (!status || !rule || Boolean(status[rule.flag]) === on) return;
  status[rule.flag] = on;
  if (rule.count) status[rule.count] = Math.max(0, (status[rule.count] ?? 0) + (on ? 1 : -1));
}

export type StatusesState = EntityState<StatusEntity, string> & {
  /** the instance's own host, once known: mentions of local accounts are kept without it (utils/acct.ts) */
  localDomain?: string | null;
};

/** Mentions as Mastodon writes local ones: snac2 puts the instance's own host in `acct` and even `username`. */
export function localizeMentions(status: StatusEntity, domain: string | null | undefined): StatusEntity {
  // (a hand-made entity may come without mentions)
  if (!domain || !Array.isArray(status.mentions)) return status;
  const local = (m: StatusEntity['mentions'][number]) => ({
    ...m,
    acct: localAcct(m.acct, domain),
    username: localAcct(m.username, domain),
  });
  const changes = status.mentions.some((m) => {
    const l = local(m);
    return l.acct !== m.acct || l.username !== m.username;
  });
  return changes ? { ...status, mentions: status.mentions.map(local) } : status;
}

const initialState: StatusesState = statusesAdapter.getInitialState();

const statusesSlice = createSlice({
  name: 'statuses',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(entitiesImported, (state, { payload }) => {
      // Replace whole records: a status from the server is complete, and merging would keep stale fields.
      if (payload.statuses)
        statusesAdapter.setMany(
          state,
          Object.values(payload.statuses).map((status) => localizeMentions(status, state.localDomain)),
        );
    });
    builder.addCase(instanceLoaded, (state, { payload }) => {
      const domain = instanceDomain(payload);
      state.localDomain = domain;
      for (const status of Object.values(state.entities)) {
        const local = localizeMentions(status, domain);
        if (local !== status) status.mentions = local.mentions;
      }
    });
    builder.addCase(threadMuteChanged, (state, { payload }) => {
      const muted = state.entities[payload.statusId];
      if (!muted) return;
      // One conversation: Pleroma's conversation_id when the server sent it, else the status alone.
      const conversation = muted.pleroma?.conversation_id;
      for (const status of Object.values(state.entities)) {
        const same = status.id === payload.statusId || (conversation != null && status.pleroma?.conversation_id === conversation);
        if (!same) continue;
        status.muted = payload.muted;
        if (status.pleroma) status.pleroma.thread_muted = payload.muted;
      }
    });
    // Favourite, repeat and bookmark show at once; the server's reply (entitiesImported) confirms them.
    builder.addCase(statusToggleRequested, (state, { payload }) =>
      applyOptimistic(state.entities[payload.statusId], payload.toggle, payload.on),
    );
    builder.addCase(statusToggleFailed, (state, { payload }) => {
      const status = state.entities[payload.statusId];
      const rule = OPTIMISTIC[payload.toggle];
      // Roll back only what this request set: a later toggle by the reader wins.
      if (status && rule && Boolean(status[rule.flag]) === payload.on) applyOptimistic(status, payload.toggle, !payload.on);
    });
    builder.addCase(reactionToggled, (state, { payload }) => applyReactionToggle(state.entities[payload.statusId], payload));
    builder.addCase(reactionRolledBack, (state, { payload }) => applyReactionToggle(state.entities[payload.statusId], payload));
    builder.addCase(reactionsLoaded, (state, { payload }) => {
      const status = state.entities[payload.statusId];
      if (status) status.emoji_reactions = payload.reactions;
    });
    builder.addCase(entitiesEvicted, (state, { payload }) => statusesAdapter.removeMany(state, payload.statuses));
    // Statuses carry per-user flags (favourited, bookmarked): nothing of a previous user survives.
    builder.addCase(sessionCleared, (state) =>
      state.localDomain === undefined ? initialState : { ...initialState, localDomain: state.localDomain },
    );
  },
});

export default statusesSlice.reducer;
