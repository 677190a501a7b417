// Server JSON shapes, one file per serializer.
// Servers send more fields than these types list; the schemas keep them at runtime, the types name what the client reads.
export type { Account, AccountAkkoma, AccountPleroma, Field, Source } from './account';
export type { Attachment, AttachmentMetaSize } from './attachment';
export type { Card } from './card';
export type { CustomEmoji } from './emoji';
export type { Instance, InstancePleromaMetadata, Nodeinfo, NodeinfoMetadata, PollLimits, FieldsLimits } from './instance';
export type { Notification, NotificationType } from './notification';
export type { OAuthApp, OAuthToken, OAuthMfaRequired } from './oauth';
export type { Poll, PollOption } from './poll';
export type { Relationship } from './relationship';
export type { Status, StatusPleroma, StatusVisibility, Mention, Tag, EmojiReaction, MastodonQuote } from './status';
