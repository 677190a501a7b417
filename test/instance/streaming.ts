// The Mastodon streaming API over a WebSocket at /api/v1/streaming: streams from the
// query and from subscribe / unsubscribe messages, Mastodon event frames
// {"event", "payload" (a JSON string, or the bare id for delete), "stream"}.
// Tests drive it through /__demo/ (routes/controlStream.ts): events, drops, refusals.
import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { Account, DemoState, Notification, Status } from './model';
import { notifyMentions, onNotificationAdded } from './notifications';
import type { DemoEvents } from './router';
import { inList } from './routes/lists';
import { inHome } from './routes/timelines';
import { serializeAccount } from './serialize/account';
import type { Json } from './serialize/context';
import { serializeNotification } from './serialize/notification';
import { serializeStatus } from './serialize/status';
import { acctOf } from './urls';
import { canSee } from './visibility';

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
  /** The address the socket was opened at: the URLs in its events are built from it. */
  origin: string;
}

/** What GET /__demo/socket/clients reports about one open socket. */
export type StreamClientInfo = {
  account: string | null;
  streams: string[][];
};

type StatusEvent = 'update' | 'status.update' | 'delete';

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

const REASONS: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 503: 'Service Unavailable' };

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The `stream` field of a frame: the name, plus the tag or list id for those streams. */
const streamName = (sub: Subscription): string[] =>
  sub.tag ? [sub.stream, sub.tag] : sub.list ? [sub.stream, sub.list] : [sub.stream];

export class Streaming implements DemoEvents {
  private readonly wss = new WebSocketServer({
    noServer: true,
    // Browsers pass the token as the sub-protocol; echo it back so they accept the connection.
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  private readonly clients = new Set<Client>();
  /** Upgrade attempts still to answer with 503 (POST /__demo/socket/refuse). */
  private refusals = 0;
  private readonly closeHooks: (() => void)[] = [];
  /** Notifications already sent (a route's own call and the recording hook both ask). */
  private readonly notified = new WeakSet<Notification>();

  constructor(
    /** The current state (it is replaced on /__demo/reset). */
    readonly state: () => DemoState,
    /** The origin a request reached the server at (see origin.ts). */
    private readonly originOf: (headers: IncomingHttpHeaders) => string,
  ) {}

  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(req, socket, head));
    // Every recorded notification reaches the recipient's sockets, also from routes that do not send it
    // themselves. After the current request's own events (a mention after its `update`); sent once.
    const off = onNotificationAdded((state, notification) => {
      if (state === this.state()) queueMicrotask(() => this.notification(notification));
    });
    server.on('close', off);
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const origin = this.originOf(req.headers);
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.replace(/\/$/, '') !== '/api/v1/streaming') {
      socket.destroy();
      return;
    }
    if (this.refusals > 0) {
      this.refusals -= 1;
      return rejectUpgrade(socket, 503, 'Streaming is unavailable');
    }
    const protocolToken = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
    const tokenValue = url.searchParams.get('access_token') ?? protocolToken ?? null;
    const token = tokenValue ? this.state().tokens.get(tokenValue) : undefined;
    if (tokenValue && !token) return rejectUpgrade(socket, 401, 'Invalid access token');
    const accountId = token?.accountId ?? null;
    const asked = url.searchParams.get('stream');
    const initial = this.parseSubscription(asked, url.searchParams.get('tag'), url.searchParams.get('list'));
    if (asked && !initial) return rejectUpgrade(socket, 400, 'Unknown stream type');
    const refused = initial ? this.refusal(initial, accountId) : null;
    if (refused) return rejectUpgrade(socket, 401, refused);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { socket: ws, accountId, subscriptions: initial ? [initial] : [], origin };
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
    return {
      stream,
      tag: stream.startsWith('hashtag') && tag ? tag.replace(/^#/, '').toLowerCase() : null,
      list: stream === 'list' ? list : null,
    };
  }

  /** Why this client may not have this stream (Mastodon's wording), or null. */
  private refusal(sub: Subscription, accountId: string | null): string | null {
    if (AUTH_STREAMS.includes(sub.stream) && !accountId) return 'Missing access token';
    if (sub.stream === 'list' && this.state().lists.get(sub.list ?? '')?.ownerId !== accountId) {
      return 'Not authorized to stream this list';
    }
    return null;
  }

  /** Multiplexed subscribe / unsubscribe; other text (pings, {"type":"ping"}) is ignored and never closes the socket. */
  private onMessage(client: Client, text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const fields = message as Record<string, unknown>;
    if (fields.type !== 'subscribe' && fields.type !== 'unsubscribe') return;
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    const sub = this.parseSubscription(str(fields.stream), str(fields.tag), str(fields.list));
    if (!sub) return this.sendError(client, 400, 'Unknown stream type');
    const same = (s: Subscription) => s.stream === sub.stream && s.tag === sub.tag && s.list === sub.list;
    if (fields.type === 'unsubscribe') {
      client.subscriptions = client.subscriptions.filter((s) => !same(s));
      return;
    }
    const refused = this.refusal(sub, client.accountId);
    if (refused) return this.sendError(client, 401, refused);
    if (!client.subscriptions.some(same)) client.subscriptions.push(sub);
  }

  private sendError(client: Client, status: number, error: string): void {
    this.send(client, { error, status });
  }

  private send(client: Client, frame: { [key: string]: Json | undefined }): void {
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify(frame));
  }

  private viewerOf(client: Client, state: DemoState): Account | null {
    return client.accountId ? (state.accounts.get(client.accountId) ?? null) : null;
  }

  /** Whether a status event goes out on this subscription (visibility is checked before). */
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
        // Like the tag timeline: originals only.
        return !status.reblogOfId && publicish && status.tags.includes(sub.tag ?? '') && (sub.stream === 'hashtag' || local);
      case 'user':
        return viewer !== null && inHome(state, viewer, status);
      case 'list': {
        const list = state.lists.get(sub.list ?? '');
        return viewer !== null && list?.ownerId === viewer.id && inList(state, list, status);
      }
      case 'direct':
        return status.visibility === 'direct';
      default:
        return false;
    }
  }

  /** Sends a status event to every subscription that shows the status, serialized for each viewer. */
  private broadcast(event: StatusEvent, status: Status): void {
    const state = this.state();
    for (const client of this.clients) {
      const viewer = this.viewerOf(client, state);
      if (!canSee(state, status, viewer)) continue;
      let payload: string | null = null;
      for (const sub of client.subscriptions) {
        // A delete also reaches the user stream of anyone who could see the post (threads, notifications).
        const wanted = this.wants(sub, status, viewer, state) || (event === 'delete' && sub.stream === 'user');
        if (!wanted) continue;
        payload ??= event === 'delete' ? status.id : JSON.stringify(serializeStatus(status, this.ser(client, state, viewer)));
        this.send(client, { event, payload, stream: streamName(sub) });
        if (event === 'update' && sub.stream === 'direct' && viewer) this.sendConversation(client, sub, status, viewer, state);
      }
    }
  }

  /** Akkoma also sends the direct stream a `conversation` event for each new direct post. */
  private sendConversation(client: Client, sub: Subscription, status: Status, viewer: Account, state: DemoState): void {
    const ctx = this.ser(client, state, viewer);
    const others = [status.accountId, ...status.mentionIds].filter((id, i, all) => id !== viewer.id && all.indexOf(id) === i);
    const accounts = others.flatMap((id) => {
      const account = state.accounts.get(id);
      return account ? [serializeAccount(account, ctx)] : [];
    });
    const conversation = {
      id: status.conversationId,
      unread: status.accountId !== viewer.id,
      accounts,
      last_status: serializeStatus(status, ctx),
    };
    this.send(client, { event: 'conversation', payload: JSON.stringify(conversation), stream: streamName(sub) });
  }

  private ser(client: Client, state: DemoState, viewer: Account | null) {
    return { origin: client.origin, state, viewer };
  }

  /** A new post (or repeat): notifies whom it mentions and streams `update`. */
  statusCreated(status: Status): void {
    const mentions = notifyMentions(this.state(), status);
    this.broadcast('update', status);
    for (const notification of mentions) this.notification(notification);
  }

  /** An edit or a new reaction: `status.update` wherever the post would stream. */
  statusUpdated(status: Status): void {
    this.broadcast('status.update', status);
  }

  /** Call while the status is still in the state, so who could see it can be worked out. */
  statusDeleted(status: Status): void {
    this.broadcast('delete', status);
  }

  /** `notification` on the recipient's user and user:notification streams. */
  notification(notification: Notification): void {
    if (this.notified.has(notification)) return;
    this.notified.add(notification);
    const state = this.state();
    for (const client of this.clients) {
      if (client.accountId !== notification.accountId) continue;
      const viewer = this.viewerOf(client, state);
      const payload = serializeNotification(notification, this.ser(client, state, viewer));
      if (!payload) continue;
      for (const sub of client.subscriptions) {
        if (sub.stream !== 'user' && sub.stream !== 'user:notification') continue;
        this.send(client, { event: 'notification', payload: JSON.stringify(payload), stream: streamName(sub) });
      }
    }
  }

  /** `filters_changed` (no payload) on the account's user streams. */
  filtersChanged(accountId: string): void {
    for (const client of this.clients) {
      if (client.accountId !== accountId) continue;
      for (const sub of client.subscriptions) {
        if (sub.stream === 'user') this.send(client, { event: 'filters_changed', stream: streamName(sub) });
      }
    }
  }

  /** Closes every open socket with this code; 1006 cannot be sent, so those sockets are cut instead. */
  drop(code: number, reason: string): number {
    const count = this.clients.size;
    for (const client of this.clients) {
      if (code === 1006) client.socket.terminate();
      else client.socket.close(code, reason);
    }
    this.clients.clear();
    return count;
  }

  /** The next `times` upgrade attempts get a 503. */
  refuse(times: number): void {
    this.refusals = times;
  }

  clientsInfo(): StreamClientInfo[] {
    const state = this.state();
    return [...this.clients].map((client) => {
      const account = client.accountId ? state.accounts.get(client.accountId) : undefined;
      return { account: account ? acctOf(account) : null, streams: client.subscriptions.map(streamName) };
    });
  }

  /** Runs when the server closes (stops a running flood). */
  onClose(hook: () => void): void {
    this.closeHooks.push(hook);
  }

  close(): Promise<void> {
    for (const hook of this.closeHooks) hook();
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
