// Sticker packs (Pleroma-FE's /static/stickers.json and each pack's pack.json), loaded the first time a
// picker opens in a composer. Static files of the instance, not server state: they stay in this lazy chunk's
// memory, out of the store, and are fetched once per page. Start-up does not ask for them (spec 000 puts them
// in the start-up order): most instances have none, and the first timeline should not wait on a 404.
import { useEffect, useState } from 'react';
import { fetchStaticFile, HttpError, type ApiConfig } from '../../../api/uiLookups';
import { useAppSelector } from '../../../store/hooks';
import { selectApiConfig } from '../../../selectors/instance';
import { isRecord } from '../../../utils/guards';
import { safeUrl } from '../../../schemas/urls';

export const STICKERS_PATH = '/static/stickers.json';

export interface Sticker {
  /** the file's name in its pack, used as the uploaded file's name */
  name: string;
  url: string;
}

export interface StickerPack {
  /** the key in stickers.json */
  id: string;
  title: string;
  tabIcon: string | null;
  stickers: Sticker[];
}

/** An http(s) URL for a path or URL relative to base; null for anything else (javascript:, data:, garbage). */
function resolveUrl(ref: string, base: string): string | null {
  try {
    const url = new URL(ref, base);
    // the same check as every other URL a server gives (schemas/urls.ts)
    return safeUrl(url.href);
  } catch {
    return null;
  }
}

/** The directory URL of a pack: stickers.json paths are relative to the instance; a missing trailing slash is added. */
export function packBase(path: string, origin: string): string | null {
  const dir = path.endsWith('/') ? path : `${path}/`;
  return resolveUrl(dir, `${origin}/`);
}

/** stickers.json: { name: path }; entries that are not strings are skipped. */
export function parsePackIndex(raw: unknown): { id: string; path: string }[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([id, path]) =>
    typeof path === 'string' && path.trim() ? [{ id, path: path.trim() }] : [],
  );
}

/**
 * A pack.json: { title, tabIcon, stickers: [file names], enabled? }. Akkoma-FE documents `stickers`; `files`
 * is read too. A pack with `enabled: false` or without any usable file is null.
 */
export function parsePack(id: string, base: string, raw: unknown): StickerPack | null {
  if (!isRecord(raw) || raw.enabled === false) return null;
  const list = Array.isArray(raw.stickers) ? raw.stickers : Array.isArray(raw.files) ? raw.files : [];
  const stickers: Sticker[] = [];
  for (const file of list) {
    if (typeof file !== 'string' || !file.trim()) continue;
    const url = resolveUrl(file, base);
    if (!url || stickers.some((s) => s.url === url)) continue;
    stickers.push({ name: file.split('/').pop() || file, url });
  }
  if (stickers.length === 0) return null;
  const title = typeof raw.title === 'string' && raw.title.trim() ? raw.title : id;
  const tabIcon = typeof raw.tabIcon === 'string' && raw.tabIcon.trim() ? resolveUrl(raw.tabIcon, base) : null;
  return { id, title, tabIcon, stickers };
}

const origin = (cfg: ApiConfig) => (cfg.baseUrl ? cfg.baseUrl.replace(/\/+$/, '') : window.location.origin);

async function fetchPacks(cfg: ApiConfig): Promise<StickerPack[]> {
  const index = parsePackIndex((await fetchStaticFile(cfg, STICKERS_PATH)).data);
  const packs = await Promise.all(
    index.map(async ({ id, path }) => {
      const base = packBase(path, origin(cfg));
      if (!base) return null;
      try {
        return parsePack(id, base, (await fetchStaticFile(cfg, `${base}pack.json`)).data);
      } catch (error) {
        // one broken pack does not hide the others
        console.warn(`[stickers] could not load ${base}pack.json`, error);
        return null;
      }
    }),
  );
  return packs.filter((p): p is StickerPack => p !== null).sort((a, b) => a.title.localeCompare(b.title));
}

let loaded: StickerPack[] | null = null;
let pending: Promise<StickerPack[]> | null = null;

/**
 * Resolves to the enabled packs with files (maybe none). Failures are only logged (spec 000). When the server
 * answered (a 404: the instance has no stickers) the answer is kept; a network failure is tried again next time.
 */
export function loadStickers(cfg: ApiConfig): Promise<StickerPack[]> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= fetchPacks(cfg)
    .then((packs) => {
      loaded = packs;
      return packs;
    })
    .catch((error: unknown) => {
      console.warn(`[stickers] could not load ${STICKERS_PATH}`, error);
      if (error instanceof HttpError) loaded = [];
      pending = null;
      return [];
    });
  return pending;
}

/** The packs for a picker; asks nothing while `wanted` is false (pickers outside a composer). */
export function useStickerPacks(wanted: boolean): StickerPack[] {
  const cfg = useAppSelector(selectApiConfig);
  const [packs, setPacks] = useState<StickerPack[]>(loaded ?? []);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadStickers(cfg).then((list) => {
      if (live) setPacks(list);
    });
    return () => {
      live = false;
    };
  }, [cfg, wanted]);
  return wanted ? packs : [];
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * The sticker's image as a File, to be attached like a picked file (Pleroma-FE uploads the sticker as media).
 * Plain fetch: the api client reads bodies as text, and a sticker is a static file, not an API call.
 */
export async function stickerFile(sticker: Sticker): Promise<File> {
  const response = await fetch(sticker.url);
  if (!response.ok) throw new Error(`GET ${sticker.url}: ${response.status}`);
  const bytes = await response.arrayBuffer();
  const type =
    (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ||
    TYPES[sticker.name.split('.').pop()?.toLowerCase() ?? ''] ||
    '';
  // an HTML page (an SPA fallback for a missing file) must not be posted as a picture
  if (!type.startsWith('image/')) throw new Error(`GET ${sticker.url}: not an image (${type || 'no type'})`);
  return new File([bytes], sticker.name, { type });
}

/** Tests only: forget the loaded packs. */
export function forgetStickers() {
  loaded = null;
  pending = null;
}
