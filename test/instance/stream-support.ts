// Helpers for the streaming tests: open sockets, read frames in order without
// losing any, call the /__demo/ control API, page through Link headers.
import WebSocket from 'ws';
import type { DemoInstance } from './server';
import type { StatusJson } from './testing';

export interface Frame {
  event?: string;
  payload?: string;
  stream?: string[];
  error?: string;
  status?: number;
}

/** Every frame a socket receives, queued, so a test can await them one by one. */
export class Frames {
  private readonly queue: Frame[] = [];
  private readonly waiters: ((frame: Frame) => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as Frame;
      const waiter = this.waiters.shift();
      if (waiter) waiter(frame);
      else this.queue.push(frame);
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  next(): Promise<Frame> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The next `count` frames. */
  async take(count: number): Promise<Frame[]> {
    const frames: Frame[] = [];
    for (let i = 0; i < count; i++) frames.push(await this.next());
    return frames;
  }

  send(message: object | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(): void {
    this.socket.close();
  }
}

export const payloadOf = <T = StatusJson>(frame: Frame): T => JSON.parse(frame.payload ?? 'null') as T;

export function streamUrl(instance: DemoInstance, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query).toString();
  return `${instance.url.replace('http', 'ws')}/api/v1/streaming${params ? `?${params}` : ''}`;
}

export function openSocket(url: string, protocol?: string): Promise<Frames> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocol);
    const frames = new Frames(socket);
    socket.once('open', () => resolve(frames));
    socket.once('error', reject);
  });
}

export async function control<T = unknown>(
  instance: DemoInstance,
  path: string,
  body?: object,
  method = 'POST',
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${instance.url}/__demo/${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function api<T = StatusJson[]>(
  instance: DemoInstance,
  path: string,
  token?: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T; link: Record<string, string> }> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await fetch(`${instance.url}${path}`, { ...init, headers: { ...headers, ...(init.headers as object) } });
  const link = Object.fromEntries(
    [...(res.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [m[2], m[1].replace(instance.url, '')]),
  );
  return { status: res.status, body: (await res.json()) as T, link };
}

/** Every item of a Link-paged collection, following rel="next" until an empty page. */
export async function allPages<T extends { id: string }>(instance: DemoInstance, path: string, token?: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | undefined = path;
  while (next) {
    const page: { body: T[]; link: Record<string, string> } = await api<T[]>(instance, next, token);
    if (page.body.length === 0) break;
    items.push(...page.body);
    next = page.link.next;
  }
  return items;
}

/** Posts a status as a user through /__demo/post (it streams `update`). */
export async function post(instance: DemoInstance, username: string, status: string, extra: object = {}): Promise<StatusJson> {
  return (await control<StatusJson>(instance, 'post', { username, status, ...extra })).body;
}

/**
 * The sockets a test file opens, closed after each test (and awaited, so the server has seen them go
 * before the next test counts its listeners). Push every socket a test opens into the returned list.
 */
export function socketsClosedAfterEach(): Frames[] {
  const sockets: Frames[] = [];
  afterEach(async () => {
    const closing = sockets.splice(0);
    for (const socket of closing) socket.close();
    await Promise.all(closing.map((s) => s.closed));
  });
  return sockets;
}
