import type { StatusEntity } from '../../schemas/index';

/** One's own reaction on or off, in place (immer draft): the count follows, an emptied reaction goes away. */
export function applyReactionToggle(
  status: StatusEntity | undefined,
  { name, on, url }: { name: string; on: boolean; url?: string },
): void {
  if (!status) return;
  const reactions = status.emoji_reactions;
  const index = reactions.findIndex((r) => r.name === name);
  const existing = index >= 0 ? reactions[index] : undefined;
  if (on) {
    if (!existing) reactions.push({ name, count: 1, me: true, ...(url ? { url } : {}) });
    else if (!existing.me) {
      existing.me = true;
      existing.count += 1;
    }
    return;
  }
  if (!existing || !existing.me) return;
  existing.me = false;
  existing.count = Math.max(0, existing.count - 1);
  if (existing.count === 0) reactions.splice(index, 1);
}
