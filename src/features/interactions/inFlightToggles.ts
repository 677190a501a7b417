import type { StatusEntity } from '../../schemas/index';
import type { StatusToggle } from './api/statusActions';
import { applyReactionToggle } from './reactionToggle';

/**
 * A toggle the reader made that the server has not answered yet. While one is in flight, any copy of
 * the post that arrives (a page, the post itself, the who-reacted list) was read by the server before
 * the change, and would undo it on screen: the statuses slice applies these again on every copy.
 */
export type InFlightToggle =
  { kind: 'reaction'; name: string; on: boolean; url?: string } | { kind: 'flag'; toggle: StatusToggle; on: boolean };

const FLAGS: Partial<
  Record<StatusToggle, { flag: 'favourited' | 'reblogged' | 'bookmarked'; count?: 'favourites_count' | 'reblogs_count' }>
> = {
  favourite: { flag: 'favourited', count: 'favourites_count' },
  reblog: { flag: 'reblogged', count: 'reblogs_count' },
  bookmark: { flag: 'bookmarked' },
};

/** Whether a toggle shows at once: favourite, repeat and bookmark do; mute and pin wait for the server. */
export const isOptimisticToggle = (toggle: StatusToggle): boolean => FLAGS[toggle] !== undefined;

/** Favourite, repeat or bookmark set to `on` in place (immer draft); the count follows a change. */
export function applyFlagToggle(status: StatusEntity | undefined, toggle: StatusToggle, on: boolean): void {
  const rule = FLAGS[toggle];
  if (!status || !rule || Boolean(status[rule.flag]) === on) return;
  status[rule.flag] = on;
  if (rule.count) status[rule.count] = Math.max(0, (status[rule.count] ?? 0) + (on ? 1 : -1));
}

/** The reader's unanswered toggles, in the order made, on a fresh copy of the post. */
export function applyInFlight(status: StatusEntity | undefined, toggles: InFlightToggle[] | undefined): void {
  for (const t of toggles ?? []) {
    if (t.kind === 'reaction') applyReactionToggle(status, t);
    else applyFlagToggle(status, t.toggle, t.on);
  }
}

/** A failed toggle is undone only when the reader has not toggled the same thing again since. */
export const noLaterToggle = (
  all: Record<string, InFlightToggle[]>,
  statusId: string,
  same: (t: InFlightToggle) => boolean,
): boolean => (all[statusId] ?? []).filter(same).length <= 1;

/** The first in-flight toggle that `settled` answers leaves the list (a list emptied goes too). */
export function settleInFlight(
  all: Record<string, InFlightToggle[]>,
  statusId: string,
  settled: (t: InFlightToggle) => boolean,
): void {
  const list = all[statusId];
  if (!list) return;
  const index = list.findIndex(settled);
  if (index >= 0) list.splice(index, 1);
  if (list.length === 0) delete all[statusId];
}
