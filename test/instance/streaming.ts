// The Mastodon streaming API over a WebSocket at /api/v1/streaming: one stream
// from the query (or several via subscribe messages), Mastodon event frames.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Account, DemoState, Status } from './model';
import type { DemoEvents } from './router';
import { serializeStatus } from './serialize/status';
import { canSee, follows } from './visibility';

interface Subscription {
  stream: string;
  tag: string | null;
  list: string | null;
}

interface Client {
  socket: WebSocket;
  /** Looked up in the current state on every event, so /__demo/reset is harmless. */
  accountId: string | null;
  subscriptions: Subscription[];
}

const AUTH_STREAMS = ['user', 'user:notification', 'direct', 'list'];
const KNOWN_STREAMS = [
  'public',
  'public:media',
  'public:local',
  'public:local:media',
  'public:remote',
  'public:remote:media',
  'public:bubble',
  'hashtag',
  'hashtag:local',
  ...AUTH_STREAMS,
];

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export class Streaming implements DemoEvents {
  private readonly wss = new WebSocketServer({
    noServer: true,
    // Browsers pass the token as the sub-protocol; echo it back so they accept the connection.
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  private readonly clients = new Set<Client>();

  constructor(
    private readonly state: () => DemoState,
    private readonly origin: () => string,
  ) {}

  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(req, socket, head));
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', this.origin());
    if (url.pathname.replace(/\/$/, '') !== '/api/v1/streaming') {
      socket.destroy();
      return;
    }
    const protocolToken = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
    const tokenValue = url.searchParams.get('access_token') ?? protocolToken ?? null;
    const token = tokenValue ? this.state().tokens.get(tokenValue) : undefined;
    if (tokenValue && !token) return rejectUpgrade(socket, 401, 'Invalid access token');
    const accountId = token?.accountId ?? null;
    const initial = this.parseSubscription(
      url.searchParams.get('stream'),
      url.searchParams.get('tag'),
      url.searchParams.get('list'),
    );
    if (initial && AUTH_STREAMS.includes(initial.stream) && !accountId) {
      return rejectUpgrade(socket, 401, 'Missing access token');
    }
    if (url.searchParams.get('stream') && !initial) return rejectUpgrade(socket, 400, 'Unknown stream type');
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { socket: ws, accountId, subscriptions: initial ? [initial] : [] };
      this.clients.add(client);
      ws.on('message', (data) => this.onMessage(client, data.toString()));
      ws.on('close', () => this.clients.delete(client));
      ws.on('error', () => this.clients.delete(client));
    });
  }

  private parseSubscription(stream: string | null, tag: string | null, list: string | null): Subscription | null {
    if (!stream || !KNOWN_STREAMS.includes(stream)) return null;
    if (stream.startsWith('hashtag') && !tag) return null;
    if (stream === 'list' && !list) return null;
    return { stream, tag: tag ? tag.toLowerCase() : null, list };
  }

  /** Multiplexed subscribe / unsubscribe; anything else (text pings) is ignored. */
  private onMessage(client: Client, text: string): void {
    let message: { type?: unknown; stream?: unknown; tag?: unknown; list?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    const sub = this.parseSubscription(str(message.stream), str(message.tag), str(message.list));
    if (!sub) return;
    if (message.type === 'subscribe') {
      if (AUTH_STREAMS.includes(sub.stream) && !client.accountId) {
        client.socket.send(JSON.stringify({ error: 'Missing access token', status: 401 }));
        return;
      }
      client.subscriptions.push(sub);
    } else if (message.type === 'unsubscribe') {
      client.subscriptions = client.subscriptions.filter(
        (s) => !(s.stream === sub.stream && s.tag === sub.tag && s.list === sub.list),
      );
    }
  }

  private wants(sub: Subscription, status: Status, viewer: Account | null, state: DemoState): boolean {
    const author = state.accounts.get(status.accountId);
    const local = author?.domain === null;
    const original = (status.reblogOfId && state.statuses.get(status.reblogOfId)) || status;
    const media = original.attachments.length > 0;
    const publicish = status.visibility === 'public' || (local && status.visibility === 'local');
    switch (sub.stream) {
      case 'public':
      case 'public:media':
        return status.visibility === 'public' && (sub.stream === 'public' || media);
      case 'public:local':
      case 'public:local:media':
        return local && publicish && (sub.stream === 'public:local' || media);
      case 'public:remote':
      case 'public:remote:media':
        return !local && status.visibility === 'public' && (sub.stream === 'public:remote' || media);
      case 'public:bubble':
        return publicish && (local || author?.domain === 'akkoma.example');
      case 'hashtag':
      case 'hashtag:local':
        return publicish && original.tags.includes(sub.tag ?? '') && (sub.stream === 'hashtag' || local);
      case 'user':
        return (
          viewer !== null &&
          (status.accountId === viewer.id || follows(state, viewer.id, status.accountId) || status.mentionIds.includes(viewer.id))
        );
      case 'direct':
        return status.visibility === 'direct';
      default:
        return false;
    }
  }

  statusCreated(status: Status): void {
    const state = this.state();
    for (const client of this.clients) {
      const viewer = client.accountId ? (state.accounts.get(client.accountId) ?? null) : null;
      if (!canSee(state, status, viewer)) continue;
      for (const sub of client.subscriptions) {
        if (!this.wants(sub, status, viewer, state)) continue;
        const payload = serializeStatus(status, { origin: this.origin(), state, viewer });
        const stream = sub.tag ? [sub.stream, sub.tag] : sub.list ? [sub.stream, sub.list] : [sub.stream];
        client.socket.send(JSON.stringify({ event: 'update', payload: JSON.stringify(payload), stream }));
      }
    }
  }

  close(): Promise<void> {
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
