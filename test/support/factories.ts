// Builders of raw server JSON (the Mastodon shape Pleroma/Akkoma send) and of store state built
// the way the app builds it: raw JSON → src/schemas → entitiesImported → the real root reducer.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Account, Status } from '../../src/api/types';
import { normalizeAccount, normalizeStatuses } from '../../src/schemas';
import { entitiesImported } from '../../src/slices/entities';
import { emptyDraft, type ComposerDraft, type ComposerState } from '../../src/features/composer/composerSlice';
import { rootReducer, type RootState } from '../../src/store/rootReducer';

type Json = Record<string, unknown>;
/** Overrides of a server document: its own fields typed, plus the extras servers send (`akkoma`, `filtered`…). */
type Overrides<T> = Partial<T> & Json;

let seq = 0;
const nextId = () => {
  seq += 1;
  return `A${String(seq).padStart(6, '0')}`;
};

/** A raw account as /api/v1/accounts/:id returns it. */
export function accountFactory(overrides: Overrides<Account> = {}): Account {
  const id = overrides.id ?? nextId();
  const username = overrides.username ?? `user${id.toLowerCase()}`;
  const account: Account = {
    id,
    username,
    acct: username,
    display_name: `User ${id}`,
    locked: false,
    bot: false,
    created_at: '2022-01-01T00:00:00.000Z',
    note: '',
    url: `https://pleroma.test/users/${username}`,
    avatar: `https://pleroma.test/media/${id}.png`,
    avatar_static: `https://pleroma.test/media/${id}.png`,
    header: '',
    header_static: '',
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    emojis: [],
    fields: [],
    pleroma: { is_admin: false, is_moderator: false },
  };
  return { ...account, ...overrides };
}

/** A raw status as /api/v1/statuses/:id returns it. */
export function statusFactory(overrides: Overrides<Status> = {}): Status {
  const id = overrides.id ?? nextId();
  const status: Status = {
    id,
    uri: `https://pleroma.test/objects/${id}`,
    url: `https://pleroma.test/notice/${id}`,
    created_at: '2022-02-20T17:35:55.000Z',
    account: accountFactory(),
    content: `<p>status ${id}</p>`,
    spoiler_text: '',
    visibility: 'public',
    sensitive: false,
    language: 'en',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    poll: null,
    card: null,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: 0,
    favourites_count: 0,
    replies_count: 0,
    favourited: false,
    reblogged: false,
    bookmarked: false,
    muted: false,
    pinned: false,
    pleroma: { local: true, conversation_id: 1, emoji_reactions: [] },
  };
  return { ...status, ...overrides };
}

/** A repeat of `inner` by `by`, as a timeline delivers it. */
export function reblogFactory(inner: Status, by: Account = accountFactory(), overrides: Overrides<Status> = {}): Status {
  return statusFactory({ account: by, reblog: inner, content: '', ...overrides });
}

/** Ids of `n` statuses, newest first, in server (flake-like) order: 'S0100', 'S0099', … */
export function descendingIds(n: number, from = 100, prefix = 'S'): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}${String(from - i).padStart(4, '0')}`);
}

export function importStatuses(raw: unknown[]): UnknownAction {
  return entitiesImported(normalizeStatuses(raw).entities);
}

export function importAccount(raw: unknown): UnknownAction {
  return entitiesImported(normalizeAccount(raw).entities);
}

/** The state the real root reducer reaches from its initial state through `actions`. */
export function stateAfter(...actions: UnknownAction[]): RootState {
  return actions.reduce<RootState>(
    (state, action) => rootReducer(state, action),
    rootReducer(undefined, { type: '@@test/init' }),
  );
}

/** Continue from an existing state. */
export function reduce(state: RootState, ...actions: UnknownAction[]): RootState {
  return actions.reduce<RootState>((s, action) => rootReducer(s, action), state);
}

/** An open composer as the compose saga builds it: a new post with an empty draft, unless told otherwise. */
export function composerFactory(
  key: string,
  over: Partial<ComposerState> = {},
  draft: Partial<ComposerDraft> = {},
): ComposerState {
  return {
    key,
    mode: 'new',
    targetId: null,
    draft: { ...emptyDraft('public', 'en', 'text/plain'), ...draft },
    phase: 'idle',
    error: null,
    idempotencyKey: '1',
    preview: { state: 'hidden' },
    updatedAt: 0,
    ...over,
  };
}
