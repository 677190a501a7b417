// The server's unicode emoji file (GET /static/emoji.json, spec 001 §7), loaded the first time a picker opens:
// its shortcodes, and the emoji emojibase lacks (localizedSet.ts); the composer's ':' suggestions read it too.
// Static data of the client, not server state: it stays in this lazy chunk's memory, out of the store
// (1,600 entries would weigh on every DevTools snapshot) and is fetched once per page.
import { fetchStaticFile, type ApiConfig } from '../../../api/uiLookups';
import type { UnicodeEmoji } from './unicodeEmoji';
import { isRecord } from '../../../utils/guards';

export const STATIC_EMOJI_PATH = '/static/emoji.json';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * Pleroma-FE's flat { name: emoji } file, or the grouped { group: [{ emoji, slug }] } one newer
 * Pleroma-FE builds ship (the `replacement`/`displayText` spelling is accepted too). Bad entries are skipped.
 */
export function parseStaticEmoji(raw: unknown): UnicodeEmoji[] {
  if (!isRecord(raw)) return [];
  const out: UnicodeEmoji[] = [];
  const names = new Set<string>();
  const add = (name: string | null, native: string | null) => {
    if (!name || !native || names.has(name)) return;
    names.add(name);
    out.push({ name, native });
  };
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') add(text(key), text(value));
    else if (Array.isArray(value)) {
      for (const e of value) {
        if (isRecord(e)) add(text(e.slug) ?? text(e.displayText) ?? text(e.name), text(e.emoji) ?? text(e.replacement));
      }
    }
  }
  return out;
}

let loaded: UnicodeEmoji[] | null = null;
let pending: Promise<UnicodeEmoji[] | null> | null = null;

/** Resolves to the full set, or null on failure (then the next picker to open tries again). */
export function loadUnicodeEmoji(cfg: ApiConfig): Promise<UnicodeEmoji[] | null> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= fetchStaticFile(cfg, STATIC_EMOJI_PATH)
    .then((res) => {
      const list = parseStaticEmoji(res.data);
      if (list.length === 0) throw new Error('no emoji in the file');
      loaded = list;
      return list;
    })
    .catch((error: unknown) => {
      // Spec 001 §8: loading emoji fails silently with a warning; the built-in set stays.
      console.warn(`[emoji] could not load ${STATIC_EMOJI_PATH}; using the built-in set`, error);
      pending = null;
      return null;
    });
  return pending;
}

/** The full set if it has loaded (the picker's names and keywords are added by localizedSet.ts). */
export const loadedUnicodeEmoji = (): UnicodeEmoji[] | null => loaded;

/** Tests only: forget the loaded set. */
export function forgetUnicodeEmoji() {
  loaded = null;
  pending = null;
}
