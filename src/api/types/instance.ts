// Mirrors Mastodon's REST::V1::InstanceSerializer plus Pleroma's InstanceView (`pleroma.metadata`, limits) and NodeInfo 2.0 as Pleroma/Akkoma extend it.
import type { Account } from './account';

export interface PollLimits {
  max_options: number;
  max_option_chars: number;
  min_expiration: number;
  max_expiration: number;
}

export interface FieldsLimits {
  max_fields: number;
  max_remote_fields?: number;
  name_length: number;
  value_length: number;
}

export interface InstancePleromaMetadata {
  account_activation_required?: boolean;
  features?: string[];
  federation?: { enabled?: boolean; [key: string]: unknown };
  fields_limits?: FieldsLimits;
  post_formats?: string[];
  privileged_staff?: boolean;
  birthday_required?: boolean;
  birthday_min_age?: number;
}

export interface Instance {
  uri: string;
  title: string;
  version: string;
  description?: string;
  short_description?: string;
  email?: string;
  thumbnail?: string | null;
  languages?: string[];
  registrations?: boolean;
  approval_required?: boolean;
  invites_enabled?: boolean;
  urls?: { streaming_api?: string } | null; // Friendica sends null
  stats?: { user_count?: number; status_count?: number; domain_count?: number };
  contact_account?: Account | null;
  rules?: Array<{ id: string; text: string }>;
  max_toot_chars?: number; // Pleroma, Akkoma, GoToSocial, Friendica
  post_character_limit?: number; // Mitra
  upload_limit?: number;
  avatar_upload_limit?: number;
  background_upload_limit?: number;
  banner_upload_limit?: number;
  description_limit?: number;
  background_image?: string | null;
  poll_limits?: PollLimits; // Pleroma
  fedibird_capabilities?: string[]; // Fedibird only
  configuration?: {
    // Mastodon 3.4+
    statuses?: { max_characters?: number; max_media_attachments?: number; characters_reserved_per_url?: number };
    media_attachments?: { image_size_limit?: number; video_size_limit?: number; supported_mime_types?: string[] };
    polls?: { max_options?: number; max_characters_per_option?: number; min_expiration?: number; max_expiration?: number };
    // Mastodon 4.0+ (instance v2): the Web Push application server key
    vapid?: { public_key?: string };
    [key: string]: unknown;
  };
  pleroma?: {
    metadata?: InstancePleromaMetadata;
    stats?: { mau?: number };
    vapid_public_key?: string | null;
    [key: string]: unknown;
  };
}

/** NodeInfo 2.0/2.1; `metadata` is free-form, these are the Pleroma/Akkoma keys we read. */
export interface NodeinfoMetadata {
  nodeName?: string;
  nodeDescription?: string;
  features?: string[];
  accountActivationRequired?: boolean;
  mailerEnabled?: boolean;
  invitesEnabled?: boolean;
  private?: boolean;
  federation?: { enabled?: boolean; [key: string]: unknown };
  fieldsLimits?: { maxFields?: number; maxRemoteFields?: number; nameLength?: number; valueLength?: number };
  pollLimits?: PollLimits;
  postFormats?: string[];
  uploadLimits?: { general?: number; avatar?: number; background?: number; banner?: number };
  restrictedNicknames?: string[];
  staffAccounts?: string[];
  suggestions?: { enabled?: boolean; web?: string };
  localBubbleInstances?: string[];
  publicTimelineVisibility?: { local?: boolean; federated?: boolean; bubble?: boolean };
  federatedTimelineAvailable?: boolean;
  localTimelineAvailable?: boolean;
  skipThreadContainment?: boolean;
}

export interface Nodeinfo {
  version?: string;
  software: { name: string; version: string; repository?: string; homepage?: string };
  protocols?: string[];
  services?: { inbound?: string[]; outbound?: string[] };
  openRegistrations?: boolean;
  usage?: { users?: { total?: number; activeMonth?: number; activeHalfyear?: number }; localPosts?: number };
  metadata?: NodeinfoMetadata;
}
