// Creating statuses at run time (the /__demo/post control now, POST /api/v1/statuses later).
import { formatText } from './format';
import { HttpError } from './http';
import type { Account, DemoState, Status, Visibility } from './model';
import { lookupFor } from './store';
import { ORIGIN } from './urls';

export const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private', 'direct', 'local'];

export interface NewStatus {
  text: string;
  visibility?: Visibility;
  spoilerText?: string;
  sensitive?: boolean;
  inReplyToId?: string | null;
  quoteId?: string | null;
  language?: string | null;
}

export function createStatus(state: DemoState, author: Account, input: NewStatus): Status {
  const parent = input.inReplyToId ? state.statuses.get(input.inReplyToId) : undefined;
  if (input.inReplyToId && !parent) throw new HttpError(422, 'Could not find the status you are replying to');
  const formatted = formatText(input.text, lookupFor(state));
  const id = state.ids.now('status');
  const status: Status = {
    id,
    accountId: author.id,
    createdAt: Date.now(),
    visibility: input.visibility ?? author.defaultVisibility,
    content: formatted.content,
    source: input.text,
    spoilerText: input.spoilerText ?? '',
    sensitive: input.sensitive ?? Boolean(input.spoilerText),
    language: input.language ?? 'en',
    inReplyToId: parent?.id ?? null,
    reblogOfId: null,
    quoteId: input.quoteId ?? null,
    mentionIds: formatted.mentionIds,
    tags: formatted.tags,
    emojiShortcodes: formatted.emojiShortcodes,
    attachments: [],
    poll: null,
    card: null,
    reactions: [],
    favouritedBy: new Set(),
    bookmarkedBy: new Set(),
    mutedBy: new Set(),
    pinnedAt: null,
    conversationId: parent?.conversationId ?? id,
    application: { name: 'Demo FE', website: null },
    extraFavourites: 0,
    extraReblogs: 0,
    editedAt: null,
    expiresAt: null,
    uri: author.domain ? `https://${author.domain}/objects/${id}` : `${ORIGIN}/objects/${id}`,
  };
  state.statuses.set(id, status);
  return status;
}

/** The account's repeat of a status, if it made one. */
export function findRepeat(state: DemoState, original: Status, account: Account): Status | undefined {
  for (const s of state.statuses.values()) if (s.reblogOfId === original.id && s.accountId === account.id) return s;
  return undefined;
}

/** A repeat carries no content of its own: empty fields, the original's conversation. */
export function createRepeat(
  state: DemoState,
  original: Status,
  account: Account,
  visibility: Visibility = original.visibility,
): Status {
  const id = state.ids.now('status');
  return {
    id,
    accountId: account.id,
    createdAt: Date.now(),
    visibility,
    content: '',
    source: '',
    spoilerText: '',
    sensitive: false,
    language: null,
    inReplyToId: null,
    reblogOfId: original.id,
    quoteId: null,
    mentionIds: [],
    tags: [],
    emojiShortcodes: [],
    attachments: [],
    poll: null,
    card: null,
    reactions: [],
    favouritedBy: new Set(),
    bookmarkedBy: new Set(),
    mutedBy: new Set(),
    pinnedAt: null,
    conversationId: original.conversationId,
    application: null,
    extraFavourites: 0,
    extraReblogs: 0,
    editedAt: null,
    expiresAt: null,
    uri: account.domain ? `https://${account.domain}/activities/${id}` : `${ORIGIN}/activities/${id}`,
  };
}
