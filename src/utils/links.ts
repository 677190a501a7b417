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
}

export interface MentionRef {
  id: string;
  acct: string;
  url: string;
}

/** An in-app path for the link, or null: it opens externally (in a new window). */
export function routeForLink(
  link: LinkFacts,
  mentions: readonly MentionRef[],
  restrictedNicknames: readonly string[],
): string | null {
  const classes = link.className.split(/\s+/);
  const mention =
    (link.dataUser ? mentions.find((m) => m.id === link.dataUser) : undefined) ?? mentions.find((m) => m.url === link.href);
  if (mention) return profilePath(mention, restrictedNicknames);
  if (link.dataUser) return profilePath({ id: link.dataUser }, restrictedNicknames);
  const isHashtag = classes.includes('hashtag') || link.dataTag != null || /\/tags\/[^/?#]+\/?$/.test(link.href);
  if (isHashtag) {
    const tag = tagOfLink(link.href, link.dataTag);
    if (tag) return `/tag/${encodeURIComponent(tag)}`;
  }
  return null;
}

/** The facts of an anchor the sanitizer let through (only class, href, data-tag and data-user matter here). */
export const linkFacts = (a: HTMLAnchorElement): LinkFacts => ({
  href: a.getAttribute('href') ?? '',
  className: a.getAttribute('class') ?? '',
  dataTag: a.getAttribute('data-tag'),
  dataUser: a.getAttribute('data-user'),
});
