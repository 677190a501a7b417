// The shape of a server's answers, learned from its recordings, and the check of a flavour's answer
// against it: every field and its type, recursively, array elements included; the format of ids and
// dates (a 42-character hex id, a UUIDv7, a date without milliseconds); the Link, Location and
// WWW-Authenticate headers; the content type; and for HTML pages their forms.

export type Kind = 'null' | 'string' | 'number' | 'boolean' | 'array' | 'object';

export const kindOf = (value: unknown): Kind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : (typeof value as Kind);

/** Everything seen at one place in the recordings (merged over array elements and over occurrences). */
export interface Schema {
  types: Set<Kind>;
  /** Formats of ids and dates seen here (see formatOf). */
  formats: Set<string>;
  /** How many objects were merged, and each field with how many of them had it (fewer: optional). */
  objects: number;
  fields: Map<string, { schema: Schema; seen: number }>;
  /** How many arrays were merged, how many were empty, and their elements merged. */
  arrays: number;
  emptyArrays: number;
  items: Schema | null;
}

export const emptySchema = (): Schema => ({
  types: new Set(),
  formats: new Set(),
  objects: 0,
  fields: new Map(),
  arrays: 0,
  emptyArrays: 0,
  items: null,
});

const ID_KEY = /^id$|_id$|_ids$/;
const DATE_KEY = /_at$/;

/** The format of a string, told apart finely enough to see another server's ids. */
export function stringFormat(value: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(value)) return 'UUIDv7';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return 'UUID';
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value)) return 'date-time with milliseconds';
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(value)) return 'date-time in seconds';
  if (/^\d{4}-\d\d-\d\d$/.test(value)) return 'date';
  if (/^\d+$/.test(value)) return `${value.length}-digit number`;
  if (/^[0-9a-f]+$/.test(value)) return `${value.length}-character lowercase hex`;
  if (/^[0-9A-F]+$/.test(value)) return `${value.length}-character uppercase hex`;
  if (/^https?:\/\//.test(value)) return 'URL';
  if (value === '') return 'empty';
  return 'text';
}

/** Ids (`id`, `*_id`, `*_ids`) and dates (`*_at`) have formats; a token's numeric `created_at` its digit count. */
export function formatOf(key: string | undefined, value: unknown): string | null {
  if (key === undefined) return null;
  if (typeof value === 'number') return key === 'created_at' ? `${String(Math.trunc(value)).length}-digit number` : null;
  if (typeof value !== 'string' || !(ID_KEY.test(key) || DATE_KEY.test(key))) return null;
  return stringFormat(value);
}

export function addValue(schema: Schema, value: unknown, key?: string): void {
  const kind = kindOf(value);
  schema.types.add(kind);
  const format = formatOf(key, value);
  if (format) schema.formats.add(format);
  if (kind === 'object') {
    schema.objects += 1;
    for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
      let field = schema.fields.get(name);
      if (!field) {
        field = { schema: emptySchema(), seen: 0 };
        schema.fields.set(name, field);
      }
      field.seen += 1;
      addValue(field.schema, inner, name);
    }
  } else if (kind === 'array') {
    const items = value as unknown[];
    schema.arrays += 1;
    if (items.length === 0) schema.emptyArrays += 1;
    for (const item of items) {
      schema.items ??= emptySchema();
      addValue(schema.items, item, key);
    }
  }
}

export function schemaOf(value: unknown): Schema {
  const schema = emptySchema();
  addValue(schema, value);
  return schema;
}

/** Every field name's values across all of a server's answers: what it sends there when this answer had null or []. */
export function registryOf(bodies: unknown[]): Map<string, Schema> {
  const registry = new Map<string, Schema>();
  const walk = (value: unknown, key?: string) => {
    if (key !== undefined) {
      let schema = registry.get(key);
      if (!schema) registry.set(key, (schema = emptySchema()));
      addValue(schema, value, key);
    }
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) walk(inner, name);
  };
  for (const body of bodies) if (body && typeof body === 'object') walk(body);
  return registry;
}

export interface ShapeRules {
  /** Fields the server sends only sometimes (name -> why), e.g. snac's `status` of a notification. */
  optional: Record<string, string>;
  /** Fields the server sends as null or as a value that the recordings show one way only (name -> why). */
  nullable: Record<string, string>;
  /** Formats a field also takes in answers the recordings compare it with (name -> formats), e.g. snac's repeat ids. */
  formats?: Record<string, string[]>;
}

const describe = (schema: Schema) => [...schema.types].join(' or ');

/** Problems with `value` against what the recording shows (empty: the shapes agree). */
export function compareShape(
  schema: Schema,
  value: unknown,
  registry: Map<string, Schema>,
  rules: ShapeRules,
  path = '$',
  key?: string,
): string[] {
  const out: string[] = [];
  const kind = kindOf(value);
  const known = key === undefined ? undefined : registry.get(key);
  if (!schema.types.has(kind)) {
    if (kind === 'null') {
      if (!known?.types.has('null') && !(key && rules.nullable[key]))
        out.push(`${path}: null where the server sends ${describe(schema)}`);
      return out;
    }
    // Null (or another kind) here in this recording: what the server sends there elsewhere.
    if (known?.types.has(kind)) return compareShape(known, value, registry, rules, path, key);
    if (!(key && schema.types.has('null') && rules.nullable[key]))
      out.push(`${path}: ${kind} where the server sends ${describe(schema)}`);
    return out;
  }
  const format = formatOf(key, value);
  if (format && schema.formats.size > 0 && !schema.formats.has(format) && !(key && rules.formats?.[key]?.includes(format))) {
    out.push(`${path}: ${format} where the server sends ${[...schema.formats].join(' or ')}`);
  }
  if (kind === 'object') {
    const record = value as Record<string, unknown>;
    for (const [name, field] of schema.fields) {
      if (field.seen === schema.objects && !(name in record) && !rules.optional[name]) out.push(`${path}.${name}: missing`);
    }
    for (const [name, inner] of Object.entries(record)) {
      const field = schema.fields.get(name);
      if (field) {
        out.push(...compareShape(field.schema, inner, registry, rules, `${path}.${name}`, name));
      } else if (rules.optional[name]) {
        const elsewhere = registry.get(name);
        if (elsewhere) out.push(...compareShape(elsewhere, inner, registry, rules, `${path}.${name}`, name));
      } else {
        out.push(`${path}.${name}: not sent by the server`);
      }
    }
  } else if (kind === 'array') {
    const items = value as unknown[];
    if (items.length === 0) {
      // Empty is fine where the server was seen sending it empty (here or under this name elsewhere).
      if (schema.items && schema.emptyArrays === 0 && !(known && known.emptyArrays > 0)) {
        out.push(`${path}: empty where the server sends elements`);
      }
      return out;
    }
    // Elements the recording has; else what the server sends under this name elsewhere; else unknown (only seen empty).
    const itemSchema = schema.items ?? known?.items ?? null;
    if (itemSchema)
      items.forEach((item, i) => out.push(...compareShape(itemSchema, item, registry, rules, `${path}[${i}]`, key)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Headers and pages.

/** `application/json; charset=utf-8` -> `application/json`. */
export const mediaType = (contentType: string | undefined | null) => (contentType ?? '').split(';')[0].trim().toLowerCase();

/** `<url>; rel="next", <url>; rel="prev"` -> rel -> url. */
export function parseLink(header: string | undefined): Map<string, string> {
  const links = new Map<string, string>();
  for (const part of (header ?? '').split(/,\s*(?=<)/)) {
    const match = /^<([^>]*)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    if (match) links.set(match[2], match[1]);
  }
  return links;
}

const PAGING = ['max_id', 'min_id', 'since_id'];

/** A URL's path and the names of its query parameters (paging ids by their format). */
function urlShape(url: string, base: string): { absolute: boolean; path: string; params: string[] } {
  const absolute = /^[a-z]+:\/\//i.test(url);
  const parsed = new URL(url, base);
  const params = [...parsed.searchParams.entries()].map(([name, value]) =>
    PAGING.includes(name) ? `${name}=${stringFormat(value)}` : name,
  );
  return { absolute, path: parsed.pathname, params: params.sort() };
}

/**
 * Link (the same rels, each to the same path with the same parameters and paging ids of the same format),
 * Location (the same path and parameters, relative or absolute alike), WWW-Authenticate (present or not),
 * Content-Type (the same media type, or none). `mapped` turns the recording's URLs into the demo's.
 */
export function compareHeaders(
  recorded: Record<string, string>,
  demo: Record<string, string>,
  mapped: (text: string) => string,
  base: string,
  /** false when one answer is an empty page and the other is not: whether a Link comes depends on that. */
  linkComparable = true,
): string[] {
  const out: string[] = [];
  if (mediaType(recorded['content-type']) !== mediaType(demo['content-type'])) {
    out.push(`content-type: ${demo['content-type'] ?? 'none'} where the server sends ${recorded['content-type'] ?? 'none'}`);
  }
  const recordedLinks = linkComparable ? parseLink(recorded.link) : new Map<string, string>();
  const demoLinks = linkComparable ? parseLink(demo.link) : new Map<string, string>();
  const rels = (links: Map<string, string>) => [...links.keys()].sort().join(', ') || 'no Link';
  if (rels(recordedLinks) !== rels(demoLinks)) out.push(`link: ${rels(demoLinks)} where the server sends ${rels(recordedLinks)}`);
  for (const [rel, url] of recordedLinks) {
    const theirs = demoLinks.get(rel);
    if (theirs === undefined) continue;
    const want = urlShape(mapped(url), base);
    const got = urlShape(theirs, base);
    if (want.path !== got.path || want.params.join('&') !== got.params.join('&')) {
      out.push(`link ${rel}: ${got.path}?${got.params.join('&')} where the server sends ${want.path}?${want.params.join('&')}`);
    }
  }
  for (const name of ['location', 'www-authenticate']) {
    if ((recorded[name] === undefined) !== (demo[name] === undefined)) {
      out.push(`${name}: ${demo[name] ?? 'absent'} where the server sends ${recorded[name] ?? 'none'}`);
    }
  }
  if (recorded.location !== undefined && demo.location !== undefined) {
    const want = urlShape(mapped(recorded.location), base);
    const got = urlShape(demo.location, base);
    if (want.absolute !== got.absolute || want.path !== got.path || want.params.join('&') !== got.params.join('&')) {
      out.push(`location: ${demo.location} where the server sends ${recorded.location}`);
    }
  }
  return out;
}

interface Form {
  action: string;
  method: string;
  inputs: string[];
}

function formsOf(html: string, base: string): Form[] {
  const forms: Form[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)(?:<\/form>|$)/gi)) {
    const attrs = match[1];
    const action = /action="([^"]*)"/i.exec(attrs)?.[1] ?? '';
    const names = [...match[2].matchAll(/<(?:input|button|select|textarea)\b[^>]*\bname="([^"]+)"/gi)].map((m) => m[1]);
    forms.push({
      action: new URL(action.replace(/&amp;/g, '&'), base).pathname,
      method: (/method="([^"]*)"/i.exec(attrs)?.[1] ?? 'get').toLowerCase(),
      inputs: [...new Set(names)].sort(),
    });
  }
  return forms;
}

/** Bodies were cut at 4,000 characters when recorded. */
const RECORDED_LIMIT = 4000;

/** A page: the same forms (where each posts, how, which fields) and a `<code>` element if the server shows one. */
export function compareHtml(recorded: string, demo: string, base: string): string[] {
  const out: string[] = [];
  const cut = recorded.length >= RECORDED_LIMIT;
  const want = formsOf(recorded, base);
  const got = formsOf(demo, base);
  if (cut ? got.length < want.length : got.length !== want.length)
    out.push(`${got.length} forms where the server shows ${want.length}`);
  want.forEach((form, i) => {
    const theirs = got[i];
    if (!theirs) return;
    if (theirs.action !== form.action || theirs.method !== form.method) {
      out.push(`form ${i}: ${theirs.method} ${theirs.action} where the server has ${form.method} ${form.action}`);
    }
    const missing = form.inputs.filter((name) => !theirs.inputs.includes(name));
    const extra = cut ? [] : theirs.inputs.filter((name) => !form.inputs.includes(name));
    if (missing.length > 0 || extra.length > 0) {
      out.push(`form ${i} fields: missing ${missing.join(', ') || 'none'}, extra ${extra.join(', ') || 'none'}`);
    }
  });
  if (/<code\b/i.test(recorded) !== /<code\b/i.test(demo))
    out.push('a <code> element where the server has none, or none where it has one');
  return out;
}

/** A recorded text body: a page by its forms; `<redacted>` (a code) as any non-empty text; else the same text. */
export function compareText(recorded: string, demo: string, base: string): string[] {
  if (recorded === '<redacted>') return demo.trim() === '' ? ['empty where the server sends a value'] : [];
  if (/<form\b|<html\b|<!doctype/i.test(recorded)) return compareHtml(recorded, demo, base);
  return recorded === demo
    ? []
    : [`body ${JSON.stringify(demo.slice(0, 200))} where the server sends ${JSON.stringify(recorded)}`];
}
