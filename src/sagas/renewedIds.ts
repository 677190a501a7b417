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
 * Every id the post held under `id` is held by: itself and the other copies of that post (same `uri`, renewed ids
 * of snac2), repeats excepted. A reply's `in_reply_to_id` names whichever id the server gave the parent last,
 * which need not be the one its row shows.
 */
export function idsOfSamePost(held: Statuses, id: string): string[] {
  const uri = held[id]?.uri;
  if (!held[id]) return [];
  if (!uri) return [id];
  return Object.keys(held).filter((other) => other === id || (held[other]?.uri === uri && !held[other]?.reblog));
}

/**
 * A post asked for by one id and answered under another (an edit's answer, a post read again): the copy is
 * stored under the asked ids as well, so every timeline, conversation and notification holding one of them
 * shows it at once. (snac2 still finds the post by an old id: the part of the id that names it does not change.)
 */
export function alsoUnder(entities: NormalizedEntities, answerId: string, ...askedIds: string[]): NormalizedEntities {
  const answer = entities.statuses[answerId];
  const others = askedIds.filter((id) => id !== answerId);
  if (!answer || others.length === 0) return entities;
  const statuses = { ...entities.statuses };
  for (const id of others) statuses[id] = { ...answer, id };
  return { ...entities, statuses };
}
