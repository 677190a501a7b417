// A reply made or deleted here counts at once on the post it answers (Mastodon and Pleroma send the
// count only with the next copy of that post, which then replaces ours). Used by the composer (a reply
// posted) and the status actions (a reply deleted, or taken back for a redraft).
import { call, delay, fork, put, race, select } from 'typed-redux-saga';
import { fetchStatus } from '../api/statuses';
import { normalizeStatus } from '../schemas/index';
import { selectApiConfig } from '../selectors/instance';
import { selectPageOnItsWay } from '../selectors/timelines';
import { entitiesImported } from '../slices/entities/index';
import type { StatusEntity } from '../schemas';
import type { RootState } from '../store/rootReducer';
import { alsoUnder, idsOfSamePost } from './renewedIds';
import { untilState } from './untilState';

/**
 * The parent's reply count moves by `by` (never below 0), on every copy of it held (idsOfSamePost); nothing when
 * the parent is not held.
 */
export function* countReply(parentId: string, by: 1 | -1) {
  const held = yield* select((s: RootState) => s.entities.statuses.entities);
  const statuses: Record<string, StatusEntity> = {};
  for (const id of idsOfSamePost(held, parentId)) {
    const copy = held[id];
    if (copy) statuses[id] = { ...copy, replies_count: Math.max(0, (copy.replies_count ?? 0) + by) };
  }
  if (Object.keys(statuses).length > 0) yield* put(entitiesImported({ statuses }));
}

/** How long the parent's refresh waits at most for the timeline pages on their way. */
export const PAGES_WAIT_MS = 10_000;

/**
 * The parent as the server has it now. A copy read before the deletion may still come in after it (a page
 * on its way) and count the reply again: the parent is read once those pages are in, so this copy, asked
 * after the deletion, has the last word.
 */
function* refreshParent(parentId: string) {
  yield* race({ pagesIn: call(untilState, (s: RootState) => !selectPageOnItsWay(s)), late: delay(PAGES_WAIT_MS) });
  try {
    const cfg = yield* select(selectApiConfig);
    const res = yield* call(fetchStatus, cfg, parentId);
    const { entities, result } = normalizeStatus(res.data);
    // answered under another id, or held under several (snac2 renews ids): every held copy takes the count
    const held = yield* select((s: RootState) => s.entities.statuses.entities);
    const copies = [parentId, ...idsOfSamePost(held, parentId)];
    yield* put(entitiesImported(result ? alsoUnder(entities, result, ...copies) : entities));
  } catch {
    // the count shown stays the local one; the next copy corrects it
  }
}

/**
 * A post of the member's is gone from the server: the post it answered (if held) counts one reply less at
 * once, then is read again. The parent is the one held, or the one the deletion's answer names (Mastodon
 * and Pleroma answer a deletion with the post as it was).
 */
export function* uncountDeletedReply(statusId: string, answer?: unknown) {
  const held = yield* select((s: RootState) => s.entities.statuses.entities[statusId]?.in_reply_to_id ?? null);
  const answered =
    typeof answer === 'object' && answer !== null && typeof (answer as { in_reply_to_id?: unknown }).in_reply_to_id === 'string'
      ? (answer as { in_reply_to_id: string }).in_reply_to_id
      : null;
  const parentId = held ?? answered;
  if (!parentId) return;
  yield* countReply(parentId, -1);
  const parentHeld = yield* select((s: RootState) => Boolean(s.entities.statuses.entities[parentId]));
  if (parentHeld) yield* fork(refreshParent, parentId);
}
