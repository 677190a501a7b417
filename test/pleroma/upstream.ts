// The instance behind the frontend (the demo instance): asked for the documents Pleroma preloads, and
// handed every API, OAuth, media and streaming request as it came, Host header included, so the URLs
// it builds (media, the streaming socket) name this server.
import {
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without any credentials (the preload is built for nobody in particular). */
export function upstreamGet(upstream: URL, path: string, host: string, accept = 'application/json'): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: upstream.hostname, port: upstream.port, path, method: 'GET', headers: { host, accept } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The upstream's JSON answer when it is a 200, else null. */
export async function upstreamJson(upstream: URL, path: string, host: string): Promise<unknown> {
  const answer = await upstreamGet(upstream, path, host);
  if (answer.status !== 200) return null;
  try {
    return JSON.parse(answer.body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Headers the server's own plug sets on every answer: the upstream's are dropped, ours are sent instead. */
const REPLACED = new Set([
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'x-xss-protection',
  'x-permitted-cross-domain-policies',
  'referrer-policy',
  'x-download-options',
  'permissions-policy',
  'service-worker-allowed',
]);

/** Forwards one request and streams the answer back with `ours` in place of the upstream's security headers. */
export function forward(req: IncomingMessage, res: ServerResponse, upstream: URL, ours: [string, string][]): void {
  const outgoing = request(
    { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !REPLACED.has(name)) headers[name] = value;
      for (const [name, value] of ours) headers[name] = value;
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  outgoing.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"error":"Bad gateway"}');
  });
  req.pipe(outgoing);
}

/** Forwards a WebSocket upgrade (the streaming API) and joins the two sockets. */
export function forwardUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, upstream: URL): void {
  const outgoing = request({
    hostname: upstream.hostname,
    port: upstream.port,
    path: req.url,
    method: req.method,
    headers: req.headers,
  });
  outgoing.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode ?? 101} ${answer.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
    const close = () => {
      socket.destroy();
      upstreamSocket.destroy();
    };
    socket.on('error', close);
    upstreamSocket.on('error', close);
    socket.on('close', close);
    upstreamSocket.on('close', close);
  });
  // refused (not a socket path, a wrong token): the answer goes back as it is, then the connection closes
  outgoing.on('response', (answer) => {
    socket.write(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\nconnection: close\r\n\r\n`);
    socket.destroy();
    answer.resume();
  });
  outgoing.on('error', () => socket.destroy());
  outgoing.end();
}
