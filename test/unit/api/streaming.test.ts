import type { EventChannel } from 'redux-saga';
import {
  ABNORMAL_CLOSE,
  openStream,
  parseFrame,
  streamingUrl,
  streamOfTimeline,
  subscriptionFrame,
  type StreamMessage,
} from '../../../src/features/streaming/api/streaming';
import { FakeWebSocket, installFakeWebSocket } from '../../support/fakeWebSocket';

installFakeWebSocket();

const TOKEN = 'tok-SECRET-123';
const PAGE = 'http://localhost/main/friends';
const user = { stream: 'user' };

afterEach(() => jest.restoreAllMocks());

describe('streamingUrl', () => {
  it('uses the page origin when the instance names no streaming URL, with ws for http', () => {
    const url = new URL(streamingUrl({ streamingUrl: null, token: TOKEN, stream: user }, PAGE));
    expect(url.protocol).toBe('ws:');
    expect(url.host).toBe('localhost');
    expect(url.pathname).toBe('/api/v1/streaming');
    expect(url.searchParams.get('access_token')).toBe(TOKEN);
    expect(url.searchParams.get('stream')).toBe('user');
  });

  it('turns https into wss and keeps an instance streaming URL that already says wss', () => {
    expect(streamingUrl({ streamingUrl: null, token: 't', stream: user }, 'https://pleroma.test/x')).toMatch(
      /^wss:\/\/pleroma\.test\/api\/v1\/streaming\?/,
    );
    expect(streamingUrl({ streamingUrl: 'wss://stream.example', token: 't', stream: user }, PAGE)).toMatch(
      /^wss:\/\/stream\.example\/api\/v1\/streaming\?/,
    );
    expect(streamingUrl({ streamingUrl: 'https://stream.example/', token: 't', stream: user }, PAGE)).toMatch(
      /^wss:\/\/stream\.example\/api\/v1\/streaming\?/,
    );
  });

  it('adds the tag or list argument', () => {
    const tag = new URL(streamingUrl({ streamingUrl: null, token: 't', stream: { stream: 'hashtag', tag: 'cats' } }, PAGE));
    expect(tag.searchParams.get('tag')).toBe('cats');
    const list = new URL(streamingUrl({ streamingUrl: null, token: 't', stream: { stream: 'list', list: '3' } }, PAGE));
    expect(list.searchParams.get('list')).toBe('3');
  });
});

describe('streams of timelines', () => {
  it('maps each streamable timeline and leaves the rest to polling', () => {
    expect(streamOfTimeline('friends', null)).toEqual({ stream: 'user' });
    expect(streamOfTimeline('public', null)).toEqual({ stream: 'public:local' });
    expect(streamOfTimeline('publicAndExternal', null)).toEqual({ stream: 'public' });
    expect(streamOfTimeline('dms', null)).toEqual({ stream: 'direct' });
    expect(streamOfTimeline('tag', 'cats')).toEqual({ stream: 'hashtag', tag: 'cats' });
    expect(streamOfTimeline('list', '7')).toEqual({ stream: 'list', list: '7' });
    expect(streamOfTimeline('bubble', null)).toBeNull();
    expect(streamOfTimeline('user', '9')).toBeNull();
    expect(streamOfTimeline('bookmarks', null)).toBeNull();
  });

  it('builds subscribe frames as Mastodon takes them', () => {
    expect(JSON.parse(subscriptionFrame('subscribe', { stream: 'hashtag', tag: 'cats' }))).toEqual({
      type: 'subscribe',
      stream: 'hashtag',
      tag: 'cats',
    });
  });
});

describe('parseFrame', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

  it('decodes a JSON-string payload', () => {
    const frame = JSON.stringify({ event: 'update', payload: JSON.stringify({ id: '1' }), stream: ['user'] });
    expect(parseFrame(frame)).toEqual({ type: 'message', event: 'update', payload: { id: '1' }, stream: ['user'] });
  });

  it('takes an object payload as it is, and a missing stream as []', () => {
    expect(parseFrame(JSON.stringify({ event: 'notification', payload: { id: 'n1' } }))).toEqual({
      type: 'message',
      event: 'notification',
      payload: { id: 'n1' },
      stream: [],
    });
  });

  it('keeps a bare id as a string, even a numeric one too long for a number', () => {
    expect(parseFrame(JSON.stringify({ event: 'delete', payload: 'AbCdEf123', stream: ['user'] }))?.payload).toBe('AbCdEf123');
    expect(parseFrame(JSON.stringify({ event: 'delete', payload: '109876543210987654321' }))?.payload).toBe(
      '109876543210987654321',
    );
  });

  it('ignores pong quietly, and garbage, error frames and binary with a warning', () => {
    expect(parseFrame('pong')).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
    expect(parseFrame('{not json')).toBeNull();
    expect(parseFrame('[1,2]')).toBeNull();
    expect(parseFrame(JSON.stringify({ error: 'Missing access token', status: 401 }))).toBeNull();
    expect(parseFrame(new ArrayBuffer(2))).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(4);
  });
});

/** Every message the channel emits until it ends. */
function collect(channel: EventChannel<StreamMessage>): { messages: StreamMessage[]; ended: () => boolean } {
  const messages: StreamMessage[] = [];
  let ended = false;
  const next = () =>
    channel.take((message) => {
      if (typeof message === 'object' && message !== null && 'type' in message && message.type !== '@@redux-saga/CHANNEL_END') {
        messages.push(message as StreamMessage);
        next();
      } else ended = true;
    });
  next();
  return { messages, ended: () => ended };
}

describe('openStream', () => {
  it('emits open, parsed events and close, then ends', () => {
    const conn = openStream({ streamingUrl: null, token: TOKEN, stream: user });
    const seen = collect(conn.channel);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`ws://localhost/api/v1/streaming?access_token=${TOKEN}&stream=user`);
    socket.serverOpen();
    socket.serverEvent('delete', '42');
    socket.serverSend('pong');
    socket.serverClose(1006);
    expect(seen.messages).toEqual([
      { type: 'open' },
      { type: 'message', event: 'delete', payload: '42', stream: ['user'] },
      { type: 'error' },
      { type: 'close', code: 1006 },
    ]);
    expect(seen.ended()).toBe(true);
  });

  it('sends only while open', () => {
    const conn = openStream({ streamingUrl: null, token: TOKEN, stream: user });
    const socket = FakeWebSocket.latest();
    conn.send('early');
    socket.serverOpen();
    conn.send('ping');
    expect(socket.sent).toEqual(['ping']);
  });

  it('closing from our side closes the socket normally and ends the channel', () => {
    const conn = openStream({ streamingUrl: null, token: TOKEN, stream: user });
    const seen = collect(conn.channel);
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    conn.close();
    expect(socket.closedByClient).toBe(1000);
    expect(seen.ended()).toBe(true);
  });

  it('turns a constructor failure into a close without repeating the URL (it holds the token)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    class Throwing {
      constructor(url: string) {
        throw new SyntaxError(`The URL '${url}' is invalid`);
      }
    }
    const conn = openStream({ streamingUrl: null, token: TOKEN, stream: user }, Throwing as unknown as typeof WebSocket);
    const seen = collect(conn.channel);
    await Promise.resolve();
    expect(seen.messages).toEqual([{ type: 'error' }, { type: 'close', code: ABNORMAL_CLOSE }]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(TOKEN);
  });
});
