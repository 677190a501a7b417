// The demo instance: a real HTTP + WebSocket server on 127.0.0.1 speaking the
// Mastodon API with Akkoma's extensions, over seeded in-memory data.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Faults, faultReply } from './faults';
import { flavourNamed, type Flavour, type FlavourName } from './flavours';
import { errorReply, html, HttpError, readBody, send, type Reply } from './http';
import { serveMedia } from './media/serve';
import type { DemoState } from './model';
import { resolveToken } from './oauth';
import { oauthRoutes } from './oauth';
import { Router, type RequestContext, type Route } from './router';
import { accountRoutes } from './routes/accounts';
import { settingsDataRoutes } from './routes/settingsData';
import { adminUserRoutes } from './routes/adminUsers';
import { announcementRoutes } from './routes/announcements';
import { authRoutes } from './routes/auth';
import { controlRoutes } from './routes/control';
import { controlStreamRoutes } from './routes/controlStream';
import { controlHostileRoutes } from './routes/controlHostile';
import { controlFansRoutes } from './routes/controlFans';
import { controlTokenRoutes } from './routes/controlTokens';
import { instanceRoutes } from './routes/instance';
import { listRoutes } from './routes/lists';
import { notificationRoutes } from './routes/notifications';
import { markerRoutes } from './routes/markers';
import { followRequestRoutes } from './routes/followRequests';
import { pollRoutes } from './routes/polls';
import { controlPushRoutes, pushRoutes } from './routes/push';
import { reactionRoutes } from './routes/reactions';
import { reportRoutes } from './routes/reports';
import { adminReportRoutes } from './routes/adminReports';
import { statusActionRoutes } from './routes/statusActions';
import { statusRoutes } from './routes/statuses';
import { composeRoutes } from './routes/compose';
import { mediaRoutes } from './routes/media';
import { tagRoutes } from './routes/tags';
import { searchRoutes } from './routes/search';
import { securityRoutes } from './routes/security';
import { suggestionRoutes } from './routes/suggestions';
import { credentialRoutes } from './routes/credentials';
import { filterRoutes } from './routes/filters';
import { notificationSettingsRoutes } from './routes/notificationSettings';
import { frontendSettingsRoutes } from './routes/frontendSettings';
import { timelineRoutes } from './routes/timelines';
import { requestOrigin } from './origin';
import { createSeedState } from './seed';
import { builtinDocument, CONTENT_SECURITY_POLICY, isServerPath, serveStatic } from './static';
import { Streaming } from './streaming';

export interface DemoInstanceOptions {
  /** 0 or absent: a random free port. */
  port?: number;
  /** Serve a built client from this directory, with SPA fallback to index.html. */
  staticDir?: string;
  /**
   * The address browsers reach this server at, when that is not its own (behind the dev-server proxy).
   * Media, profile and streaming URLs are built from each request's Host (or X-Forwarded-Host) header,
   * so they stay same-origin whichever name the client uses; this is the fallback when there is none.
   */
  publicUrl?: string;
  /**
   * Which server software to behave as (flavours/): 'akkoma' (default, the demo as it always was),
   * 'snac2' or 'hollo'. A Flavour object works too (tests).
   */
  flavour?: FlavourName | Flavour;
}

export interface DemoInstance {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  /** The flavour it behaves as. */
  flavour: FlavourName;
  close(): Promise<void>;
}

const LANDING =
  '<!doctype html><html><head><meta charset="utf-8"><title>Demo Instance</title></head><body>' +
  '<h1>Demo Instance</h1><p>This is the demo API server. Start it with <code>--static dist</code> to serve the client too.</p>' +
  '</body></html>';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seed, in the flavour's id formats. */
function seedFor(flavour: Flavour): DemoState {
  const state = createSeedState(Date.now());
  flavour.prepareState?.(state);
  return state;
}

export async function startDemoInstance(opts: DemoInstanceOptions = {}): Promise<DemoInstance> {
  const flavour = typeof opts.flavour === 'object' ? opts.flavour : flavourNamed(opts.flavour);
  let state: DemoState = seedFor(flavour);
  /** The configured public URL or our own; each request builds its URLs from its own origin (origin.ts). */
  let fallbackOrigin = 'http://127.0.0.1';
  const faults = new Faults();
  const streaming = new Streaming(
    () => state,
    (headers) => requestOrigin(headers, fallbackOrigin),
  );
  const shared: Route[] = [
    ...controlHostileRoutes,
    ...controlFansRoutes,
    ...oauthRoutes,
    ...authRoutes(opts.staticDir),
    ...instanceRoutes,
    ...settingsDataRoutes,
    ...accountRoutes,
    ...statusRoutes,
    ...composeRoutes(streaming),
    ...mediaRoutes,
    ...statusActionRoutes(streaming),
    ...reactionRoutes(streaming),
    ...pollRoutes,
    ...reportRoutes,
    ...timelineRoutes,
    ...controlStreamRoutes(streaming),
    ...listRoutes,
    ...tagRoutes,
    ...notificationRoutes,
    ...markerRoutes,
    ...followRequestRoutes,
    ...searchRoutes,
    ...suggestionRoutes,
    ...credentialRoutes,
    ...adminUserRoutes(streaming),
    ...adminReportRoutes,
    ...announcementRoutes,
    ...pushRoutes,
    ...filterRoutes,
    ...notificationSettingsRoutes,
    ...frontendSettingsRoutes,
    ...securityRoutes,
  ];
  // The test-control API is the same in every flavour; the flavour's own routes come before the shared ones.
  const router = new Router().add([
    ...controlRoutes(faults),
    ...controlPushRoutes,
    ...controlTokenRoutes(flavour.name),
    ...(flavour.routes?.({ streaming }) ?? []),
    ...shared.filter((route) => !flavour.missing?.(route)),
  ]);

  async function dispatch(req: IncomingMessage, method: string, url: URL): Promise<Reply> {
    const path = url.pathname;
    // Serving the client, a plain GET /login is the client's own screen; a server's sign-in page (Hollo's)
    // takes /login only with `next` or as a POST: the rule docs/architecture.md gives a reverse proxy.
    const clientLogin = Boolean(opts.staticDir) && method === 'GET' && path === '/login' && !url.searchParams.has('next');
    const matched = clientLogin ? null : router.match(method, path);
    if (matched) {
      // Per request, never shared: concurrent requests through different names each get their own.
      const origin = requestOrigin(req.headers, fallbackOrigin);
      const body = await readBody(req);
      const token = resolveToken(state, req.headers, url.searchParams);
      const viewer = token?.accountId ? (state.accounts.get(token.accountId) ?? null) : null;
      const ctx: RequestContext = {
        method,
        url,
        path,
        query: url.searchParams,
        params: matched.params,
        body,
        headers: req.headers,
        origin,
        state,
        token,
        viewer,
        ser: { origin, state, viewer, ...(flavour.serializers ? { flavour: flavour.serializers } : {}) },
        events: streaming,
        resetState: () => {
          state = seedFor(flavour);
        },
      };
      const route = matched.route;
      const early = route && flavour.before ? flavour.before(ctx, route) : null;
      if (early) return early;
      const reply = await matched.handler(ctx);
      return route && flavour.after ? flavour.after(ctx, route, reply) : reply;
    }
    if (method === 'GET' || method === 'HEAD') {
      const media = path.startsWith('/media/') ? serveMedia(state, path) : null;
      if (media) return media;
      const accept = req.headers.accept ?? '';
      // the build's own files, then the server's documents (terms, panel), and only then the app's page
      // for any other address a browser asks for as HTML
      const file = opts.staticDir ? await serveStatic(opts.staticDir, method, path, '') : null;
      if (file) return file;
      const builtin = builtinDocument(path, flavour.serverDocuments);
      if (builtin) return builtin;
      const page = opts.staticDir ? await serveStatic(opts.staticDir, method, path, accept) : null;
      if (page) return page;
      if (!opts.staticDir && path === '/' && !isServerPath(path)) return html(LANDING);
    }
    return flavour.notFound?.() ?? errorReply(404, 'Not found');
  }

  const errorFor = (error: HttpError): Reply =>
    flavour.error?.(error.status, error.message, error.extra) ?? errorReply(error.status, error.message, error.extra);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', fallbackOrigin);
    let reply: Reply;
    try {
      const fault = url.pathname.startsWith('/__demo/') ? null : faults.take(method, url.pathname, url.search);
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault && fault.status !== null) {
        req.resume();
        reply = faultReply({ ...fault, status: fault.status });
      } else {
        reply = await dispatch(req, method, url);
      }
    } catch (error) {
      if (error instanceof HttpError) {
        reply = errorFor(error);
      } else {
        console.error('demo instance error', error);
        reply = errorReply(500, 'Internal server error');
      }
    }
    // The client's pages carry their CSP from serveStatic; the server's own pages take it only where the
    // demo wrote them for it (a flavour's pages come with the server's own headers: none).
    if (flavour.clientCspOnPages && reply.contentType?.startsWith('text/html')) {
      reply = { ...reply, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, ...(reply.headers ?? {}) } };
    }
    send(res, reply, method);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('demo instance failed to answer', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Clients (the browser, the tests' request contexts) keep connections open between requests. Node closes an idle
  // one after 5 s by default, and a request sent on it in that same moment fails with ECONNRESET ('socket hang up'),
  // which a busy machine makes likely: the server waits longer than any client keeps an idle connection.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  if (flavour.streaming) streaming.attach(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const ownUrl = `http://127.0.0.1:${port}`;
  fallbackOrigin = opts.publicUrl?.replace(/\/$/, '') ?? ownUrl;

  return {
    url: ownUrl,
    port,
    flavour: flavour.name,
    close: async () => {
      await streaming.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
