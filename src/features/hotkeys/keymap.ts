// Mastodon's web hotkeys (issue 26; its members' habits), as data: which key, after which prefix, means what.
// Pure, so the table is tested without a page.

export type PostCommand =
  'next' | 'previous' | 'open' | 'profile' | 'reply' | 'mention' | 'favourite' | 'repeat' | 'media' | 'warning' | 'sensitive';
export type GoTarget = 'home' | 'notifications' | 'local' | 'federated' | 'direct' | 'bookmarks' | 'profile';
export type Command =
  | { kind: 'post'; command: PostCommand }
  | { kind: 'go'; target: GoTarget }
  | { kind: 'compose' }
  | { kind: 'search' }
  | { kind: 'back' }
  | { kind: 'help' };

const POST_KEYS: Record<string, PostCommand> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  Enter: 'open',
  o: 'open',
  p: 'profile',
  r: 'reply',
  m: 'mention',
  f: 'favourite',
  b: 'repeat',
  e: 'media',
  x: 'warning',
  h: 'sensitive',
};

const GO_KEYS: Record<string, GoTarget> = {
  h: 'home',
  n: 'notifications',
  l: 'local',
  t: 'federated',
  d: 'direct',
  b: 'bookmarks',
  u: 'profile',
};

/** The rows of the help dialog, in its order: the keys as shown, and the message that says what they do. */
export const HOTKEY_HELP: readonly (readonly [keys: string, messageId: string])[] = [
  ['j / ↓', 'hotkeys.next'],
  ['k / ↑', 'hotkeys.previous'],
  ['Enter / o', 'hotkeys.open'],
  ['p', 'hotkeys.profile'],
  ['r', 'hotkeys.reply'],
  ['m', 'hotkeys.mention'],
  ['f', 'hotkeys.favourite'],
  ['b', 'hotkeys.repeat'],
  ['e', 'hotkeys.media'],
  ['x', 'hotkeys.warning'],
  ['h', 'hotkeys.sensitive'],
  ['n', 'hotkeys.compose'],
  ['/ , s', 'hotkeys.search'],
  ['Backspace', 'hotkeys.back'],
  ['Esc', 'hotkeys.leave_field'],
  ['.', 'hotkeys.show_new'],
  ['g h', 'hotkeys.go_home'],
  ['g n', 'hotkeys.go_notifications'],
  ['g l', 'hotkeys.go_local'],
  ['g t', 'hotkeys.go_federated'],
  ['g d', 'hotkeys.go_direct'],
  ['g b', 'hotkeys.go_bookmarks'],
  ['g u', 'hotkeys.go_profile'],
  ['?', 'hotkeys.help'],
];

/**
 * The command a key gives, and whether a 'g' now waits for its second key. `afterG`: the previous key was 'g'.
 * A key that means nothing gives null (and lets the browser have it).
 */
export function commandFor(key: string, afterG: boolean): { command: Command | null; afterG: boolean } {
  if (afterG) {
    const target = GO_KEYS[key];
    return { command: target ? { kind: 'go', target } : null, afterG: false };
  }
  if (key === 'g') return { command: null, afterG: true };
  const post = POST_KEYS[key];
  if (post) return { command: { kind: 'post', command: post }, afterG: false };
  if (key === 'n') return { command: { kind: 'compose' }, afterG: false };
  if (key === '/' || key === 's') return { command: { kind: 'search' }, afterG: false };
  if (key === 'Backspace') return { command: { kind: 'back' }, afterG: false };
  if (key === '?') return { command: { kind: 'help' }, afterG: false };
  return { command: null, afterG: false };
}

/** Where each 'g' target goes, for the signed-in member `acct` (null: a visitor, who has only the public ones). */
export function goPath(target: GoTarget, acct: string | null): string | null {
  const me = acct ? encodeURIComponent(acct) : null;
  switch (target) {
    case 'home':
      return me ? '/main/friends' : null;
    case 'notifications':
      return me ? `/${me}/notifications` : null;
    case 'local':
      return '/main/public';
    case 'federated':
      return '/main/all';
    case 'direct':
      return me ? `/users/${me}/dms` : null;
    case 'bookmarks':
      return me ? '/bookmarks' : null;
    case 'profile':
      return me ? `/users/${me}` : null;
  }
}
