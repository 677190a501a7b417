// Hollo's ids: UUIDv7 for posts, polls and media (time-ordered, so they page as strings), UUIDv4 for
// accounts and apps, and notifications named `<created_at>/<type>/<uuid>` (Hollo's composite id).
import type { DemoState, NotificationType } from '../../model';
import { idSource, randomFor, rekeyState, uuid4, Uuid7 } from '../ids';

/** Hollo's notification type names (Mastodon's, and `emoji_reaction` without Pleroma's prefix). */
export const holloType = (type: NotificationType): string => (type === 'pleroma:emoji_reaction' ? 'emoji_reaction' : type);

/** Hollo's own data beside the demo's: who is signed in to its web pages. */
export interface HolloData {
  /** login cookie value -> the account that signed in (Hollo's owner login). */
  logins: Map<string, string>;
  /** client_id -> the app's UUID. */
  appIds: Map<string, string>;
}

const data = new WeakMap<DemoState, HolloData>();

export function holloData(state: DemoState): HolloData {
  let found = data.get(state);
  if (!found) {
    found = { logins: new Map(), appIds: new Map() };
    data.set(state, found);
  }
  return found;
}

export function prepareHolloState(state: DemoState): void {
  const seededPosts = new Uuid7(randomFor('hollo statuses'));
  const seededPolls = new Uuid7(randomFor('hollo polls'));
  const seededMedia = new Uuid7(randomFor('hollo media'));
  const accountRandom = randomFor('hollo accounts');
  const noteRandom = randomFor('hollo notifications');
  rekeyState(state, {
    account: () => uuid4(accountRandom),
    status: (_id, createdAt) => seededPosts.at(createdAt),
    poll: (_id, createdAt) => seededPolls.at(createdAt + 1),
    attachment: (_id, createdAt) => seededMedia.at(createdAt - 1),
    notification: (_id, createdAt, type) => `${new Date(createdAt).toISOString()}/${holloType(type)}/${uuid4(noteRandom)}`,
  });
  for (const status of state.statuses.values()) {
    // Hollo has no local-only posts.
    if (status.visibility === 'local') status.visibility = 'unlisted';
  }
  const random = randomFor('hollo runtime');
  const made = new Uuid7(random);
  state.ids = idSource(
    (kind) => (kind === 'status' || kind === 'poll' || kind === 'media' ? made.at(Date.now()) : uuid4(random)),
    (createdAt, type) => `${new Date(createdAt).toISOString()}/${holloType(type)}/${uuid4(random)}`,
  );
}
