// A stand-in for a Pleroma instance serving this client as its primary frontend: the build packed as the
// release and unpacked where Pleroma's installer puts it, files served and cached as Pleroma serves a
// frontend's, every other page answered with the frontend's index.html and what Pleroma writes into it,
// Pleroma's security headers on everything, and the API, OAuth, media and streaming handed to the demo
// instance (or any instance given as `upstream`). See test/pleroma/README.md.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemoInstance, type DemoInstance } from '../instance/server';
import { FRONTEND_NAME, frontendDir, installRelease, keepPreviousChunks, packRelease, renameHashedFiles } from './install';
import { accountMeta, postMeta, type AccountDoc, type StatusDoc } from './metadata';
import { generatedMeta, injectMeta, preloadBlock, PRELOADED_PATHS } from './preload';
import { frontendFile, INSTANCE_STATIC_FILES, instanceStaticFile, routeFor } from './routes';
import { securityHeaders } from './security';
import { forward, forwardUpgrade, upstreamGet, upstreamJson } from './upstream';
import { FAVICON_PNG, pleromaManifest } from './ownFiles';

export interface PleromaServerOptions {
  /** 0 or absent: a random free port. */
  port?: number;
  /** The built client (what `npm run build` leaves): packed as the release, then installed. */
  buildDir?: string;
  /** A release zip (`npm run release`) to install as it is, instead of packing `buildDir`. */
  zip?: string;
  /** The instance's API; absent: a demo instance started here on a random port. */
  upstream?: string;
  /** The primary frontend's `custom-http-headers` (Pleroma's `:frontends, :available` entry). */
  frontendHeaders?: [string, string][];
  /** Where the instance's static folder goes (default: a fresh temporary folder, removed on close). */
  workDir?: string;
}

export interface PleromaServer {
  url: string;
  port: number;
  /** instance/static/ of this server: frontends/fedi-client/<ref>/ inside */
  staticDir: string;
  /** The folder the primary frontend is served from. */
  primaryDir(): string;
  close(): Promise<void>;
}

/** What the docs tell the admin to configure for this frontend (as Pleroma's own config does for fedi-fe). */
export const DEFAULT_FRONTEND_HEADERS: [string, string][] = [['service-worker-allowed', '/']];

/** The first release installed, and the ref the controls return to. */
export const FIRST_REF = 'stable';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain',
};

/** Pleroma's endpoint: the frontend's index.html is revalidated every time, its other files kept 14 days. */
const cacheControlFor = (file: string) => (file === 'index.html' ? 'public, no-cache' : 'public, max-age=1209600');

/** What Plug sets on every answer a controller makes (the generated pages). */
const CONTROLLER_CACHE = 'max-age=0, private, must-revalidate';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export async function startPleromaServer(opts: PleromaServerOptions): Promise<PleromaServer> {
  const workDir = path.resolve(opts.workDir ?? mkdtempSync(path.join(tmpdir(), 'fedi-pleroma-')));
  const staticDir = path.join(workDir, 'instance', 'static');
  const zipPath = opts.zip ? path.resolve(opts.zip) : path.join(workDir, `${FRONTEND_NAME}.zip`);
  mkdirSync(workDir, { recursive: true });
  // a work folder used before starts again from the one release
  rmSync(path.join(staticDir, 'frontends'), { recursive: true, force: true });
  if (!opts.zip) await packRelease(path.resolve(opts.buildDir ?? 'dist'), zipPath);
  await installRelease(zipPath, staticDir, FIRST_REF);
  let primary = FIRST_REF;
  const demo: DemoInstance | null = opts.upstream ? null : await startDemoInstance({ port: 0 });
  const upstream = new URL(opts.upstream ?? demo?.url ?? '');
  const frontendHeaders = opts.frontendHeaders ?? DEFAULT_FRONTEND_HEADERS;
  let publicUrl = 'http://127.0.0.1';
  let security: [string, string][] = [];

  const primaryDir = () => frontendDir(staticDir, primary);

  function send(
    res: ServerResponse,
    method: string,
    status: number,
    type: string,
    body: Buffer | string,
    headers: [string, string][] = [],
  ) {
    for (const [name, value] of [...security, ...headers]) res.setHeader(name, value);
    res.setHeader('content-type', type);
    res.writeHead(status);
    res.end(method === 'HEAD' ? undefined : body);
  }

  /** A file of `dir` at `rel`, sent with `cacheControl`; false when there is none. */
  function fileAnswer(res: ServerResponse, method: string, dir: string, rel: string | null, cacheControl: string): boolean {
    if (!rel) return false;
    const full = path.join(dir, rel);
    try {
      if (!statSync(full).isFile()) return false;
    } catch {
      return false;
    }
    const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
    send(res, method, 200, type, readFileSync(full), [['cache-control', cacheControl]]);
    return true;
  }

  /** From the frontend's folder (FrontendStatic). */
  function frontendAnswer(res: ServerResponse, method: string, pathname: string): boolean {
    const rel = frontendFile(pathname);
    return fileAnswer(res, method, primaryDir(), rel, cacheControlFor(rel ?? ''));
  }

  /** The index as RedirectController sends it: `extra` is the account or post tags and the preloaded block. */
  async function page(res: ServerResponse, method: string, host: string, status: number, extra: string | null) {
    const instance = await upstreamJson(upstream, PRELOADED_PATHS.instance, host);
    const instanceName = typeof instance === 'object' && instance && 'title' in instance ? String(instance.title) : '';
    const index = readFileSync(path.join(primaryDir(), 'index.html'), 'utf8');
    const html = injectMeta(index, generatedMeta({ instanceName, extra: extra ?? '' }));
    send(res, method, status, 'text/html; charset=utf-8', html, [['cache-control', CONTROLLER_CACHE]]);
  }

  /** The Instance provider's documents, asked for nobody (no cookie, no token): nothing of a session gets in. */
  async function preload(host: string): Promise<string> {
    const [instance, panel, nodeinfo, frontendConfigurations] = await Promise.all([
      upstreamJson(upstream, PRELOADED_PATHS.instance, host),
      upstreamGet(upstream, PRELOADED_PATHS.panel, host, 'text/html'),
      upstreamJson(upstream, PRELOADED_PATHS.nodeinfo, host),
      upstreamJson(upstream, PRELOADED_PATHS.frontendConfigurations, host),
    ]);
    const terms: Record<string, unknown> = {};
    if (instance !== null) terms[PRELOADED_PATHS.instance] = instance;
    if (panel.status === 200) terms[PRELOADED_PATHS.panel] = panel.body.toString('utf8');
    if (nodeinfo !== null) terms[PRELOADED_PATHS.nodeinfo] = nodeinfo;
    if (frontendConfigurations !== null) terms[PRELOADED_PATHS.frontendConfigurations] = frontendConfigurations;
    return preloadBlock(terms);
  }

  /** An account by nickname or id, as User.get_cached_by_nickname_or_id finds it. */
  async function account(host: string, name: string): Promise<AccountDoc | null> {
    const found = await upstreamJson(upstream, `/api/v1/accounts/${encodeURIComponent(name)}`, host);
    return typeof found === 'object' && found !== null && 'acct' in found ? (found as AccountDoc) : null;
  }

  async function control(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const body = req.method === 'POST' ? ((JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) ?? {}) : {};
    const ref = typeof body.ref === 'string' && /^[\w.-]+$/.test(body.ref) ? body.ref : null;
    const reply = (status: number, value: unknown) => send(res, 'GET', status, 'application/json', JSON.stringify(value));
    if (pathname === '/__pleroma/install' && ref) {
      // `pleroma_ctl frontend install fedi-client --ref <ref> --file <zip> --build-dir .`; optionally the next
      // build's names, and the previous ref's chunks carried over as docs/deploy.md tells the admin
      const files = await installRelease(zipPath, staticDir, ref);
      const dir = frontendDir(staticDir, ref);
      if (body.renameChunks === true) renameHashedFiles(dir, ref);
      const kept =
        typeof body.keepChunksOf === 'string' ? keepPreviousChunks(frontendDir(staticDir, body.keepChunksOf), dir) : [];
      return reply(200, { ref, files: files.length, kept: kept.length });
    }
    if (pathname === '/__pleroma/primary' && ref) {
      // the admin switching `:frontends, :primary` (read per request, so no restart here either)
      if (!readdirSync(path.join(staticDir, 'frontends', FRONTEND_NAME)).includes(ref))
        return reply(404, { error: 'no such ref' });
      primary = ref;
      return reply(200, { primary });
    }
    if (pathname === '/__pleroma/reset') {
      primary = FIRST_REF;
      for (const other of readdirSync(path.join(staticDir, 'frontends', FRONTEND_NAME)))
        if (other !== FIRST_REF) rmSync(frontendDir(staticDir, other), { recursive: true, force: true });
      return reply(200, { primary });
    }
    if (pathname === '/__pleroma/state') return reply(200, { primary, dir: primaryDir() });
    return reply(404, { error: 'Not found' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const { pathname } = new URL(req.url ?? '/', publicUrl);
    const host = req.headers.host ?? new URL(publicUrl).host;
    const accept = req.headers.accept ?? '';
    if (pathname.startsWith('/__pleroma/')) return control(req, res, pathname);
    const get = method === 'GET' || method === 'HEAD';
    // the admin's instance/static/ first (InstanceStatic, never cached long), with the demo instance's own
    // documents standing in for what an admin puts there; then the frontend's folder
    if (get && fileAnswer(res, method, staticDir, instanceStaticFile(pathname), 'public, no-cache')) return;
    if (get && INSTANCE_STATIC_FILES.has(pathname)) return forward(req, res, upstream, security);
    if (get && frontendAnswer(res, method, pathname)) return;
    switch (routeFor(method, pathname, accept)) {
      case 'server':
        return forward(req, res, upstream, security);
      case 'options':
        return send(res, method, 204, 'text/plain; charset=utf-8', '');
      case 'not-found':
        return send(res, method, 404, 'application/json; charset=utf-8', '{"error":"Not found"}');
      case 'manifest': {
        const instance = await upstreamJson(upstream, PRELOADED_PATHS.instance, host);
        return send(res, method, 200, 'application/json; charset=utf-8', JSON.stringify(pleromaManifest(instance, publicUrl)));
      }
      case 'favicon':
        return send(res, method, 200, 'image/png', FAVICON_PNG, [['cache-control', 'public, no-cache']]);
      case 'index':
        return page(res, method, host, 200, null);
      case 'index-with-preload':
        return page(res, method, host, 200, await preload(host));
      case 'account': {
        const name = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
        const found = await account(host, name);
        const origin = `http://${host}`;
        return page(res, method, host, 200, found ? accountMeta(found, origin) + (await preload(host)) : null);
      }
      case 'notice': {
        const id = pathname.split('/').filter(Boolean)[1] ?? '';
        const status = (await upstreamJson(upstream, `/api/v1/statuses/${encodeURIComponent(id)}`, host)) as StatusDoc | null;
        // Pleroma's public? is as:Public in to or cc: public and unlisted posts; others are a 404 page
        if (!status || !['public', 'unlisted'].includes(status.visibility ?? '')) return page(res, method, host, 404, null);
        if (status.reblog) return page(res, method, host, 200, null);
        return page(res, method, host, 200, postMeta(status, `http://${host}`) + (await preload(host)));
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('pleroma stand-in failed to answer', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('upgrade', (req, socket, head: Buffer) => forwardUpgrade(req, socket, head, upstream));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl = `http://127.0.0.1:${port}`;
  security = securityHeaders({ origin: publicUrl, frontendHeaders });

  return {
    url: publicUrl,
    port,
    staticDir,
    primaryDir,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await demo?.close();
      if (!opts.workDir) rmSync(workDir, { recursive: true, force: true });
    },
  };
}
