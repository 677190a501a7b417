// What every serializer needs: this server's address, the data, and who asks.
import type { Account, Attachment, DemoState, Notification, Poll, Status } from '../model';

export interface SerializeContext {
  origin: string;
  state: DemoState;
  viewer: Account | null;
  /** A flavour's own shapes (flavours/), used instead of Akkoma's wherever that entity is serialized. */
  flavour?: SerializerOverrides;
}

/** Each replaces the Akkoma serializer of its entity everywhere, nested ones included. */
export interface SerializerOverrides {
  status?(status: Status, ctx: SerializeContext): JsonObject;
  account?(account: Account, ctx: SerializeContext): JsonObject;
  credentialAccount?(account: Account, ctx: SerializeContext): JsonObject;
  relationship?(target: Account, ctx: SerializeContext): JsonObject;
  poll?(poll: Poll, ctx: SerializeContext): JsonObject;
  attachment?(attachment: Attachment, ctx: SerializeContext): JsonObject;
  notification?(notification: Notification, ctx: SerializeContext): JsonObject | null;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** JSON object with loosely typed values, as sent over the wire. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
