// Where a link inside a post goes (spec 000 §2, 001 §2): hashtags and profiles stay in the app,
// everything else opens in a new window.

export interface ProfileRef {
  id: string;
  /** the nickname: `acct` for a mention (local users have no @ in it) */
  acct?: string | null;
}

/** external-user-profile (/users/{id}) when the nickname is missing, contains @ or is restricted; else /users/{name}. */
export function profilePath(account: ProfileRef, restrictedNicknames: readonly string[]): string {
  const nickname = account.acct ?? '';
  if (!nickname || nickname.includes('@') || restrictedNicknames.includes(nickname)) {
    return `/users/${encodeURIComponent(account.id)}`;
  }
  return `/users/${encodeURIComponent(nickname)}`;
}

/** /users/{acct}: the profile screen looks the address up by name (user or user@host), never by an id. */
export const acctPath = (acct: string): string => `/users/${encodeURIComponent(acct).replace(/%40/g, '@').replace(/%3A/gi, ':')}`;

/** The tag of a hashtag link: its tag attribute, else the end of its address when that is tags/{word}. */
export function tagOfLink(href: string, dataTag: string | null): string | null {
  if (dataTag) return dataTag;
  const match = /\/tags\/([^/?#]+)\/?(?:[?#].*)?$/.exec(href);
  if (!match) return null;
  const [, tag = ''] = match; // the group is not optional: a match always fills it
  try {
    return decodeURIComponent(tag);
  } catch {
    return tag;
  }
}

export interface LinkFacts {
  href: string;
  className: string;
  dataTag: string | null;
  dataUser: string | null;
  /** the link's text ('#cats' for a hashtag); absent where unknown */
  text?: string;
}

export interface MentionRef {
  id: string;
  acct: string;
  url: string;
}

/**
 * Whether a mention's id is the server's id for that account: the store holds an account under that id with
 * the same acct. snac2 gives every mention the id "0", and no server is trusted to give an id the client has
 * not seen for that very account; a mention that does not resolve is routed by its acct (`mentionPath`).
 */
export function mentionResolves(mention: MentionRef, acctOf: (id: string) => string | undefined): boolean {
  const known = mention.id ? acctOf(mention.id) : undefined;
  return known != null && mention.acct !== '' && known.toLowerCase() === mention.acct.toLowerCase();
}

/**
 * A mention's profile in the app: by its id only when that id resolves, else by its acct (looked up by the
 * profile screen); null when it has neither (it then opens its address externally).
 */
export function mentionPath(mention: MentionRef, resolves: boolean, restrictedNicknames: readonly string[]): string | null {
  if (resolves) return profilePath(mention, restrictedNicknames);
  return mention.acct ? acctPath(mention.acct) : null;
}

export interface LinkContext {
  mentions: readonly MentionRef[];
  /** the status's `tags`: a link to a tag's url, or whose text is #name, is that hashtag */
  tags?: readonly { name: string; url?: string }[];
  restrictedNicknames: readonly string[];
  /** the acct of an account the store holds (for `mentionResolves`); absent: no id resolves */
  acctOf?: (id: string) => string | undefined;
}

const noAccount = (): undefined => undefined;

/** The tag a hashtag-shaped text names ('#cats' -> 'cats'), else null. */
const tagOfText = (text: string | undefined): string | null => /^[#＃]([^\s#＃]+)$/u.exec(text?.trim() ?? '')?.[1] ?? null;

/**
 * The hashtag a link stands for, whatever the server's tag URLs look like (Pleroma /tag/x with data-tag,
 * Mastodon /tags/x, snac2 /?t=x): its data-tag, a status tag whose url it is, /tags/{word}, or its text
 * '#word' when the status has that tag (or the link is classed a hashtag).
 */
function hashtagOf(link: LinkFacts, tags: readonly { name: string; url?: string }[], classed: boolean): string | null {
  if (link.dataTag) return link.dataTag;
  const byUrl = link.href ? tags.find((t) => t.url === link.href) : undefined;
  if (byUrl) return byUrl.name;
  const byPath = tagOfLink(link.href, null);
  if (byPath) return byPath;
  const named = tagOfText(link.text);
  if (!named) return null;
  const tag = tags.find((t) => t.name.toLowerCase() === named.toLowerCase());
  return tag ? tag.name : classed ? named : null;
}

/** Ids no server means: snac2 gives every mention the id "0". */
export const isBogusId = (id: string) => id === '' || id === '0';

/** An in-app path for the link, or null: it opens externally (in a new window). A bio passes no mentions. */
export function routeForLink(link: LinkFacts, context: LinkContext): string | null {
  const { mentions, tags = [], restrictedNicknames, acctOf = noAccount } = context;
  const classes = link.className.split(/\s+/);
  const mention =
    (link.dataUser ? mentions.find((m) => m.id === link.dataUser) : undefined) ??
    (link.href ? mentions.find((m) => m.url === link.href) : undefined);
  if (mention) {
    const path = mentionPath(mention, mentionResolves(mention, acctOf), restrictedNicknames);
    if (path) return path;
  } else if (link.dataUser && !isBogusId(link.dataUser)) {
    // a profile link of no listed mention: the id the server put on this very link (Pleroma's data-user)
    return profilePath({ id: link.dataUser, acct: acctOf(link.dataUser) }, restrictedNicknames);
  }
  const tag = hashtagOf(link, tags, classes.includes('hashtag'));
  if (tag) return `/tag/${encodeURIComponent(tag)}`;
  return null;
}

/** The facts of an anchor the sanitizer let through (only class, href, data-tag, data-user and its text matter here). */
export const linkFacts = (a: HTMLAnchorElement): LinkFacts => ({
  href: a.getAttribute('href') ?? '',
  className: a.getAttribute('class') ?? '',
  dataTag: a.getAttribute('data-tag'),
  dataUser: a.getAttribute('data-user'),
  text: a.textContent ?? '',
});
