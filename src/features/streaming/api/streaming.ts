// The Mastodon streaming API over one WebSocket (spec 000 §7, 001 §7 "Streaming"), wrapped as a
// redux-saga event channel of plain, serializable messages. Knows nothing of Redux state.
import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import type { StreamSpec } from '../streams';
import { isRecord } from '../../../utils/guards';

export { streamOfTimeline, type StreamSpec } from '../streams';

export type StreamMessage =
  | { type: 'open' }
  /** `stream` is the server's stream array, e.g. ['user'] or ['hashtag', 'cats']; [] when it sent none */
  | { type: 'message'; event: string; payload: unknown; stream: string[] }
  | { type: 'close'; code: number }
  | { type: 'error' };

export interface StreamConnection {
  channel: EventChannel<StreamMessage>;
  /** sends a text frame; does nothing unless the socket is open */
  send: (frame: string) => void;
  close: () => void;
}

export interface StreamOptions {
  /** the instance's streaming URL (ws, wss, http or https), or null for the page's own origin */
  streamingUrl: string | null;
  token: string;
  stream: StreamSpec;
}

export const STREAMING_PATH = '/api/v1/streaming';
/** what a close without a code (a socket that never opened, a dead network) reports */
export const ABNORMAL_CLOSE = 1006;

type SocketFactory = new (url: string) => WebSocket;

/** ws(s)://host/api/v1/streaming?access_token&stream&tag|list. The result holds the token: never log it. */
export function streamingUrl(options: StreamOptions, pageUrl: string): string {
  const url = new URL(options.streamingUrl || new URL(pageUrl).origin, pageUrl);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${STREAMING_PATH}`;
  url.search = '';
  url.hash = '';
  url.searchParams.set('access_token', options.token);
  url.searchParams.set('stream', options.stream.stream);
  if (options.stream.tag) url.searchParams.set('tag', options.stream.tag);
  if (options.stream.list) url.searchParams.set('list', options.stream.list);
  return url.toString();
}

/** A multiplexed (un)subscribe frame, as Mastodon and Pleroma 2.5+ take them. */
export function subscriptionFrame(type: 'subscribe' | 'unsubscribe', spec: StreamSpec): string {
  return JSON.stringify({ type, ...spec });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A short, token-free description of what was received, for warnings. */
const describe = (data: unknown) => (typeof data === 'string' ? JSON.stringify(data.slice(0, 80)) : typeof data);

/**
 * One frame of the socket, or null for anything that is not an event (pong, an error frame, garbage).
 * The payload is a JSON string (Mastodon, Pleroma), an object (some servers), or a bare id (delete).
 */
export function parseFrame(data: unknown): Extract<StreamMessage, { type: 'message' }> | null {
  if (typeof data !== 'string') {
    console.warn('[streaming] ignored a non-text frame');
    return null;
  }
  if (data.trim() === 'pong') return null;
  const frame = parseJson(data);
  if (!frame.ok || !isRecord(frame.value)) {
    console.warn('[streaming] ignored a frame that is not a JSON object:', describe(data));
    return null;
  }
  const { event, payload, stream, error } = frame.value;
  if (typeof event !== 'string' || event === '') {
    console.warn('[streaming] ignored a frame without an event:', typeof error === 'string' ? error : describe(data));
    return null;
  }
  let value: unknown = payload;
  if (typeof payload === 'string') {
    const parsed = parseJson(payload);
    // A bare flake id is not JSON; a numeric one parses to a number that may have lost digits.
    value = parsed.ok && typeof parsed.value === 'object' ? parsed.value : payload;
  }
  const streams = Array.isArray(stream) ? stream.filter((s): s is string => typeof s === 'string') : [];
  return { type: 'message', event, payload: value ?? null, stream: streams };
}

/**
 * Opens the socket. The channel ends after its 'close' message; `close()` ends it from our side.
 * Errors thrown by the WebSocket constructor (they quote the URL, token included) become a close.
 */
export function openStream(options: StreamOptions, Socket: SocketFactory = WebSocket): StreamConnection {
  let socket: WebSocket | null = null;
  const channel = eventChannel<StreamMessage>((emit) => {
    let finished = false;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      emit({ type: 'close', code });
      emit(END);
    };
    try {
      socket = new Socket(streamingUrl(options, window.location.href));
    } catch {
      console.warn('[streaming] could not open the socket');
      queueMicrotask(() => {
        emit({ type: 'error' });
        finish(ABNORMAL_CLOSE);
      });
      return () => {};
    }
    const ws = socket;
    ws.onopen = () => emit({ type: 'open' });
    ws.onmessage = (event: MessageEvent) => {
      const message = parseFrame(event.data);
      if (message) emit(message);
    };
    ws.onerror = () => emit({ type: 'error' });
    ws.onclose = (event: CloseEvent) => finish(event.code || ABNORMAL_CLOSE);
    return () => {
      ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
      if (ws.readyState === ws.CONNECTING || ws.readyState === ws.OPEN) ws.close(1000);
    };
  }, buffers.expanding<StreamMessage>(64));
  return {
    channel,
    send(frame) {
      if (socket && socket.readyState === socket.OPEN) socket.send(frame);
    },
    close: () => channel.close(),
  };
}
