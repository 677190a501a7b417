import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { StatusEntity } from '../../schemas';
import { entitiesEvicted, entitiesImported } from '../../actions/entities';
import { sessionCleared } from '../auth';
import { instanceLoaded } from '../instance';
import { instanceDomain, localAcct } from '../../utils/acct';
import { threadMuteChanged } from '../../actions/statusEvents';
import {
  reactionRolledBack,
  reactionSettled,
  reactionsLoaded,
  reactionToggled,
} from '../../features/interactions/reactionsSlice';
import { applyReactionToggle } from '../../features/interactions/reactionToggle';
import {
  applyFlagToggle,
  applyInFlight,
  isOptimisticToggle,
  noLaterToggle,
  settleInFlight,
  type InFlightToggle,
} from '../../features/interactions/inFlightToggles';
import {
  statusToggleFailed,
  statusToggleRequested,
  statusToggleSettled,
  type StatusToggle,
} from '../../features/interactions/statusActionsSlice';

export const statusesAdapter = createEntityAdapter<StatusEntity>();

export type StatusesState = EntityState<StatusEntity, string> & {
  /** the instance's own host, once known: mentions of local accounts are kept without it (utils/acct.ts) */
  localDomain?: string | null;
  /** the reader's toggles the server has not answered, by status id (features/interactions/inFlightToggles.ts) */
  inFlight: Record<string, InFlightToggle[]>;
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

const sameFlag = (toggle: StatusToggle) => (t: InFlightToggle) => t.kind === 'flag' && t.toggle === toggle;
const sameReaction = (name: string) => (t: InFlightToggle) => t.kind === 'reaction' && t.name === name;

const initialState: StatusesState = statusesAdapter.getInitialState({ inFlight: {} });

const statusesSlice = createSlice({
  name: 'statuses',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(entitiesImported, (state, { payload }) => {
      // Replace whole records: a status from the server is complete, and merging would keep stale fields.
      if (!payload.statuses) return;
      statusesAdapter.setMany(
        state,
        Object.values(payload.statuses).map((status) => localizeMentions(status, state.localDomain)),
      );
      for (const id of Object.keys(payload.statuses)) applyInFlight(state.entities[id], state.inFlight[id]);
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
    // Favourite, repeat, bookmark and reactions show at once, and hold over any copy of the post that
    // arrives before the server's answer (which confirms them or, on failure, rolls them back).
    builder.addCase(statusToggleRequested, (state, { payload }) => {
      if (!isOptimisticToggle(payload.toggle)) return;
      applyFlagToggle(state.entities[payload.statusId], payload.toggle, payload.on);
      (state.inFlight[payload.statusId] ??= []).push({ kind: 'flag', toggle: payload.toggle, on: payload.on });
    });
    // Roll back only what this request set: a later toggle by the reader wins.
    builder.addCase(statusToggleFailed, (state, { payload }) => {
      if (noLaterToggle(state.inFlight, payload.statusId, sameFlag(payload.toggle)))
        applyFlagToggle(state.entities[payload.statusId], payload.toggle, !payload.on);
    });
    builder.addCase(statusToggleSettled, (state, { payload }) =>
      settleInFlight(state.inFlight, payload.statusId, sameFlag(payload.toggle)),
    );
    builder.addCase(reactionToggled, (state, { payload }) => {
      applyReactionToggle(state.entities[payload.statusId], payload);
      (state.inFlight[payload.statusId] ??= []).push({ kind: 'reaction', ...payload });
    });
    builder.addCase(reactionRolledBack, (state, { payload }) => {
      if (noLaterToggle(state.inFlight, payload.statusId, sameReaction(payload.name)))
        applyReactionToggle(state.entities[payload.statusId], payload);
    });
    builder.addCase(reactionSettled, (state, { payload }) =>
      settleInFlight(state.inFlight, payload.statusId, sameReaction(payload.name)),
    );
    builder.addCase(reactionsLoaded, (state, { payload }) => {
      const status = state.entities[payload.statusId];
      if (!status) return;
      status.emoji_reactions = payload.reactions;
      applyInFlight(status, state.inFlight[payload.statusId]);
    });
    builder.addCase(entitiesEvicted, (state, { payload }) => statusesAdapter.removeMany(state, payload.statuses));
    // Statuses carry per-user flags (favourited, bookmarked): nothing of a previous user survives.
    builder.addCase(sessionCleared, (state) =>
      state.localDomain === undefined ? initialState : { ...initialState, localDomain: state.localDomain },
    );
  },
});

export default statusesSlice.reducer;
