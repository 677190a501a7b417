// snac2's ids and the little state it keeps beside the demo's: a status id is the 10-digit second its
// object file was last written followed by 32 hex digits naming the object (snac's mastoapi_id: ctime +
// md5). Any prefix names the same post (snac skips the first ten characters), so an edit, or a vote
// once snac has counted it, gives the post (and its poll) a new id while the old one still works.
import type { DemoState, Status } from '../../model';
import { idSource, md5, randomFor, rekeyState } from '../ids';

/** How long snac takes to count a vote (its queue delivers the vote to the poll): until then it counts 0. */
export const VOTE_DELAY_MS = 1500;

/** The first notification id: 16 digits, like snac's (seconds and microseconds without the dot). */
const NOTIFICATION_BASE = 1_700_000_000_000_000;

export interface SnacData {
  /** Status (internal id) -> times its object was rewritten (an edit, a counted vote). */
  writes: Map<string, number[]>;
  /** `${statusId} ${accountId}` -> when that account voted on the status's poll. */
  voteTimes: Map<string, number>;
  /** client_id -> the account x-snac-login bound to the app (its tokens act as that account). */
  appUser: Map<string, string>;
  /** client_id -> the app's 16-digit id. */
  appIds: Map<string, string>;
}

const data = new WeakMap<DemoState, SnacData>();

export function snacData(state: DemoState): SnacData {
  let found = data.get(state);
  if (!found) {
    found = { writes: new Map(), voteTimes: new Map(), appUser: new Map(), appIds: new Map() };
    data.set(state, found);
  }
  return found;
}

const hex = (value: number, width: number) => Math.floor(value).toString(16).padStart(width, '0').slice(-width);
const seconds = (ms: number) => String(Math.floor(ms / 1000)).padStart(10, '0');

/**
 * A new status id for something made at `ms`: the second, then 32 hex digits that start with the
 * millisecond and a counter (so ids made in the same second still sort in creation order) and end at random.
 */
function makeStatusIds(random: () => number) {
  let lastMs = -1;
  let counter = 0;
  return (ms: number): string => {
    const at = Math.floor(ms);
    counter = at === lastMs ? counter + 1 : 0;
    lastMs = at;
    let tail = '';
    while (tail.length < 24) tail += hex(random() * 0x10000, 4);
    return `${seconds(at)}${hex(at % 1000, 3)}${hex(counter, 5)}${tail.slice(0, 24)}`;
  };
}

const randomHex32 = (random: () => number) => md5(String(random()));

/** When the status's object was last written, as far as snac's file system says now. */
function lastWrite(state: DemoState, status: Status, at = Date.now()): number {
  const writes = snacData(state).writes.get(status.id) ?? [];
  return writes.filter((t) => t <= at).reduce((a, b) => Math.max(a, b), status.createdAt);
}

/** The id snac shows for a status now. */
export function snacStatusId(state: DemoState, status: Status): string {
  return `${seconds(lastWrite(state, status))}${status.id.slice(10)}`;
}

/** Notes that the status's object was rewritten at `at` (its id changes from that second on). */
export function rewritten(state: DemoState, status: Status, at = Date.now()): void {
  const writes = snacData(state).writes;
  writes.set(status.id, [...(writes.get(status.id) ?? []), at]);
}

const SNAC_ID = /^[0-9]{10}[0-9a-fA-F]{32}$/;

/** The status an id names, whatever its time prefix (snac compares the last 32 characters only). */
export function resolveStatusId(state: DemoState, raw: string): string {
  if (!SNAC_ID.test(raw)) return raw;
  if (state.statuses.has(raw)) return raw;
  const tail = raw.slice(10).toLowerCase();
  for (const id of state.statuses.keys()) if (id.slice(10) === tail) return id;
  return raw;
}

/** Whether a vote is counted yet (seeded votes always are). */
export function voteCounted(state: DemoState, statusId: string, accountId: string, at = Date.now()): boolean {
  const time = snacData(state).voteTimes.get(`${statusId} ${accountId}`);
  return time === undefined || time + VOTE_DELAY_MS <= at;
}

/** Seeded ids in snac's formats, and snac's id source for everything made afterwards. */
export function prepareSnacState(state: DemoState): void {
  const statusIds = makeStatusIds(randomFor('snac2 statuses'));
  const accountRandom = randomFor('snac2 accounts');
  const edited: string[] = [];
  rekeyState(state, {
    account: (id) => {
      const account = state.accounts.get(id);
      return account ? md5(`snac2:${account.username}@${account.domain ?? 'local'}`) : randomHex32(accountRandom);
    },
    status: (id, createdAt) => {
      const made = statusIds(createdAt);
      if (state.statuses.get(id)?.editedAt) edited.push(made);
      return made;
    },
    poll: (_id, createdAt) => statusIds(createdAt),
    attachment: (id) => id,
    // In order, so they sort as strings (all 16 digits); new ones continue from the last (model's serial).
    notification: (id) => String(NOTIFICATION_BASE + state.notifications.findIndex((n) => n.id === id) + 1),
  });
  state.serials.notification = NOTIFICATION_BASE + state.notifications.length;
  for (const status of state.statuses.values()) {
    // snac has no local-only posts: they are unlisted there.
    if (status.visibility === 'local') status.visibility = 'unlisted';
    if (edited.includes(status.id) && status.editedAt) rewritten(state, status, status.editedAt);
  }
  const random = randomFor('snac2 runtime');
  const newStatusId = makeStatusIds(random);
  state.ids = idSource((kind, hint) => {
    if (kind === 'status' || kind === 'poll') return newStatusId(Date.now());
    if (kind === 'media') {
      const ext = /\.[A-Za-z0-9]+$/.exec(hint ?? '')?.[0] ?? '';
      return `post-${randomHex32(random)}${ext}`;
    }
    return randomHex32(random);
  });
}
