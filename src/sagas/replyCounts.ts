// A reply made or deleted here counts at once on the post it answers (Mastodon and Pleroma send the
// count only with the next copy of that post, which then replaces ours). Used by the composer (a reply
// posted) and the status actions (a reply deleted, or taken back for a redraft).
import { put, select } from 'typed-redux-saga';
import { entitiesImported } from '../slices/entities/index';
import type { RootState } from '../store/rootReducer';

/** The parent's reply count moves by `by` (never below 0); nothing when the parent is not held. */
export function* countReply(parentId: string, by: 1 | -1) {
  const parent = yield* select((s: RootState) => s.entities.statuses.entities[parentId]);
  if (!parent) return;
  const count = Math.max(0, (parent.replies_count ?? 0) + by);
  yield* put(entitiesImported({ statuses: { [parentId]: { ...parent, replies_count: count } } }));
}

/** A post of the member's is gone from the server: the post it answered (if held) counts one reply less. */
export function* uncountDeletedReply(statusId: string) {
  const parentId = yield* select((s: RootState) => s.entities.statuses.entities[statusId]?.in_reply_to_id ?? null);
  if (parentId) yield* countReply(parentId, -1);
}
