// A WebSocket stand-in for saga and api tests: no network. The test plays the server side
// (serverOpen, serverSend, serverClose) and reads what the client sent.

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;

  /** every socket created since install(), oldest first */
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = 0;
  /** text frames the client sent */
  readonly sent: string[] = [];
  /** the code the client closed with, if it did */
  closedByClient: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedByClient = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  // The server's side.

  serverOpen(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** an object is sent as JSON; a string as it is */
  serverSend(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** a Mastodon event frame: `payload` JSON-encoded as servers do, unless it is already a string */
  serverEvent(event: string, payload: unknown, stream: string[] = ['user']): void {
    this.serverSend({ event, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), stream });
  }

  serverClose(code: number): void {
    this.readyState = FakeWebSocket.CLOSED;
    if (code !== 1000 && code !== 1001) this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** what the client sent, JSON frames parsed, others as text */
  frames(): unknown[] {
    return this.sent.map((text) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    });
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}

/** Puts FakeWebSocket in place of the global WebSocket for every test of the file. */
export function installFakeWebSocket(): void {
  const original = globalThis.WebSocket;
  beforeEach(() => {
    FakeWebSocket.instances = [];
    globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
  });
  afterEach(() => {
    globalThis.WebSocket = original;
  });
}
