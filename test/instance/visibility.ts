// Who may see what. Local-only posts are readable by everyone who reaches this
// server (as Akkoma does by default) but never appear on the federated timeline.
import type { Account, DemoState, Status } from './model';

export function follows(state: DemoState, followerId: string, targetId: string): boolean {
  return state.following.get(followerId)?.has(targetId) ?? false;
}

export function canSee(state: DemoState, status: Status, viewer: Account | null): boolean {
  if (status.reblogOfId) {
    const original = state.statuses.get(status.reblogOfId);
    if (!original || !canSee(state, original, viewer)) return false;
  }
  switch (status.visibility) {
    case 'public':
    case 'unlisted':
    case 'local':
      return true;
    case 'private':
      return (
        viewer !== null &&
        (viewer.id === status.accountId || follows(state, viewer.id, status.accountId) || status.mentionIds.includes(viewer.id))
      );
    case 'direct':
      return viewer !== null && (viewer.id === status.accountId || status.mentionIds.includes(viewer.id));
  }
}
