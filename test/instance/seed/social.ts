// Seeded lists, followed hashtags and notifications. Notifications are derived
// from the seeded posts (favourites, repeats, mentions, reactions) so the
// numbers on a post and the notifications about it agree.
import { FlakeIds, ID_BASE_TIME } from '../ids';
import type { Account, DemoState, Notification, NotificationType } from '../model';
import { findAccountByAcct } from '../store';

/** Owner -> lists of [title, member accts]; members are accounts the owner follows. */
const LISTS: Record<string, [string, string[]][]> = {
  alice: [
    ['Friends', ['bob', 'carol', 'erin']],
    ['Remote', ['kai@akkoma.example', 'mira@mitra.example']],
  ],
};

/** Chosen so that alice's home shows a post (mod's, tagged #introductions) only because of a followed tag. */
const FOLLOWED_TAGS: Record<string, string[]> = {
  alice: ['books', 'introductions'],
};

/** Notifications newer than this before the seed time are unseen. */
const UNSEEN_WINDOW_MS = 60 * 60 * 1000;
export const NOTIFICATION_ID_BASE = 500000;

function byAcct(state: DemoState, acct: string): Account {
  const account = findAccountByAcct(state, acct);
  if (!account) throw new Error(`seed refers to unknown account ${acct}`);
  return account;
}

function seedLists(state: DemoState): void {
  for (const [owner, lists] of Object.entries(LISTS)) {
    const ownerId = byAcct(state, owner).id;
    for (const [title, members] of lists) {
      state.serials.list += 1;
      const id = String(state.serials.list);
      const accountIds = members.map((acct) => byAcct(state, acct).id);
      state.lists.set(id, { id, ownerId, title, accountIds, repliesPolicy: 'list', exclusive: false });
    }
  }
}

function seedFollowedTags(state: DemoState): void {
  const ids = new FlakeIds();
  for (const [acct, tags] of Object.entries(FOLLOWED_TAGS)) {
    state.followedTags.set(
      byAcct(state, acct).id,
      tags.map((name, i) => ({ id: ids.at(ID_BASE_TIME - (tags.length - i) * 60_000), name })),
    );
  }
}

type Draft = Omit<Notification, 'id' | 'seen'>;

function seedNotifications(state: DemoState): void {
  const drafts: Draft[] = [];
  const isLocal = (id: string) => state.accounts.get(id)?.domain === null;
  const add = (
    type: NotificationType,
    to: string,
    from: string,
    statusId: string | null,
    at: number,
    emoji = null as string | null,
  ) => {
    if (to === from || !isLocal(to)) return;
    drafts.push({ type, accountId: to, fromAccountId: from, statusId, emoji, createdAt: Math.min(at, state.seededAt) });
  };
  for (const status of state.statuses.values()) {
    const original = status.reblogOfId ? state.statuses.get(status.reblogOfId) : undefined;
    if (original) {
      add('reblog', original.accountId, status.accountId, original.id, status.createdAt);
      continue;
    }
    for (const id of status.mentionIds) add('mention', id, status.accountId, status.id, status.createdAt);
    // Interactions follow the post by a minute or more, in a stable order.
    [...status.favouritedBy].forEach((id, i) =>
      add('favourite', status.accountId, id, status.id, status.createdAt + (i + 1) * 61_000),
    );
    status.reactions.forEach((reaction, r) =>
      reaction.accountIds.forEach((id, i) =>
        add(
          'pleroma:emoji_reaction',
          status.accountId,
          id,
          status.id,
          status.createdAt + (r * 5 + i + 1) * 53_000,
          reaction.name,
        ),
      ),
    );
  }
  for (const [targetId, requesters] of state.followRequests) {
    [...requesters].forEach((id, i) => add('follow_request', targetId, id, null, state.seededAt - (i + 1) * 45 * 60_000));
  }
  drafts.sort((a, b) => a.createdAt - b.createdAt);
  for (const draft of drafts) {
    state.serials.notification += 1;
    state.notifications.push({
      ...draft,
      id: String(state.serials.notification),
      seen: draft.createdAt < state.seededAt - UNSEEN_WINDOW_MS,
    });
  }
}

export function seedSocial(state: DemoState): void {
  seedLists(state);
  seedFollowedTags(state);
  seedNotifications(state);
}
