// A small builder for seeded posts: content files describe posts in creation
// order referring to each other by object, then materialize() gives them ids
// and times (oldest first, STATUS_STEP_MS apart, the newest "just now").
import { formatText, emojiIn, type FormatLookup } from '../format';
import type { FlakeIds } from '../ids';
import { ID_BASE_TIME } from '../ids';
import type { Account, Attachment, Card, Poll, Reaction, Status, Visibility } from '../model';
import { pictureInfo } from '../media/library';
import { ORIGIN } from '../urls';

export const STATUS_STEP_MS = 7 * 60 * 1000;

export interface PollSpec {
  options: string[];
  multiple?: boolean;
  /** Relative to the seed time; negative for an expired poll. */
  expiresInMs: number;
  extraVotes?: number[];
  /** acct -> option indexes. */
  voters?: Record<string, number[]>;
}

export interface PostSpec {
  author: string;
  text: string;
  visibility: Visibility;
  spoiler?: string;
  sensitive?: boolean;
  replyTo?: PostSpec;
  quote?: PostSpec;
  reblogOf?: PostSpec;
  pictures?: string[];
  files?: ('audio' | 'text')[];
  poll?: PollSpec;
  card?: Card;
  /** [emoji name, reacting accts]; custom emoji by shortcode. */
  reactions?: [string, string[]][];
  favourites?: string[];
  bookmarks?: string[];
  extraFavourites?: number;
  extraReblogs?: number;
  pinned?: boolean;
  language?: string;
  edited?: boolean;
  expiresInMs?: number;
  /** HTML exactly as some servers send it (e.g. Friendica without <p>). */
  rawHtml?: string;
}

export type PostOptions = Partial<Omit<PostSpec, 'author' | 'text'>>;

export class Plan {
  readonly posts: PostSpec[] = [];

  post(author: string, text: string, options: PostOptions = {}): PostSpec {
    const spec: PostSpec = { author, text, visibility: 'public', ...options };
    if (spec.replyTo) {
      // Like real servers, a reply starts by mentioning whoever it answers.
      const parentAuthor = spec.replyTo.author;
      if (parentAuthor !== author && !text.includes(`@${parentAuthor}`)) spec.text = `@${parentAuthor} ${text}`;
    }
    this.posts.push(spec);
    return spec;
  }

  reblog(author: string, target: PostSpec): PostSpec {
    return this.post(author, '', { reblogOf: target, visibility: 'public' });
  }
}

export interface MaterializeContext {
  seededAt: number;
  ids: FlakeIds;
  pollIds: FlakeIds;
  lookup: FormatLookup;
  accountByAcct(acct: string): Account;
  emojiPath(shortcode: string): string | null;
}

let attachmentCounter = 0;

function attachmentFor(name: string, description?: string): Attachment {
  attachmentCounter += 1;
  // Pleroma attachment ids are plain numbers as strings.
  const id = String(90000000 + attachmentCounter * 7919);
  if (name === 'audio') {
    return {
      id,
      type: 'audio',
      path: '/media/attachments/chime.wav',
      previewPath: '/media/attachments/chime.wav',
      mimeType: 'audio/wav',
      width: null,
      height: null,
      blurhash: null,
      description: description ?? 'A two-tone chime',
    };
  }
  if (name === 'text') {
    return {
      id,
      type: 'unknown',
      path: '/media/attachments/notes.txt',
      previewPath: '/media/attachments/notes.txt',
      mimeType: 'text/plain',
      width: null,
      height: null,
      blurhash: null,
      description: description ?? '',
    };
  }
  const info = pictureInfo(name);
  return {
    id,
    type: 'image',
    path: info.path,
    previewPath: info.path,
    mimeType: 'image/png',
    width: info.width,
    height: info.height,
    blurhash: info.blurhash,
    description: description ?? info.description,
  };
}

export function materialize(plan: Plan, ctx: MaterializeContext): Status[] {
  attachmentCounter = 0;
  const made = new Map<PostSpec, Status>();
  const total = plan.posts.length;
  plan.posts.forEach((spec, index) => {
    const age = (total - 1 - index) * STATUS_STEP_MS;
    const createdAt = ctx.seededAt - age;
    const id = ctx.ids.at(ID_BASE_TIME - age);
    const author = ctx.accountByAcct(spec.author);
    const formatted = formatText(spec.text, ctx.lookup);
    const parent = spec.replyTo ? made.get(spec.replyTo) : undefined;
    const accounts = (accts: string[] | undefined) => (accts ?? []).map((acct) => ctx.accountByAcct(acct).id);
    let poll: Poll | null = null;
    if (spec.poll) {
      const pollSpec = spec.poll;
      poll = {
        id: ctx.pollIds.at(ID_BASE_TIME - age),
        options: pollSpec.options.map((title, i) => ({ title, extraVotes: pollSpec.extraVotes?.[i] ?? 0 })),
        multiple: pollSpec.multiple ?? false,
        expiresAt: ctx.seededAt + pollSpec.expiresInMs,
        votes: new Map(Object.entries(pollSpec.voters ?? {}).map(([acct, choices]) => [ctx.accountByAcct(acct).id, choices])),
        extraVoters: Math.max(0, ...(pollSpec.extraVotes ?? [0])),
        emojis: emojiIn(pollSpec.options.join(' '), ctx.lookup),
      };
    }
    const reactions: Reaction[] = (spec.reactions ?? []).map(([name, accts]) => ({
      name,
      path: ctx.emojiPath(name),
      accountIds: accounts(accts),
    }));
    const status: Status = {
      id,
      accountId: author.id,
      createdAt,
      visibility: spec.visibility,
      content: spec.reblogOf ? '' : (spec.rawHtml ?? formatted.content),
      source: spec.text,
      spoilerText: spec.spoiler ?? '',
      sensitive: spec.sensitive ?? Boolean(spec.spoiler),
      language: spec.reblogOf ? null : (spec.language ?? 'en'),
      inReplyToId: parent?.id ?? null,
      reblogOfId: spec.reblogOf ? (made.get(spec.reblogOf)?.id ?? null) : null,
      quoteId: spec.quote ? (made.get(spec.quote)?.id ?? null) : null,
      mentionIds: formatted.mentionIds,
      tags: formatted.tags,
      emojiShortcodes: [...new Set([...formatted.emojiShortcodes, ...emojiIn(spec.spoiler ?? '', ctx.lookup)])],
      attachments: [...(spec.pictures ?? []), ...(spec.files ?? [])].map((name) => attachmentFor(name)),
      poll,
      card: spec.card ? { ...spec.card } : null,
      reactions,
      favouritedBy: new Set(accounts(spec.favourites)),
      bookmarkedBy: new Set(accounts(spec.bookmarks)),
      mutedBy: new Set(),
      pinnedAt: spec.pinned ? createdAt + 60_000 : null,
      conversationId: parent?.conversationId ?? id,
      application: author.domain ? null : { name: 'Demo FE', website: null },
      extraFavourites: spec.extraFavourites ?? 0,
      extraReblogs: spec.extraReblogs ?? 0,
      editedAt: spec.edited ? createdAt + 3 * 60_000 : null,
      expiresAt: spec.expiresInMs === undefined ? null : ctx.seededAt + spec.expiresInMs,
      uri: author.domain ? `https://${author.domain}/objects/${id}` : `${ORIGIN}/objects/${id}`,
    };
    const quoted = spec.quote ? made.get(spec.quote) : undefined;
    if (quoted) {
      // Akkoma's InlineQuotePolicy appends a link to the quoted post for servers without quote support.
      const link = `<span class="quote-inline"><br/><br/>RE: <a href="${quoted.uri}">${quoted.uri}</a></span>`;
      status.content = status.content.replace(/<\/p>$/, `${link}</p>`);
    }
    if (spec.pinned) author.pinnedStatusIds.push(id);
    made.set(spec, status);
  });
  return [...made.values()];
}
