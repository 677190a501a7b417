// Loads the real server payloads copied into test/fixtures, grouped by what they hold.
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

export const FIXTURES_DIR = join(__dirname, '..', '..', 'fixtures');

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, name), 'utf8')) as unknown;
}

export function allFixtureFiles(): string[] {
  return readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(FIXTURES_DIR, d.name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}

const s = (names: string[]) => names.map((n) => `soapbox/${n}.json`);

export const STATUS_FILES = s([
  'fedibird-quote-post',
  'friendica-status',
  'gotosocial-status',
  'mastodon-reply-to-self',
  'mitra-status-with-attachments',
  'pleroma-quote-of-quote-post',
  'pleroma-quote-post',
  'pleroma-status-deleted',
  'pleroma-status-reply-with-mentions',
  'pleroma-status-vertical-video-without-metadata',
  'pleroma-status-with-attachments',
  'pleroma-status-with-poll-with-emojis',
  'pleroma-status-with-poll',
  'pleroma-status',
  'status-custom-emoji',
  'status-cw',
  'status-unordered-mentions',
  'status-with-card',
  'status-with-poll',
]);
export const STATUS_LIST_FILES = [...s(['mitra-context', 'status-quotes']), 'pleroma-fe/mastoapi.json'];
export const ACCOUNT_FILES = s([
  'account-moved',
  'account-with-emojis',
  'gotosocial-account',
  'lain',
  'mastodon-account',
  'pleroma-2.2.2-account',
  'pleroma-account',
]);
/** accounts.json is a map of id → account, not a list; it is normalized through Object.values. */
export const ACCOUNT_LIST_FILES = s(['blocks', 'accounts']);
export const NOTIFICATION_FILES = s([
  'notification-favourite',
  'notification-follow',
  'notification-follow_request',
  'notification-mention',
  'notification-move',
  'notification-pleroma-emoji_reaction',
  'notification-poll',
  'notification-reblog',
  'pleroma-notification-move',
]);
export const NOTIFICATION_LIST_FILES = s(['notifications']);
export const RELATIONSHIP_FILES = s(['relationship']);
/** Not entities the schemas split: instance documents (features.test.ts), app/token, markers, announcements,
 * the preloaded block, and pleroma-fe's statuses.json in the old Twitter-style API this client does not call. */
export const OTHER_FILES = [
  ...s([
    'akkoma-instance',
    'friendica-instance',
    'gotosocial-instance',
    'mastodon-3.0.0-instance',
    'mastodon-instance',
    'mitra-instance',
    'pleroma-instance',
    'app',
    'markers',
    'announcements',
    'pleroma_initial_results',
  ]),
  'pleroma-fe/statuses.json',
  // not a server payload: the hostile corpus (test/unit/utils/sanitize-hostile.test.ts, test/e2e/hostile.spec.ts;
  // its URL payloads' `status` fields: test/unit/schemas/hostileUrls.test.ts)
  'hostile/payloads.json',
  // not a server payload: a settings backup in Pleroma-FE's file shape (test/unit/settings/data/settingsFile.test.ts)
  'pleroma-fe/settings-backup.json',
  // not server payloads: theme files and an instance's styles.json (test/unit/theme/)
  ...readdirSync(join(FIXTURES_DIR, 'themes'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `themes/${f}`),
];
