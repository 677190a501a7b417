// snac2 gives a post a new id whenever its object is rewritten (an edit, a counted vote) and lists it again at
// the top of its timelines under that id; the post's `uri` stays. A newer page's post that a row already shows
// under another id is therefore that row's fresh copy: the row keeps its place and its id and shows the copy,
// never a second row for the same post.
import type { Normalized, NormalizedEntities, StatusEntity } from '../schemas';

type Statuses = Readonly<Record<string, StatusEntity | undefined>>;

/** The page with each renewed post's id replaced by its row's, the copy stored under the row's id too. */
export function keepRenewedInPlace(page: Normalized<string[]>, heldIds: readonly string[], held: Statuses): Normalized<string[]> {
  const rowByUri = new Map<string, string>();
  for (const id of heldIds) {
    const uri = held[id]?.uri;
    if (uri) rowByUri.set(uri, id);
  }
  if (rowByUri.size === 0) return page;
  const statuses = { ...page.entities.statuses };
  const result = page.result.map((id) => {
    const copy = statuses[id];
    const row = copy?.uri ? rowByUri.get(copy.uri) : undefined;
    if (!copy || !row || row === id) return id;
    statuses[row] = { ...copy, id: row };
    return row;
  });
  return { entities: { ...page.entities, statuses }, result };
}

/**
 * A post asked for by one id and answered under another (an edit's answer, a post read again): the copy is
 * stored under the asked id as well, so every timeline, conversation and notification holding that id shows it
 * at once. (snac2 still finds the post by the old id: the part of the id that names it does not change.)
 */
export function alsoUnder(entities: NormalizedEntities, answerId: string, askedId: string): NormalizedEntities {
  const answer = entities.statuses[answerId];
  if (!answer || answerId === askedId) return entities;
  return { ...entities, statuses: { ...entities.statuses, [askedId]: { ...answer, id: askedId } } };
}
