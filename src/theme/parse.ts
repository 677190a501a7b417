// Reading Pleroma theme files (version 2: a `source` block of engine version 3, or the older `theme` block) and the
// styles.json index. Anything else is refused with a reason the theme tab shows; nothing half-read gets through.
import { parseColor } from './color';
import type { ParseResult, PresetEntry, ShadowLayer, Theme, ThemeFont, ThemeRejection, ThemeSource } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A theme file is a few KB; a bigger one is not a theme (and must not stall the tab). */
export const MAX_THEME_FILE_BYTES = 512 * 1024;

const REF = /^--[a-zA-Z][a-zA-Z0-9]*(\s*,\s*-?\d+(\.\d+)?)?$/;

/** A colour slot's value: a colour, 'transparent', or another slot with an optional lightness shift. */
export const isColorValue = (v: unknown): v is string =>
  typeof v === 'string' && (v.trim() === 'transparent' || REF.test(v.trim()) || parseColor(v) !== null);

const isNumberLike = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** A refused value as the message shows it: short, never '[object Object]'. */
const shown = (v: unknown) => (typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(typeof v))).slice(0, 40);

const reject = (reason: string, values?: ThemeRejection['values']): ParseResult => ({
  ok: false,
  error: values ? { reason, values } : { reason },
});

function numbers(block: unknown, what: string): Record<string, number | string> | ThemeRejection {
  if (block === undefined) return {};
  if (!isRecord(block)) return { reason: 'bad_block', values: { block: what } };
  for (const [key, value] of Object.entries(block))
    if (!isNumberLike(value)) return { reason: 'bad_value', values: { block: what, key } };
  return block as Record<string, number | string>;
}

function isLayer(v: unknown): v is ShadowLayer {
  return (
    isRecord(v) &&
    ['x', 'y', 'blur', 'spread', 'alpha'].every((k) => v[k] === undefined || isNumberLike(v[k])) &&
    isColorValue(v.color) &&
    (v.inset === undefined || typeof v.inset === 'boolean')
  );
}

const isRejection = (v: unknown): v is ThemeRejection => isRecord(v) && typeof v.reason === 'string';

/** The engine-3 `source` (or a `theme` block read as one), checked slot by slot. */
function readSource(block: Record<string, unknown>): ThemeSource | ThemeRejection {
  const colors = block.colors;
  if (!isRecord(colors)) return { reason: 'no_colors' };
  for (const [key, value] of Object.entries(colors))
    if (!isColorValue(value)) return { reason: 'bad_color', values: { key, value: shown(value) } };
  if (parseColor(colors.bg) === null || !isColorValue(colors.text)) return { reason: 'no_colors' };
  const opacity = numbers(block.opacity, 'opacity');
  if (isRejection(opacity)) return opacity;
  const radii = numbers(block.radii, 'radii');
  if (isRejection(radii)) return radii;
  const shadows = block.shadows ?? {};
  if (!isRecord(shadows)) return { reason: 'bad_block', values: { block: 'shadows' } };
  for (const [key, layers] of Object.entries(shadows))
    if (!Array.isArray(layers) || !layers.every(isLayer)) return { reason: 'bad_value', values: { block: 'shadows', key } };
  const fonts = block.fonts ?? {};
  if (!isRecord(fonts)) return { reason: 'bad_block', values: { block: 'fonts' } };
  for (const [key, font] of Object.entries(fonts))
    if (!isRecord(font) || (font.family !== undefined && typeof font.family !== 'string'))
      return { reason: 'bad_value', values: { block: 'fonts', key } };
  return {
    ...block,
    themeEngineVersion: 3,
    colors: colors as Record<string, string>,
    opacity,
    radii,
    shadows: shadows as Record<string, ShadowLayer[]>,
    fonts: fonts as Record<string, ThemeFont>,
  };
}

/** A parsed theme document (a file's JSON). */
export function parseThemeDocument(doc: unknown, fallbackName = ''): ParseResult {
  if (!isRecord(doc)) return reject('not_theme');
  const version = doc._pleroma_theme_version;
  if (version === undefined) return reject('not_theme');
  if (version !== 2) return reject('bad_version', { version: shown(version) });
  const name = typeof doc.name === 'string' && doc.name.trim() ? doc.name.trim() : fallbackName;
  let source: ThemeSource | ThemeRejection | null = null;
  if (isRecord(doc.source)) {
    const engine = doc.source.themeEngineVersion;
    // another engine's source is not ours to read; its `theme` snapshot (below) still is
    if (engine === 3) source = readSource(doc.source);
    else if (!isRecord(doc.theme)) return reject('bad_engine', { version: shown(engine) });
  }
  if (source === null && isRecord(doc.theme)) source = readSource({ ...doc.theme, themeEngineVersion: 3 });
  if (source === null) return reject('not_theme');
  if (isRejection(source)) return { ok: false, error: source };
  return { ok: true, theme: { name, source } };
}

/** A file's text: JSON, at most MAX_THEME_FILE_BYTES, then as above. */
export function parseThemeFile(text: string, fallbackName = ''): ParseResult {
  if (text.length > MAX_THEME_FILE_BYTES) return reject('too_big');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return reject('not_json');
  }
  return parseThemeDocument(doc, fallbackName);
}

/** styles.json's short form: [name, bg, fg, text, link, red, green, blue, orange]. */
export function fromShortArray(entry: unknown): Theme | null {
  if (!Array.isArray(entry) || entry.length < 5 || typeof entry[0] !== 'string') return null;
  const [name, bg, fg, text, link, cRed, cGreen, cBlue, cOrange] = entry as unknown[];
  const slots = { bg, fg, text, link, cRed, cGreen, cBlue, cOrange };
  const colors: Record<string, string> = {};
  for (const [key, value] of Object.entries(slots)) {
    if (value === undefined) continue;
    if (typeof value !== 'string' || !parseColor(value)) return null;
    colors[key] = value.toLowerCase();
  }
  if (!colors.bg || !colors.text) return null;
  return {
    name: name as string,
    source: { themeEngineVersion: 3, colors, opacity: {}, radii: {}, shadows: {}, fonts: {} },
  };
}

/** The instance's presets from styles.json; entries of another form are skipped (the list is the admin's). */
export function parseStylesIndex(doc: unknown): Record<string, PresetEntry> {
  const out: Record<string, PresetEntry> = {};
  if (!isRecord(doc)) return out;
  for (const [key, value] of Object.entries(doc)) {
    if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) out[key] = { name: key, path: value };
    else {
      const theme = fromShortArray(value);
      if (theme) out[key] = { name: key, theme };
    }
  }
  return out;
}
