// Which first path segments can name a profile (/{name}): the app's own screens never do, nor anything a
// nickname cannot be. Such an address shows 'not found' rather than 'this profile does not exist'.

/** The first segments of the app's routes and of the server's own pages ('admin' is a nickname: the demo has one). */
const RESERVED = new Set([
  'about',
  'announcements',
  'api',
  'bookmarks',
  'friend-requests',
  'lists',
  'login',
  'main',
  'media',
  'nodeinfo',
  'notice',
  'oauth',
  'oauth-callback',
  'password-reset',
  'pleroma',
  'registration',
  'remote-users',
  'search',
  'static',
  'tag',
  'users',
  'web',
  'who-to-follow',
]);

/** A local nickname (letters, digits, _ . -) or user@host[:port]. */
const NICKNAME = /^@?[\p{L}\p{N}_.-]+(?:@[\p{L}\p{N}.-]+(?::\d+)?)?$/u;

export function canNameProfile(segment: string, restrictedNicknames: readonly string[]): boolean {
  const name = segment.toLowerCase();
  return NICKNAME.test(segment) && !RESERVED.has(name) && !restrictedNicknames.includes(name);
}
