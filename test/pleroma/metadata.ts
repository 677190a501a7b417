// The link-preview tags Pleroma writes for an account's or a post's page (redirector_with_meta: its
// Metadata providers Feed, OpenGraph and TwitterCard, lib/pleroma/web/metadata/). The same kinds of tag
// with values from the API documents, not Pleroma's exact text: the client reads none of them, they are
// here so the page it boots in looks like a real instance's.

export interface AccountDoc {
  acct: string;
  username: string;
  display_name?: string;
  note?: string;
  url?: string;
  avatar?: string;
}

export interface StatusDoc {
  id: string;
  url?: string | null;
  content?: string;
  visibility?: string;
  reblog?: unknown;
  account: AccountDoc;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Markup reduced to its text, for a description. */
const plain = (markup = '') =>
  markup
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const meta = (property: string, content: string) => `<meta content="${escape(content)}" property="${property}">`;

function tags(title: string, url: string, description: string, image: string | undefined): string {
  return [
    meta('og:title', title),
    meta('og:url', url),
    meta('og:description', description),
    meta('og:type', 'article'),
    ...(image ? [meta('og:image', image), meta('twitter:image', image)] : []),
    meta('twitter:title', title),
    meta('twitter:description', description),
    meta('twitter:card', 'summary'),
  ].join('');
}

/** A local account's Atom feed (the Feed provider), which the account page links. */
const feedLink = (account: AccountDoc, origin: string) =>
  account.acct.includes('@')
    ? ''
    : `<link href="${escape(`${origin}/users/${account.username}/feed.atom`)}" rel="alternate" type="application/atom+xml">`;

const accountTitle = (account: AccountDoc) => `${account.display_name || account.username} (@${account.acct})`;

export function accountMeta(account: AccountDoc, origin: string): string {
  return (
    feedLink(account, origin) +
    tags(accountTitle(account), account.url ?? `${origin}/users/${account.username}`, plain(account.note), account.avatar)
  );
}

export function postMeta(status: StatusDoc, origin: string): string {
  return (
    feedLink(status.account, origin) +
    tags(
      accountTitle(status.account),
      status.url ?? `${origin}/notice/${status.id}`,
      plain(status.content),
      status.account.avatar,
    )
  );
}
