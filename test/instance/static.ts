// Serving a built client: files with their content types, long caching for
// hashed assets, the CSP on HTML, and the SPA fallback to index.html.
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { contentSecurityPolicy, flashPlayerContentSecurityPolicy } from '../../scripts/webpack/csp';
import { html, type Reply } from './http';
import { stickersIndex } from './media/stickers';

/** The built page's own policy (scripts/webpack/csp.ts, with no server of its own), plus what only a header can say. */
export const CONTENT_SECURITY_POLICY = `${contentSecurityPolicy()}; frame-ancestors 'none'`;

/**
 * The Flash player's page has a policy of its own (docs/architecture.md, "Media"), which the header must say too: a
 * page is held to every policy it is sent, so the app's header would forbid both its WebAssembly and its frame.
 * Only the app itself may frame it.
 */
export const FLASH_PLAYER_PATH = '/static/ruffle/player.html';
export const FLASH_PLAYER_POLICY = `${flashPlayerContentSecurityPolicy()}; frame-ancestors 'self'`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api/', '/oauth/', '/nodeinfo/', '/.well-known/', '/media/', '/__demo/', '/proxy/'];

export const isServerPath = (path: string) => SERVER_PREFIXES.some((p) => path.startsWith(p) || path === p.slice(0, -1));

/** A content hash in the file name (main.3f9a2c1b.js, chunk-3f9a2c1b7d.css) makes it safe to cache for ever. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function htmlHeaders(path: string): Record<string, string> {
  const policy = path === FLASH_PLAYER_PATH ? FLASH_PLAYER_POLICY : CONTENT_SECURITY_POLICY;
  return { 'Content-Security-Policy': policy, 'Cache-Control': 'no-cache' };
}

async function fileReply(root: string, path: string): Promise<Reply | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const full = resolve(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  let file = full;
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = type.startsWith('text/html')
      ? htmlHeaders(path)
      : { 'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache' };
    return { status: 200, body, contentType: type, headers };
  } catch {
    return null;
  }
}

export async function serveStatic(staticDir: string, method: string, path: string, accept: string): Promise<Reply | null> {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const root = resolve(staticDir);
  const found = await fileReply(root, path);
  if (found) return found;
  if (accept.includes('text/html') && !isServerPath(path)) return fileReply(root, '/index.html');
  return null;
}

let emojiJson: Buffer | null = null;

/**
 * The instance's theme presets (spec 001 §7 `GET /static/styles.json`) and the theme files it lists, from the
 * repository's fixtures (Pleroma-FE's own files): an instance that serves more presets than the client ships.
 */
function themeDocument(path: string): Reply | null {
  const name = path === '/static/styles.json' ? 'styles' : /^\/static\/themes\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
  if (!name) return null;
  try {
    const body = readFileSync(join(process.cwd(), 'test', 'fixtures', 'themes', `${name}.json`));
    return { status: 200, body, contentType: 'application/json; charset=utf-8', headers: { 'Cache-Control': 'no-cache' } };
  } catch {
    return null;
  }
}

/**
 * Documents a real instance serves when the frontend bundle does not provide them. `serverDocuments`:
 * also an Akkoma's own pages (terms of service, instance panel), which other servers do not have.
 */
export function builtinDocument(path: string, serverDocuments = true): Reply | null {
  if (path === '/static/emoji.json') {
    // The repository's copy (the demo runs from the repository root), for the dev server, which proxies it here.
    try {
      emojiJson ??= readFileSync(join(process.cwd(), 'static', 'emoji.json'));
    } catch {
      return null;
    }
    return {
      status: 200,
      body: emojiJson,
      contentType: 'application/json; charset=utf-8',
      headers: { 'Cache-Control': 'no-cache' },
    };
  }
  if (path === '/static/stickers.json') {
    // The demo pack lives under /media/ (media/stickers.ts): the shipped static/ folder has no stickers.
    return {
      status: 200,
      body: Buffer.from(stickersIndex()),
      contentType: 'application/json; charset=utf-8',
      headers: { 'Cache-Control': 'no-cache' },
    };
  }
  const theme = themeDocument(path);
  if (theme) return theme;
  if (!serverDocuments) return null;
  if (path === '/static/terms-of-service.html') {
    return html(
      '<h4>Terms of service</h4><p>This is a demo instance with made-up data. Be kind; everything is reset on restart.</p>',
    );
  }
  if (path === '/instance/panel.html') {
    return html('<div><p><strong>Demo Instance</strong>: sign in as <code>alice</code> / <code>demo-password</code>.</p></div>');
  }
  return null;
}
