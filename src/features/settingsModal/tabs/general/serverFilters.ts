// Server-side keyword filters in one shape for the tab, read from either API version. Pure: no store, no I/O.
import { isRecord } from '../../../../utils/guards';

/** Where a filter applies (Mastodon's contexts). */
export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'] as const;
export type FilterContext = (typeof FILTER_CONTEXTS)[number];

export interface FilterKeyword {
  id: string;
  keyword: string;
  wholeWord: boolean;
}

/** A filter as the tab shows it: v1's single phrase becomes one keyword. */
export interface ServerFilter {
  id: string;
  title: string;
  context: FilterContext[];
  /** 'warn' puts a matching post behind the muted notice, 'hide' removes it (v1: `irreversible`) */
  action: 'warn' | 'hide';
  expiresAt: string | null;
  keywords: FilterKeyword[];
}

/** What the add form sends, whatever the version. */
export interface NewServerFilter {
  keyword: string;
  wholeWord: boolean;
  action: 'warn' | 'hide';
  context: FilterContext[];
}

const idOf = (v: unknown): string | null => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null);

const contextsOf = (v: unknown): FilterContext[] => (Array.isArray(v) ? FILTER_CONTEXTS.filter((c) => v.includes(c)) : []);

const expiryOf = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Mastodon 4's Filter; anything without an id is dropped (a server's broken entry must not break the list). */
export function fromV2(raw: unknown): ServerFilter | null {
  if (!isRecord(raw)) return null;
  const id = idOf(raw.id);
  if (!id) return null;
  const keywords = Array.isArray(raw.keywords) ? raw.keywords : [];
  return {
    id,
    title: typeof raw.title === 'string' ? raw.title : '',
    context: contextsOf(raw.context),
    action: raw.filter_action === 'hide' ? 'hide' : 'warn',
    expiresAt: expiryOf(raw.expires_at),
    keywords: keywords.flatMap((k): FilterKeyword[] => {
      if (!isRecord(k)) return [];
      const kid = idOf(k.id);
      return kid && typeof k.keyword === 'string' ? [{ id: kid, keyword: k.keyword, wholeWord: k.whole_word === true }] : [];
    }),
  };
}

/** The v1 filter (Pleroma, Akkoma, Mastodon 3): one phrase; `irreversible` drops matches server-side. */
export function fromV1(raw: unknown): ServerFilter | null {
  if (!isRecord(raw)) return null;
  const id = idOf(raw.id);
  if (!id || typeof raw.phrase !== 'string') return null;
  return {
    id,
    title: raw.phrase,
    context: contextsOf(raw.context),
    action: raw.irreversible === true ? 'hide' : 'warn',
    expiresAt: expiryOf(raw.expires_at),
    keywords: [{ id, keyword: raw.phrase, wholeWord: raw.whole_word === true }],
  };
}

/** A list answer read with one version's reader, broken entries left out. */
export const filtersFrom = (data: unknown, read: (raw: unknown) => ServerFilter | null): ServerFilter[] =>
  Array.isArray(data) ? data.map(read).filter((f): f is ServerFilter => f !== null) : [];
