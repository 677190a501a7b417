// The hostile corpus's URL payloads (those with a `status`), shared by the schema and card tests.
import { loadFixture } from '../../support/fixtures';

export type Json = Record<string, unknown>;

export interface HostilePayload {
  name: string;
  html: string;
  where: string;
  /** fields of a raw status (deep-merged into a well-formed one) that carry the payload */
  status?: Json;
}

export const corpus = loadFixture<HostilePayload[]>('hostile/payloads.json');
export const withStatus = corpus.filter((p): p is HostilePayload & { status: Json } => p.status !== undefined);

export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` merged into `base`: records field by field, everything else (arrays too) replaced. */
export function deepMerge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/** A well-formed Pleroma status for the payloads to break. */
export const baseStatus = (): Json => ({
  id: 'hostile',
  uri: 'https://example.com/objects/hostile',
  url: 'https://example.com/notice/hostile',
  created_at: '2024-01-01T00:00:00.000Z',
  account: {
    id: 'bob',
    acct: 'bob',
    username: 'bob',
    display_name: 'Bob :evil:',
    avatar: 'https://example.com/bob.png',
    avatar_static: 'https://example.com/bob.png',
    url: 'https://example.com/users/bob',
    emojis: [],
    fields: [],
  },
  content: '<p>hostile corpus :evil:</p>',
  visibility: 'public',
  media_attachments: [],
  mentions: [],
  tags: [],
  emojis: [],
  pleroma: { emoji_reactions: [] },
});
