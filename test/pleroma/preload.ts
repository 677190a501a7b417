// What Pleroma writes into the frontend's index.html in place of `<!--server-generated-meta-->`
// (Pleroma develop 2.7: lib/pleroma/web/fallback/redirect_controller.ex `add_generated_metadata`,
// lib/pleroma/web/preload.ex, lib/pleroma/web/preload/providers/instance.ex). Without that comment in
// index.html nothing is written at all: Pleroma-FE's build keeps it through minification for this.

/** The placeholder Pleroma replaces (every occurrence). */
export const META_PLACEHOLDER = '<!--server-generated-meta-->';

/** The API paths the Instance provider (the only one enabled by default) preloads, as the client would ask. */
export const PRELOADED_PATHS = {
  instance: '/api/v1/instance',
  panel: '/instance/panel.html',
  nodeinfo: '/nodeinfo/2.0.json',
  frontendConfigurations: '/api/pleroma/frontend_configurations',
} as const;

/**
 * JSON as Jason's `escape: :html_safe` writes it: `<` as \u003C and `/` as \/ (so no `</script>` can end
 * the block early), and the two line separators JavaScript once refused in strings.
 */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003C')
    .replace(/\//g, '\\/')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The preloaded block: API path → base64 of that answer's JSON (a string for the panel's HTML), keys in
 * the order an Elixir map of this size keeps them (sorted). Built with no session at all, so a signed-in
 * reader's page carries nothing of theirs.
 */
export function preloadBlock(terms: Readonly<Record<string, unknown>>): string {
  const encoded: Record<string, string> = {};
  for (const key of Object.keys(terms).sort()) encoded[key] = Buffer.from(htmlSafeJson(terms[key])).toString('base64');
  return `<script id="initial-results" type="application/json">${htmlSafeJson(encoded)}</script>`;
}

export interface GeneratedMeta {
  /** `:instance, :name` (the instance document's title), written as it is configured, unescaped */
  instanceName: string;
  /** `:instance, :favicon`, "/favicon.png" by default */
  favicon?: string;
  /** account or post tags (redirector_with_meta) and the preloaded block, in that order */
  extra?: string;
}

/** What replaces the placeholder: the instance's title, its favicon, Pleroma's own manifest, then `extra`. */
export function generatedMeta({ instanceName, favicon = '/favicon.png', extra = '' }: GeneratedMeta): string {
  return `<title>${instanceName}</title><link rel='icon' href='${favicon}'><link rel='manifest' href='/manifest.json'>${extra}`;
}

/** The index with the generated meta in place of every placeholder; unchanged when it has none. */
export const injectMeta = (index: string, meta: string) => index.split(META_PLACEHOLDER).join(meta);
