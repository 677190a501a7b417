// The demo instance's internal model: plain typed records, kept apart from the
// Akkoma-shaped JSON built in serialize/, so later features only add fields here.
import type { JsonObject } from './serialize/context';
import type { RelationsState } from './relations';
import type { PushState } from './routes/push';

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local';

/** Which server software a remote account's payloads imitate; 'akkoma' is the full shape. */
export type Software = 'akkoma' | 'mitra' | 'gotosocial' | 'friendica';

export interface CustomEmoji {
  shortcode: string;
  /** Path on this server, e.g. /media/emoji/blobcat.svg */
  path: string;
  category: string;
  tags: string[];
  visibleInPicker: boolean;
}

export interface ProfileField {
  name: string;
  /** Source text; links are turned into HTML by the serializer. */
  value: string;
}

export interface MfaSettings {
  /** The one TOTP code the demo accepts. */
  totpCode: string;
  recoveryCodes: string[];
}

export interface Account {
  id: string;
  username: string;
  /** null for local accounts. */
  domain: string | null;
  software: Software;
  displayName: string;
  /** Plain-text bio source; the serializer renders HTML. */
  note: string;
  fields: ProfileField[];
  locked: boolean;
  bot: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  createdAt: number;
  /** Avatar colours, used by the generated SVG. */
  colour: string;
  /** Only local accounts have these. */
  email: string | null;
  password: string | null;
  mfa: MfaSettings | null;
  discoverable: boolean;
  birthday: string | null;
  defaultVisibility: Visibility;
  language: string;
  pinnedStatusIds: string[];
  /** Pleroma's hide_follows / hide_followers: others get an empty list (and the counts stay). */
  hideFollows?: boolean;
  hideFollowers?: boolean;
  /** Followers on other servers we do not model one by one. */
  extraFollowers: number;
  extraFollowing: number;
  /** Sign-in gates, as Pleroma's is_confirmed / is_approved / password_reset_pending. */
  confirmed: boolean;
  approved: boolean;
  passwordResetPending: boolean;
  /** What the person wrote when registering on an approval-only instance. */
  registrationReason: string | null;
  /** Profile settings (PATCH update_credentials, routes/credentials.ts); absent means the seeded default. */
  profile?: ProfileSettings;
  /** An admin deactivated (or deleted) it: Pleroma's `deactivated` / `is_active: false` (routes/adminUsers.ts). */
  deactivated?: boolean;
  /** Pleroma's user tags set by admins, e.g. `mrf_tag:media-force-nsfw` for the TagPolicy MRF. */
  tags?: string[];
}

/** What update_credentials changes beyond the plain account fields; uploaded images are paths on this server. */
export interface ProfileSettings {
  avatarPath?: string | null;
  headerPath?: string | null;
  backgroundPath?: string | null;
  hideFollowsCount?: boolean;
  hideFollowersCount?: boolean;
  hideFavorites?: boolean;
  showRole?: boolean;
  allowFollowingMove?: boolean;
  noRichText?: boolean;
  sensitive?: boolean;
  /** Akkoma: a locked account lets the accounts it follows follow it without a request */
  permitFollowback?: boolean;
}

export type AttachmentType = 'image' | 'video' | 'gifv' | 'audio' | 'unknown';

export interface Attachment {
  id: string;
  type: AttachmentType;
  /** Path on this server, e.g. /media/attachments/landscape.png */
  path: string;
  previewPath: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  blurhash: string | null;
  description: string;
}

export interface PollOption {
  title: string;
  /** Votes from accounts we do not model. */
  extraVotes: number;
}

export interface Poll {
  id: string;
  options: PollOption[];
  multiple: boolean;
  expiresAt: number;
  /** accountId -> chosen option indexes. */
  votes: Map<string, number[]>;
  extraVoters: number;
  emojis: string[];
}

export interface Card {
  url: string;
  title: string;
  description: string;
  type: 'link' | 'photo' | 'video' | 'rich';
  image: string | null;
  width: number;
  height: number;
  providerName: string;
  providerUrl: string;
  authorName: string;
  authorUrl: string;
  html: string;
  blurhash: string | null;
}

export interface Reaction {
  /** Unicode emoji or custom shortcode (without colons). */
  name: string;
  /** Set for custom emoji: the image path on this server. */
  path: string | null;
  accountIds: string[];
}

export interface Application {
  name: string;
  website: string | null;
}

export interface Status {
  id: string;
  accountId: string;
  createdAt: number;
  visibility: Visibility;
  /** Rendered HTML content, as a server produces it. */
  content: string;
  /** The plain-text source the author typed. */
  source: string;
  spoilerText: string;
  sensitive: boolean;
  language: string | null;
  inReplyToId: string | null;
  reblogOfId: string | null;
  quoteId: string | null;
  mentionIds: string[];
  tags: string[];
  emojiShortcodes: string[];
  attachments: Attachment[];
  poll: Poll | null;
  card: Card | null;
  reactions: Reaction[];
  favouritedBy: Set<string>;
  bookmarkedBy: Set<string>;
  mutedBy: Set<string>;
  pinnedAt: number | null;
  conversationId: string;
  application: Application | null;
  /** Counts from accounts we do not model, added to the real ones. */
  extraFavourites: number;
  extraReblogs: number;
  editedAt: number | null;
  /** Earlier versions, oldest first, when an edit recorded them (GET /history synthesizes them otherwise). */
  history?: StatusVersion[];
  expiresAt: number | null;
  /** ActivityPub object id. */
  uri: string;
  /** Fields sent exactly as given, over the serialized status (tests only: /__demo/raw-status `fields`). */
  raw?: JsonObject;
}

/** One earlier version of an edited post, as Mastodon's StatusEdit needs it. */
export interface StatusVersion {
  content: string;
  spoilerText: string;
  sensitive: boolean;
  createdAt: number;
}

export interface OAuthApp {
  id: string;
  name: string;
  website: string | null;
  redirectUri: string;
  scopes: string;
  clientId: string;
  clientSecret: string;
}

export interface AccessToken {
  token: string;
  refreshToken: string;
  clientId: string;
  /** null for app-only tokens (client_credentials). */
  accountId: string | null;
  scope: string;
  createdAt: number;
}

/** A password grant that still needs a second factor. */
export interface MfaChallenge {
  mfaToken: string;
  accountId: string;
  clientId: string;
  scope: string;
}

/** A code handed out by /oauth/authorize, exchanged once at /oauth/token. */
export interface AuthorizationCode {
  code: string;
  accountId: string;
  clientId: string;
  redirectUri: string;
  scope: string;
}

/** Pleroma's registrations_open / account_approval_required / invites_enabled, as one switch. */
export type RegistrationMode = 'open' | 'closed' | 'approval' | 'invite';
export type CaptchaType = 'none' | 'kocaptcha' | 'native';

/** What tests can change with POST /__demo/config; back to the seed on /__demo/reset. */
export interface AuthConfig {
  registrations: RegistrationMode;
  accountActivationRequired: boolean;
  captcha: CaptchaType;
  mailerEnabled: boolean;
  loginMethod: 'password' | 'token';
  /** Password-reset requests allowed per minute from one address; 0 = unlimited. */
  resetThrottle: number;
  /** 'string': Akkoma and Pleroma >= 2.3 send {"error": "<JSON text>"}; 'object': older Pleroma sends the object. */
  registrationErrorFormat: 'string' | 'object';
}

export interface Invite {
  token: string;
  /** null: one-time invite (Pleroma's "one_time"). */
  maxUse: number | null;
  uses: number;
  used: boolean;
}

export interface CaptchaChallenge {
  type: 'kocaptcha' | 'native';
  token: string;
  answerData: string;
  answer: string;
  expiresAt: number;
  used: boolean;
}

/** A mail the demo "sent" (nothing leaves the process); tests read them at GET /__demo/outbox. */
export interface SentMail {
  to: string;
  kind: 'password_reset' | 'account_confirmation' | 'approval_pending';
  at: number;
}

export interface AuthState {
  config: AuthConfig;
  invites: Map<string, Invite>;
  captchas: Map<string, CaptchaChallenge>;
  /** How many captchas were made; picks the next deterministic answer. */
  captchaSerial: number;
  /** Client address -> times of accepted password-reset requests. */
  resetRequests: Map<string, number[]>;
  outbox: SentMail[];
}

export type NotificationType =
  | 'mention'
  | 'status'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'poll'
  | 'update'
  | 'move'
  | 'pleroma:emoji_reaction';

/** A minimal notification record; the serializer builds Akkoma's shape from it. */
export interface Notification {
  /** Numeric string like Pleroma's; all the same width so they sort as strings. */
  id: string;
  type: NotificationType;
  /** Who receives it. */
  accountId: string;
  fromAccountId: string;
  statusId: string | null;
  /** For pleroma:emoji_reaction: the Unicode emoji or custom shortcode. */
  emoji: string | null;
  createdAt: number;
  seen: boolean;
}

export type ListRepliesPolicy = 'followed' | 'list' | 'none';

export interface UserList {
  /** Numeric string, like Pleroma's list ids. */
  id: string;
  ownerId: string;
  title: string;
  accountIds: string[];
  repliesPolicy: ListRepliesPolicy;
  exclusive: boolean;
}

export interface FollowedTag {
  /** Orders and pages GET /api/v1/followed_tags. */
  id: string;
  name: string;
}

/** What an id is for: flavours of the demo instance (flavours/) give each kind its server's format. */
export type IdKind = 'status' | 'poll' | 'media' | 'account' | 'other';

/** Hands out ids for things created while the server runs. */
export interface IdSource {
  /** `hint`: the uploaded file's name, for servers whose media ids carry it. */
  now(kind?: IdKind, hint?: string): string;
  /** A notification's id, where the server does not use a plain counter (absent: the numeric serial). */
  notification?(createdAt: number, type: NotificationType, serial: number): string;
}

export interface DemoState {
  /** When the seed was built; seeded timestamps count back from it. */
  seededAt: number;
  ids: IdSource;
  accounts: Map<string, Account>;
  statuses: Map<string, Status>;
  /** follower id -> ids it follows. */
  following: Map<string, Set<string>>;
  /** target id -> ids that asked to follow it. */
  followRequests: Map<string, Set<string>>;
  emojis: CustomEmoji[];
  apps: Map<string, OAuthApp>;
  tokens: Map<string, AccessToken>;
  mfaChallenges: Map<string, MfaChallenge>;
  authorizationCodes: Map<string, AuthorizationCode>;
  /** Registration, captcha, invites and password-reset state. */
  auth: AuthState;
  /** list id -> list. */
  lists: Map<string, UserList>;
  /** account id -> hashtags it follows, oldest first. */
  followedTags: Map<string, FollowedTag[]>;
  /** Every account's notifications, oldest first. */
  notifications: Notification[];
  /** The last numeric id handed out for lists and notifications. */
  serials: { list: number; notification: number };
  /** Blocks, mutes, notes, subscriptions, domain blocks (relations.ts); absent until the first one. */
  relations?: RelationsState;
  /** Reports filed through POST /api/v1/reports; absent until the first one (the seed has none). */
  reports?: DemoReport[];
  /** The last report note id handed out (ids grow across reports, like Pleroma's serial). */
  reportNoteSeq?: number;
  /** Files uploaded through POST /api/v1/media (bytes in memory); absent until the first upload. */
  uploads?: Map<string, UploadedMedia>;
  /** `{accountId} {Idempotency-Key}` -> the status that key made (POST /api/v1/statuses). */
  idempotencyKeys?: Map<string, string>;
  /** Announcements (routes/announcements.ts); seeded on first use, so a reset brings the seed back. */
  announcements?: DemoAnnouncement[];
  /** POST /__demo/mrf turned TagPolicy off: /api/v1/instance and nodeinfo leave it out of mrf_policies. */
  tagPolicyOff?: boolean;
  /** Web push subscriptions and the messages they would have carried (routes/push.ts); absent until the first one. */
  push?: PushState;
  /** account id -> its read markers (routes/markers.ts); absent until the first one. */
  markers?: Map<string, Partial<Record<MarkerTimeline, DemoMarker>>>;
}

export type MarkerTimeline = 'home' | 'notifications';

/** A read marker as Mastodon keeps it. */
export interface DemoMarker {
  lastReadId: string;
  /** raised by every write (Mastodon's lock_version, 0 when created) */
  version: number;
  /** ms since epoch */
  updatedAt: number;
}

/** An announcement as Pleroma keeps it: the admin's raw text, times, and who read and reacted. */
export interface DemoAnnouncement {
  id: string;
  /** as the admin typed it (Pleroma's `raw_content`); served as HTML */
  content: string;
  startsAt: number | null;
  endsAt: number | null;
  allDay: boolean;
  publishedAt: number;
  updatedAt: number;
  /** account ids that marked it read */
  readBy: Set<string>;
  /** emoji (Unicode, or a custom shortcode) -> account ids that reacted with it, in first-reaction order */
  reactions: Map<string, Set<string>>;
}

/** An uploaded file: the attachment as statuses carry it, and the bytes served at its path. */
export interface UploadedMedia {
  ownerId: string;
  attachment: Attachment;
  data: Buffer;
}

/** A user's report, kept for tests to read at GET /__demo/reports. */
export interface DemoReport {
  id: string;
  reporterId: string;
  accountId: string;
  statusIds: string[];
  comment: string;
  forward: boolean;
  createdAt: number;
  /** Pleroma's report state: open, resolved or closed (a test may file another word, as a newer server might) */
  state: string;
  notes: DemoReportNote[];
}

/** A staff note on a report (Pleroma's ReportNote: a numeric id). */
export interface DemoReportNote {
  id: number;
  userId: string;
  content: string;
  createdAt: number;
}
