// Server capability table: the version string and nodeinfo are parsed once, and screens ask
// `capabilities.polls`, never the version. Each flag names what it unlocks.
import { CLOSED_TO_VISITORS } from './utils/visitorTimelines';
import type { FieldsLimits, Instance, Nodeinfo, PollLimits } from './api/types';

export type Software =
  'pleroma' | 'akkoma' | 'mastodon' | 'gotosocial' | 'mitra' | 'friendica' | 'fedibird' | 'snac' | 'hollo' | 'unknown';

export interface ParsedVersion {
  software: Software;
  /** the software's own version, e.g. '3.3.1-0-gaf90a4e51' for Akkoma */
  version: string;
  /** the Mastodon API version it claims, e.g. '2.7.2'; null when it claims none */
  compatVersion: string | null;
}

const SOFTWARE_NAMES: Record<string, Software> = {
  pleroma: 'pleroma',
  akkoma: 'akkoma',
  mastodon: 'mastodon',
  gotosocial: 'gotosocial',
  mitra: 'mitra',
  friendica: 'friendica',
  fedibird: 'fedibird',
  snac: 'snac',
  hollo: 'hollo',
};

const softwareOf = (name: string | null | undefined): Software => SOFTWARE_NAMES[(name ?? '').toLowerCase()] ?? 'unknown';

/** Reads '2.7.2 (compatible; Pleroma 2.5.0)', Mastodon's '4.2.1', Friendica's '2022.05-dev', GoToSocial's '0.2.0 31935ee'. */
export function parseVersion(raw: string | null | undefined): ParsedVersion {
  const v = (raw ?? '').trim();
  // the groups below are not optional, so a match always fills them; the defaults only satisfy the index type
  const compat = /^(\S+) \(compatible; ([\w.-]+) ([^)]+)\)/.exec(v);
  if (compat) {
    const [, compatVersion = '', name = '', version = ''] = compat;
    return { software: softwareOf(name), version, compatVersion };
  }
  if (/^\d{4}\.\d{2}/.test(v)) return { software: 'friendica', version: v, compatVersion: null };
  // snac2 claims a Mastodon version and says so: '4.0.0 (not true; really snac/2.94)'
  const snac = /\breally snac\/(\S+?)\)?$/.exec(v);
  if (snac) return { software: 'snac', version: snac[1] ?? v, compatVersion: null };
  const gts = /^(\d+\.\d+\.\d+\S*) (?:git-)?[0-9a-f]{6,}$/.exec(v);
  if (gts) return { software: 'gotosocial', version: gts[1] ?? v, compatVersion: null };
  // split always returns at least one piece
  if (/fedibird/i.test(v)) return { software: 'fedibird', version: v, compatVersion: v.split('+')[0] ?? v };
  if (/^\d+\.\d+\.\d+/.test(v)) return { software: 'mastodon', version: v, compatVersion: v };
  return { software: 'unknown', version: v || '0.0.0', compatVersion: null };
}

/** Numeric comparison of the leading x.y.z; pre-release and build suffixes are ignored. */
export function versionAtLeast(version: string | null, wanted: string): boolean {
  if (!version) return false;
  const parse = (s: string) => (/^(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(s) ?? []).slice(1, 4).map((n) => Number(n ?? 0));
  const a = parse(version);
  const b = parse(wanted);
  // an unreadable version, or an unreadable wanted one, never counts as reached
  if (a.length === 0 || b.length === 0) return false;
  for (let i = 0; i < 3; i += 1) {
    // both hold exactly x, y and z here
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

export interface Capabilities {
  software: Software;
  version: string;
  compatVersion: string | null;
  /** POST /api/v1/statuses with poll[...] */
  polls: boolean;
  /** PUT /api/v1/statuses/{id}, /source and /history */
  editing: boolean;
  /** media URLs go through the instance's /proxy */
  mediaProxy: boolean;
  /** GET /api/v1/statuses/{id}/translations/{lang} and /api/v1/akkoma/translation/languages (Akkoma) */
  translation: boolean;
  /** GET /api/v1/timelines/bubble (Akkoma) */
  bubbleTimeline: boolean;
  /** PUT/DELETE /api/v1/pleroma/statuses/{id}/reactions/{emoji} */
  emojiReactions: boolean;
  /** reacting with the instance's custom emoji, not only unicode */
  customEmojiReactions: boolean;
  /** quote_id when posting (Pleroma/Akkoma `quote_posting`, Fedibird) */
  quotePosting: boolean;
  /** direct messages reach only people mentioned at the start (Pleroma `safe_dm_mentions`) */
  safeDmMentions: boolean;
  /** include_types[] on /api/v1/notifications */
  notificationTypesFilter: boolean;
  /** GET /api/v1/bookmarks, POST .../bookmark */
  bookmarks: boolean;
  /** GET /api/v1/announcements */
  announcements: boolean;
  /** POST /api/v1/pleroma/accounts/{id}/subscribe */
  accountSubscriptions: boolean;
  /** /api/v1/akkoma/frontend_settings (settings profiles) */
  settingsProfiles: boolean;
  /** POST /api/v1/accounts/{id}/note */
  accountNotes: boolean;
  /** POST /api/v1/statuses with preview=true answers without publishing (Pleroma/Akkoma; others publish) */
  statusPreview: boolean;
  /** how status and poll-vote bodies are sent: JSON (Mastodon's web client, Hollo) or form fields (snac2) */
  statusBodyEncoding: 'json' | 'form';
  /** the server has admin scopes to ask for at sign-in (Hollo refuses an unknown scope) */
  adminScope: boolean;
  /** POST /oauth/token with grant_type=password signs in (snac2's token is bound to no user, Hollo refuses it) */
  passwordGrant: boolean;
  /** revoking a token deletes the app it was given to (snac2): signing out forgets the app, the next sign-in registers one */
  revokeDeletesApp: boolean;
  /** GET /api/v1/polls/{id} (snac2 has none) */
  pollFetch: boolean;
  /**
   * how a post's attachment is named again in media_ids (redraft): by its id, or (snac2, which renames an upload
   * `<post url>_0` inside a post) by the upload's id, the file name its url ends with (`<actor>/s/<upload id>`)
   */
  attachmentUploadId: 'id' | 'urlFileName';
  /** the direct timeline and conversations */
  directMessages: boolean;
  /** POST /api/v1/statuses/{id}/mute */
  muteConversation: boolean;
  /** POST /api/v1/reports */
  reports: boolean;
  /** Pleroma's admin API for reports (/api/v1/pleroma/admin/reports, notes): the reports area */
  adminReports: boolean;
  /** PUT /api/v1/pleroma/admin/statuses/{id} (sensitive, visibility): the admin items of the status menu */
  adminStatuses: boolean;
  /** GET /api/v1/statuses/{id}/history */
  editHistory: boolean;
  /** /api/v1/domain_blocks */
  domainBlocks: boolean;
  /**
   * server-side keyword filters: Mastodon 4's `/api/v2/filters` (filters with keywords and an action), the older
   * `/api/v1/filters` (one phrase each; Pleroma, Akkoma, Mastodon 3), or none (snac2, Hollo)
   */
  serverFilters: 'v2' | 'v1' | null;
  /** only_media and exclude_replies on an account's statuses are honoured (snac2 ignores them: filter here) */
  statusFilters: boolean;
  /**
   * how the profile's avatar and header go back to the server's default: Mastodon 4.2's `DELETE /api/v1/profile/…`,
   * Pleroma/Akkoma's empty value in update_credentials (the background too), or not at all
   */
  profileImageReset: 'delete' | 'emptyField' | null;
  textLimit: number;
  uploadLimits: { general: number | null; avatar: number | null; background: number | null; banner: number | null };
  pollLimits: PollLimits | null;
  fieldsLimits: FieldsLimits | null;
  /** content_type values the composer may send */
  postFormats: string[];
  /** unauthenticated API access is refused (nodeinfo `private`) */
  privateMode: boolean;
  registrationsOpen: boolean;
  approvalRequired: boolean;
  accountActivationRequired: boolean;
  /** password reset by e-mail works */
  mailerEnabled: boolean;
  localTimelineAvailable: boolean;
  federatedTimelineAvailable: boolean;
  /** which public timelines a signed-out visitor may read */
  publicTimelineVisibility: { local: boolean; federated: boolean; bubble: boolean };
  /**
   * what else a signed-out visitor may read: tag timelines, an account's posts, a post and its thread, search
   * (snac2 answers 401 to visitors for account posts, posts and threads, and search; Hollo for tags, account
   * posts and search)
   */
  visitorReads: { tagTimelines: boolean; accountStatuses: boolean; context: boolean; search: boolean };
  localBubbleInstances: string[];
  restrictedNicknames: string[];
  /** GET /api/v1/suggestions (who to follow) */
  suggestions: boolean;
  /** GET/POST /api/v1/markers, the read position kept by the server (snac2 answers `{}` and has no POST) */
  markers: boolean;
  /** WebSocket base for /api/v1/streaming; null means same origin */
  streamingUrl: string | null;
  /** Web Push application server key */
  vapidPublicKey: string | null;
  /** the instance federates at all */
  federating: boolean;
}

const DEFAULT_TEXT_LIMIT = 5000;
// Mastodon before 3.4 did not publish its limits; these were its fixed values.
const MASTODON_TEXT_LIMIT = 500;
const MASTODON_POLL_LIMITS: PollLimits = { max_options: 4, max_option_chars: 50, min_expiration: 300, max_expiration: 2629746 };
const MASTODON_FIELDS_LIMITS: FieldsLimits = { max_fields: 4, name_length: 255, value_length: 255 };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
const strings = (v: unknown): string[] | null => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : null);

function detect(instance: Instance | null, nodeinfo: Nodeinfo | null, features: string[]): ParsedVersion {
  const fromInstance = parseVersion(instance?.version);
  const niSoftware = softwareOf(nodeinfo?.software?.name);
  let parsed = fromInstance;
  if (niSoftware !== 'unknown') {
    // NodeInfo names the software plainly; the instance version may only claim Mastodon compatibility.
    parsed = {
      software: niSoftware,
      version: nodeinfo?.software.version || fromInstance.version,
      compatVersion: fromInstance.compatVersion,
    };
  }
  if (parsed.software === 'pleroma' && features.includes('akkoma_api')) parsed = { ...parsed, software: 'akkoma' };
  if (parsed.software === 'mastodon' && Array.isArray(instance?.fedibird_capabilities))
    parsed = { ...parsed, software: 'fedibird' };
  return parsed;
}

function textLimitOf(instance: Instance | null, software: Software): number {
  return (
    num(instance?.max_toot_chars) ??
    num(instance?.configuration?.statuses?.max_characters) ??
    num(instance?.post_character_limit) ??
    (software === 'mastodon' ? MASTODON_TEXT_LIMIT : DEFAULT_TEXT_LIMIT)
  );
}

function pollLimitsOf(instance: Instance | null, nodeinfo: Nodeinfo | null, software: Software): PollLimits | null {
  const p = instance?.poll_limits ?? nodeinfo?.metadata?.pollLimits;
  if (p && num(p.max_options)) return p;
  const m = instance?.configuration?.polls;
  if (m && num(m.max_options)) {
    return {
      max_options: m.max_options ?? MASTODON_POLL_LIMITS.max_options,
      max_option_chars: m.max_characters_per_option ?? MASTODON_POLL_LIMITS.max_option_chars,
      min_expiration: m.min_expiration ?? MASTODON_POLL_LIMITS.min_expiration,
      max_expiration: m.max_expiration ?? MASTODON_POLL_LIMITS.max_expiration,
    };
  }
  return software === 'mastodon' || software === 'fedibird' ? MASTODON_POLL_LIMITS : null;
}

function fieldsLimitsOf(instance: Instance | null, nodeinfo: Nodeinfo | null, software: Software): FieldsLimits | null {
  const f = instance?.pleroma?.metadata?.fields_limits;
  if (f) return f;
  const n = nodeinfo?.metadata?.fieldsLimits;
  if (n && num(n.maxFields)) {
    return {
      max_fields: n.maxFields ?? 0,
      max_remote_fields: n.maxRemoteFields,
      name_length: n.nameLength ?? 0,
      value_length: n.valueLength ?? 0,
    };
  }
  return software === 'mastodon' || software === 'fedibird' ? MASTODON_FIELDS_LIMITS : null;
}

export function computeCapabilities(instance: Instance | null, nodeinfo: Nodeinfo | null): Capabilities {
  const meta = instance?.pleroma?.metadata;
  const ni = nodeinfo?.metadata;
  const features = strings(meta?.features) ?? strings(ni?.features) ?? [];
  const has = (f: string) => features.includes(f);
  const { software, version, compatVersion } = detect(instance, nodeinfo, features);
  const isPleromaLike = software === 'pleroma' || software === 'akkoma';
  const snac = software === 'snac';
  const hollo = software === 'hollo';
  const mastodonLike = software === 'mastodon' || software === 'fedibird';
  const mastodonAtLeast = (v: string) => mastodonLike && versionAtLeast(compatVersion, v);
  const privateMode = ni?.private === true;
  // Hollo refuses visitors its public and tag timelines (the early script reads the same list).
  const closedToVisitors = privateMode || CLOSED_TO_VISITORS.includes(software);
  const bubbleList = strings(ni?.localBubbleInstances) ?? [];
  const visibility = ni?.publicTimelineVisibility;
  const uploads = ni?.uploadLimits;
  return {
    software,
    version,
    compatVersion,
    polls:
      has('polls') ||
      mastodonAtLeast('2.8.0') ||
      (software === 'gotosocial' && versionAtLeast(version, '0.14.0')) ||
      snac ||
      hollo,
    editing: has('editing') || mastodonAtLeast('3.5.0') || snac || hollo,
    mediaProxy: has('media_proxy'),
    translation: has('akkoma:machine_translation'),
    bubbleTimeline: has('bubble_timeline') || bubbleList.length > 0,
    emojiReactions: has('pleroma_emoji_reactions'),
    customEmojiReactions: has('custom_emoji_reactions'),
    quotePosting: has('quote_posting') || software === 'fedibird',
    safeDmMentions: has('safe_dm_mentions'),
    notificationTypesFilter: has('pleroma:api/v1/notifications:include_types_filter') || mastodonAtLeast('3.5.0'),
    // Every Mastodon-API server but Mastodon before 3.1 has them; one that answers 404 turns them off for
    // the session (missingFeatures.ts), so an unknown server is offered them.
    bookmarks: !mastodonLike || mastodonAtLeast('3.1.0'),
    announcements: isPleromaLike
      ? versionAtLeast(version, '2.2.0') || software === 'akkoma'
      : mastodonAtLeast('3.1.0') || snac || hollo,
    accountSubscriptions: isPleromaLike,
    settingsProfiles: has('akkoma_api'),
    accountNotes: mastodonAtLeast('3.2.0') || (isPleromaLike && versionAtLeast(version, '2.4.50')) || software === 'akkoma',
    statusPreview: isPleromaLike,
    statusBodyEncoding: snac ? 'form' : 'json',
    adminScope: isPleromaLike || mastodonLike,
    passwordGrant: !snac && !hollo && software !== 'gotosocial',
    revokeDeletesApp: snac,
    pollFetch: !snac,
    attachmentUploadId: snac ? 'urlFileName' : 'id',
    directMessages: !snac,
    muteConversation: !snac && !hollo,
    reports: !snac,
    adminReports: isPleromaLike,
    adminStatuses: isPleromaLike,
    editHistory: !hollo,
    domainBlocks: !snac && !hollo,
    serverFilters:
      mastodonAtLeast('4.0.0') || (software === 'gotosocial' && versionAtLeast(version, '0.16.0'))
        ? 'v2'
        : snac || hollo
          ? null
          : 'v1',
    statusFilters: !snac,
    profileImageReset: isPleromaLike ? 'emptyField' : mastodonAtLeast('4.2.0') ? 'delete' : null,
    textLimit: textLimitOf(instance, software),
    uploadLimits: {
      general:
        num(uploads?.general) ?? num(instance?.upload_limit) ?? num(instance?.configuration?.media_attachments?.image_size_limit),
      avatar: num(uploads?.avatar) ?? num(instance?.avatar_upload_limit),
      background: num(uploads?.background) ?? num(instance?.background_upload_limit),
      banner: num(uploads?.banner) ?? num(instance?.banner_upload_limit),
    },
    pollLimits: pollLimitsOf(instance, nodeinfo, software),
    fieldsLimits: fieldsLimitsOf(instance, nodeinfo, software),
    postFormats: strings(meta?.post_formats) ?? strings(ni?.postFormats) ?? ['text/plain'],
    privateMode,
    registrationsOpen: instance?.registrations ?? nodeinfo?.openRegistrations ?? false,
    approvalRequired: instance?.approval_required ?? false,
    accountActivationRequired: meta?.account_activation_required ?? ni?.accountActivationRequired ?? false,
    mailerEnabled: ni?.mailerEnabled ?? false,
    localTimelineAvailable: ni?.localTimelineAvailable !== false,
    federatedTimelineAvailable: ni?.federatedTimelineAvailable !== false,
    // Akkoma publishes this; elsewhere public timelines are public unless the instance is private.
    publicTimelineVisibility: visibility
      ? { local: visibility.local === true, federated: visibility.federated === true, bubble: visibility.bubble === true }
      : { local: !closedToVisitors, federated: !closedToVisitors, bubble: false },
    visitorReads: {
      tagTimelines: !closedToVisitors,
      accountStatuses: !privateMode && !snac && !hollo,
      context: !privateMode && !snac,
      search: !privateMode && !snac && !hollo,
    },
    localBubbleInstances: bubbleList,
    restrictedNicknames: strings(ni?.restrictedNicknames) ?? [],
    suggestions: ni?.suggestions?.enabled ?? (mastodonAtLeast('2.4.3') || hollo),
    markers: mastodonLike ? mastodonAtLeast('3.0.0') : !snac,
    streamingUrl: instance?.urls?.streaming_api || null,
    vapidPublicKey: instance?.pleroma?.vapid_public_key || instance?.configuration?.vapid?.public_key || null,
    federating: (meta?.federation?.enabled ?? ni?.federation?.enabled) !== false,
  };
}

let last: { instance: Instance | null; nodeinfo: Nodeinfo | null; capabilities: Capabilities } | null = null;

/** Memoized on its two inputs (store objects keep their identity until replaced). */
export function getCapabilities(instance: Instance | null, nodeinfo: Nodeinfo | null): Capabilities {
  if (last && last.instance === instance && last.nodeinfo === nodeinfo) return last.capabilities;
  const capabilities = computeCapabilities(instance, nodeinfo);
  last = { instance, nodeinfo, capabilities };
  return capabilities;
}
