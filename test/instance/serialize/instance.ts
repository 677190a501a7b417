// The instance documents: /api/v1/instance and /api/v2/instance in Akkoma's
// shape, nodeinfo 2.0/2.1, and the pleroma_fe frontend configuration.
import type { JsonObject, SerializeContext } from './context';

export const INSTANCE_TITLE = 'Demo Instance';
export const AKKOMA_VERSION = '3.13.2';
const VERSION_STRING = `2.7.2 (compatible; Akkoma ${AKKOMA_VERSION})`;
const DESCRIPTION = 'A demo Akkoma-compatible server with seeded data, for trying the client and for its tests.';
const VAPID_PUBLIC_KEY = 'BJ7qZQ0sVZfPkEJ7T5yB0Lk0nM3Yq7q1p9y7v3m2Gf6v1Q9a8kVtX0Qe2rj3mH4b5n6c7d8e9f0g1h2i3j4k5l6';

export const FEATURES = [
  'pleroma_api',
  'akkoma_api',
  'mastodon_api',
  'mastodon_api_streaming',
  'polls',
  'v2_suggestions',
  'pleroma_explicit_addressing',
  'shareable_emoji_packs',
  'multifetch',
  'pleroma:api/v1/notifications:include_types_filter',
  'editing',
  'media_proxy',
  'relay',
  'pleroma_emoji_reactions',
  'exposable_reactions',
  'profile_directory',
  'custom_emoji_reactions',
  'pleroma:get:main/ostatus',
  'akkoma:machine_translation',
  'quote_posting',
  'bubble_timeline',
];

export const LIMITS = {
  maxTootChars: 5000,
  uploadLimit: 16_000_000,
  avatarUploadLimit: 2_000_000,
  backgroundUploadLimit: 4_000_000,
  bannerUploadLimit: 4_000_000,
  descriptionLimit: 5000,
  /** files per post (v1 max_media_attachments, v2 configuration.statuses); small so the limit is easy to reach */
  maxMediaAttachments: 4,
  poll: { max_expiration: 31_536_000, max_option_chars: 200, max_options: 20, min_expiration: 0 },
  fields: { max_fields: 10, max_remote_fields: 20, name_length: 512, value_length: 2048 },
};

export const POST_FORMATS = ['text/plain', 'text/html', 'text/markdown', 'text/bbcode', 'text/x.misskeymarkdown'];
export const RESTRICTED_NICKNAMES = ['about', 'api', 'auth', 'main', 'media', 'nodeinfo', 'oauth', 'static', 'users', 'web'];
export const BUBBLE_INSTANCES = ['akkoma.example'];

/** As Pleroma publishes its MRF settings (the About screen's federation tables read them). */
const FEDERATION = {
  enabled: true,
  exclusions: false,
  mrf_hashtag: { federated_timeline_removal: [], reject: [], sensitive: ['nsfw'] },
  mrf_keyword: {
    federated_timeline_removal: ['free followers'],
    reject: ['crypto giveaway'],
    replace: [{ pattern: 'teh', replacement: 'the' }],
  },
  mrf_object_age: { actions: ['delist', 'strip_followers'], threshold: 604800 },
  mrf_policies: ['ObjectAgePolicy', 'TagPolicy', 'HashtagPolicy', 'InlineQuotePolicy', 'SimplePolicy', 'KeywordPolicy'],
  mrf_simple: {
    accept: [],
    avatar_removal: [],
    banner_removal: [],
    federated_timeline_removal: ['loud.example'],
    followers_only: [],
    media_nsfw: ['spicy.example'],
    media_removal: [],
    reject: ['spam.example', 'abuse.example'],
    reject_deletes: [],
    report_removal: [],
  },
  mrf_simple_info: {
    reject: { 'spam.example': { reason: 'Spam waves' } },
    federated_timeline_removal: { 'loud.example': { reason: 'Floods the timeline with bots' } },
  },
  quarantined_instances: ['leaky.example'],
  quarantined_instances_info: {
    quarantined_instances: { 'leaky.example': { reason: 'Shows followers-only posts to everyone' } },
  },
};

/** POST /__demo/mrf can take TagPolicy away (the user card's moderation menu then has no tag toggles). */
const federation = (ctx: SerializeContext) =>
  ctx.state.tagPolicyOff ? { ...FEDERATION, mrf_policies: FEDERATION.mrf_policies.filter((p) => p !== 'TagPolicy') } : FEDERATION;

function stats(ctx: SerializeContext) {
  const local = [...ctx.state.accounts.values()].filter((a) => a.domain === null);
  const domains = new Set([...ctx.state.accounts.values()].flatMap((a) => (a.domain ? [a.domain] : [])));
  const localPosts = [...ctx.state.statuses.values()].filter((s) => local.some((a) => a.id === s.accountId)).length;
  return { users: local.length, domains: domains.size, localPosts };
}

const staff = (ctx: SerializeContext) =>
  [...ctx.state.accounts.values()].filter((a) => a.domain === null && (a.isAdmin || a.isModerator));

/** Pleroma's registrations_open, account_approval_required and invites_enabled, from the demo's one switch. */
function registrationFlags(ctx: SerializeContext) {
  const { registrations } = ctx.state.auth.config;
  return {
    open: registrations === 'open' || registrations === 'approval',
    approvalRequired: registrations === 'approval',
    invitesEnabled: registrations === 'invite',
  };
}

export function streamingUrl(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

export function serializeInstanceV1(ctx: SerializeContext): JsonObject {
  const s = stats(ctx);
  const registrations = registrationFlags(ctx);
  return {
    uri: ctx.origin,
    title: INSTANCE_TITLE,
    short_description: DESCRIPTION,
    description: DESCRIPTION,
    description_limit: LIMITS.descriptionLimit,
    email: 'admin@demo.example',
    version: VERSION_STRING,
    urls: { streaming_api: streamingUrl(ctx.origin) },
    stats: { user_count: s.users, status_count: s.localPosts, domain_count: s.domains },
    thumbnail: `${ctx.origin}/media/logo.svg`,
    languages: ['en'],
    registrations: registrations.open,
    approval_required: registrations.approvalRequired,
    invites_enabled: registrations.invitesEnabled,
    max_toot_chars: LIMITS.maxTootChars,
    poll_limits: LIMITS.poll,
    upload_limit: LIMITS.uploadLimit,
    max_media_attachments: LIMITS.maxMediaAttachments,
    avatar_upload_limit: LIMITS.avatarUploadLimit,
    background_upload_limit: LIMITS.backgroundUploadLimit,
    banner_upload_limit: LIMITS.bannerUploadLimit,
    background_image: `${ctx.origin}/media/logo.svg`,
    rules: [],
    pleroma: {
      metadata: {
        account_activation_required: ctx.state.auth.config.accountActivationRequired,
        birthday_min_age: 0,
        birthday_required: false,
        features: FEATURES,
        federation: federation(ctx),
        fields_limits: LIMITS.fields,
        post_formats: POST_FORMATS,
        privileged_staff: false,
        translation: { allow_unauthenticated: false, allow_remote: true },
      },
      stats: { mau: s.users },
      vapid_public_key: VAPID_PUBLIC_KEY,
    },
  };
}

export function serializeInstanceV2(ctx: SerializeContext): JsonObject {
  const s = stats(ctx);
  const v1 = serializeInstanceV1(ctx);
  const registrations = registrationFlags(ctx);
  return {
    domain: new URL(ctx.origin).host,
    title: INSTANCE_TITLE,
    version: VERSION_STRING,
    source_url: 'https://akkoma.dev/AkkomaGang/akkoma',
    description: DESCRIPTION,
    usage: { users: { active_month: s.users } },
    thumbnail: { url: `${ctx.origin}/media/logo.svg` },
    languages: ['en'],
    configuration: {
      urls: { streaming: streamingUrl(ctx.origin), status: null },
      accounts: { max_featured_tags: 0 },
      statuses: {
        max_characters: LIMITS.maxTootChars,
        max_media_attachments: LIMITS.maxMediaAttachments,
        characters_reserved_per_url: 0,
      },
      media_attachments: {
        supported_mime_types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4', 'audio/mpeg', 'audio/wav'],
        image_size_limit: LIMITS.uploadLimit,
        video_size_limit: LIMITS.uploadLimit,
      },
      polls: {
        max_options: LIMITS.poll.max_options,
        max_characters_per_option: LIMITS.poll.max_option_chars,
        min_expiration: LIMITS.poll.min_expiration,
        max_expiration: LIMITS.poll.max_expiration,
      },
    },
    registrations: { enabled: registrations.open, approval_required: registrations.approvalRequired, message: null },
    contact: { email: 'admin@demo.example', account: null },
    rules: [],
    pleroma: v1.pleroma,
  };
}

export function serializeNodeinfo(ctx: SerializeContext, version: '2.0' | '2.1'): JsonObject {
  const s = stats(ctx);
  const software: JsonObject = { name: 'akkoma', version: AKKOMA_VERSION };
  if (version === '2.1') software.repository = 'https://akkoma.dev/AkkomaGang/akkoma';
  return {
    version,
    software,
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: registrationFlags(ctx).open,
    usage: { users: { total: s.users, activeMonth: s.users, activeHalfyear: s.users }, localPosts: s.localPosts },
    metadata: {
      nodeName: INSTANCE_TITLE,
      nodeDescription: DESCRIPTION,
      private: false,
      suggestions: { enabled: true },
      staffAccounts: staff(ctx).map((a) => `${ctx.origin}/users/${a.username}`),
      federation: federation(ctx),
      pollLimits: LIMITS.poll,
      postFormats: POST_FORMATS,
      uploadLimits: {
        general: LIMITS.uploadLimit,
        avatar: LIMITS.avatarUploadLimit,
        background: LIMITS.backgroundUploadLimit,
        banner: LIMITS.bannerUploadLimit,
      },
      fieldsLimits: {
        maxFields: LIMITS.fields.max_fields,
        maxRemoteFields: LIMITS.fields.max_remote_fields,
        nameLength: LIMITS.fields.name_length,
        valueLength: LIMITS.fields.value_length,
      },
      accountActivationRequired: ctx.state.auth.config.accountActivationRequired,
      invitesEnabled: registrationFlags(ctx).invitesEnabled,
      mailerEnabled: ctx.state.auth.config.mailerEnabled,
      features: FEATURES,
      restrictedNicknames: RESTRICTED_NICKNAMES,
      skipThreadContainment: true,
      localBubbleInstances: BUBBLE_INSTANCES,
      publicTimelineVisibility: { local: true, federated: true, bubble: true },
      federatedTimelineAvailable: true,
      roles: { admin: [], moderator: [] },
      privilegedStaff: false,
    },
  };
}

export function serializeFrontendConfigurations(ctx: SerializeContext): JsonObject {
  return {
    pleroma_fe: {
      theme: 'pleroma-dark',
      background: '',
      logo: '/media/logo.svg',
      logoMask: true,
      logoMargin: '.1em',
      logoLeft: false,
      nsfwCensorImage: '',
      redirectRootNoLogin: '/main/all',
      redirectRootLogin: '/main/friends',
      loginMethod: ctx.state.auth.config.loginMethod,
      showInstanceSpecificPanel: true,
      showFeaturesPanel: true,
      hideSitename: false,
      scopeCopy: true,
      subjectLineBehavior: 'email',
      postContentType: 'text/plain',
      alwaysShowSubjectInput: true,
      hidePostStats: false,
      hideUserStats: false,
      webPushNotifications: false,
      collapseMessageWithSubject: false,
      minimalScopesMode: false,
      sidebarRight: false,
    },
  };
}
