// What every serializer needs: this server's address, the data, and who asks.
import type { Account, DemoState } from '../model';

export interface SerializeContext {
  origin: string;
  state: DemoState;
  viewer: Account | null;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** JSON object with loosely typed values, as sent over the wire. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
