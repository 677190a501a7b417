// Two answers Pleroma makes itself whatever its frontend: /manifest.json (ManifestController, from the
// instance's configuration: lib/pleroma/web/views/manifest_view.ex and config.exs `:manifest`) and
// /favicon.png (a file it ships in priv/static/), both linked by the meta it writes into index.html.

/** A 1×1 PNG standing in for priv/static/favicon.png. */
export const FAVICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const text = (doc: unknown, key: string): string | null => {
  const value = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
};

/** The manifest with Pleroma's default icons and colours, named after the instance document. */
export function pleromaManifest(instance: unknown, publicUrl: string) {
  return {
    name: text(instance, 'title'),
    description: text(instance, 'description'),
    icons: [{ src: '/static/logo.svg', sizes: '512x512', purpose: 'any', type: 'image/svg+xml' }],
    theme_color: '#282c37',
    background_color: '#191b22',
    display: 'standalone',
    scope: publicUrl,
    start_url: '/',
    categories: ['social'],
    serviceworker: { src: '/sw.js' },
  };
}
