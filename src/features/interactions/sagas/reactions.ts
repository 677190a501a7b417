import { call, fork, put, race, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { describeError } from '../../../api/client';
import { addReaction, fetchReactions, removeReaction } from '../api/reactions';
import { fetchStatus } from '../../../api/statuses';
import { normalizeAccounts, normalizeStatus, type Normalized, type ReactionEntity } from '../../../schemas/index';
import { bool, count, nonEmpty, records } from '../../../schemas/util';
import { safeUrl } from '../../../schemas/urls';
import { entitiesImported } from '../../../slices/entities/index';
import { reactionRolledBack, reactionSettled, reactionsLoaded, reactionsRequested, reactionToggled } from '../reactionsSlice';
import type { RootState } from '../../../store/rootReducer';
import { noticeAdded } from '../../../slices/ui';
import { emojiFeature } from '../../emoji';
import { featureLoader } from '../../../store/featureLoader';
import { selectApiConfig } from '../../../selectors/instance';
import { runFlows } from '../../../store/runFlows';
import { type Flow } from '../../../store/feature';
import { NOTICE_MS } from '../../../utils/noticeTimes';

function* importStatus(raw: unknown) {
  const normalized: Normalized<string | null> = normalizeStatus(raw);
  if (normalized.result) yield* put(entitiesImported(normalized.entities));
  return normalized.result;
}

/** The statuses slice already applied the toggle; the server confirms it and the status is refetched, or it flips back. */
function* toggle(action: ReturnType<typeof reactionToggled>) {
  const { statusId, name, on, url } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(on ? addReaction : removeReaction, cfg, statusId, name);
    const imported = yield* importStatus(res.data);
    if (!imported) {
      const fresh = yield* call(fetchStatus, cfg, statusId);
      yield* importStatus(fresh.data);
    }
  } catch (error) {
    yield* put(reactionRolledBack({ statusId, name, on: !on, ...(url ? { url } : {}) }));
    yield* put(noticeAdded('error', { id: 'reactions.error', cause: describeError(error) }, NOTICE_MS.error));
  } finally {
    yield* put(reactionSettled({ statusId, name }));
  }
}

const reactionInFlight = (statusId: string) => (s: RootState) =>
  (s.entities.statuses.inFlight[statusId] ?? []).some((t) => t.kind === 'reaction');

/**
 * Who reacted: the accounts enter the store, the reactions keep only their ids. Pointing at a reaction
 * opens the list, so a click often starts both. The server may read the list before it applies the
 * toggle, so a list asked for while a toggle is unanswered would undo it: the list is asked for once
 * the toggles have their answers, and one whose request a new toggle overtakes is dropped (the popover
 * keeps the counts it has).
 */
function* loadReactions(action: ReturnType<typeof reactionsRequested>) {
  const { statusId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  const toggledHere = (a: Action) => (reactionToggled.match(a) || reactionRolledBack.match(a)) && a.payload.statusId === statusId;
  const settledHere = (a: Action) => reactionSettled.match(a) && a.payload.statusId === statusId;
  while (yield* select(reactionInFlight(statusId))) yield* take(settledHere);
  try {
    const { res } = yield* race({ res: call(fetchReactions, cfg, statusId), toggled: take(toggledHere) });
    if (!res) return;
    const reactions: ReactionEntity[] = [];
    for (const r of records(res.data)) {
      const name = nonEmpty(r.name);
      if (!name) continue;
      const accounts: Normalized<string[]> = normalizeAccounts(Array.isArray(r.accounts) ? r.accounts : []);
      yield* put(entitiesImported({ accounts: accounts.entities.accounts, relationships: accounts.entities.relationships }));
      // the same checks as a status's reactions (schemas/cleanStatus.ts): an unsafe image is left out
      const url = safeUrl(r.url) ?? safeUrl(r.static_url);
      reactions.push({
        name,
        count: r.count == null ? accounts.result.length : count(r.count),
        me: bool(r.me, false),
        ...(url ? { url } : {}),
        account_ids: accounts.result,
      });
    }
    yield* put(reactionsLoaded({ statusId, reactions }));
  } catch {
    // the popover falls back to the counts it already has
  }
}

/** The same handlers, for the lazily loaded interactions chunk (sagas/interactionFlows.ts). */
export const reactionFlows: Flow[] = [
  { type: reactionToggled.type, mode: 'every', handler: toggle },
  { type: reactionsRequested.type, mode: 'every', handler: loadReactions },
];

export function* reactionsSaga() {
  yield* fork(featureLoader, emojiFeature);
  yield* runFlows(reactionFlows);
}
