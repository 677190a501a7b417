import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fetchTimeline, type TimelineKind, type TimelineParams } from '../../../src/api/timelines';

const BASE = 'https://akkoma.test';
const cfg = { baseUrl: BASE, token: 't' };
const server = setupServer();
let seen: URL[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen = [];
  server.use(
    http.get(`${BASE}/*`, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json([]);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function called(
  kind: TimelineKind,
  params: TimelineParams = {},
): Promise<{ path: string; query: Record<string, string[]> }> {
  await fetchTimeline(cfg, kind, params);
  const url = seen[0];
  const query: Record<string, string[]> = {};
  url.searchParams.forEach((value, key) => {
    (query[key] ??= []).push(value);
  });
  return { path: url.pathname, query };
}

describe('fetchTimeline paths', () => {
  it.each<[TimelineKind, TimelineParams, string]>([
    ['public', {}, '/api/v1/timelines/public'],
    ['publicAndExternal', {}, '/api/v1/timelines/public'],
    ['bubble', {}, '/api/v1/timelines/bubble'],
    ['friends', {}, '/api/v1/timelines/home'],
    ['tag', { tag: 'café' }, '/api/v1/timelines/tag/caf%C3%A9'],
    ['dms', {}, '/api/v1/timelines/direct'],
    ['bookmarks', {}, '/api/v1/bookmarks'],
    ['favorites', {}, '/api/v1/favourites'],
    ['list', { listId: '7' }, '/api/v1/timelines/list/7'],
    ['user', { userId: '9v5bmRalQvjOy0ECcC' }, '/api/v1/accounts/9v5bmRalQvjOy0ECcC/statuses'],
    ['replies', { userId: 'u1' }, '/api/v1/accounts/u1/statuses'],
    ['media', { userId: 'u1' }, '/api/v1/accounts/u1/statuses'],
    ['mentions', {}, '/api/v1/notifications'],
  ])('%s → %s', async (kind, params, path) => {
    expect((await called(kind, params)).path).toBe(path);
  });
});

describe('fetchTimeline query', () => {
  it('public is local-only, publicAndExternal is not', async () => {
    expect((await called('public')).query.local).toEqual(['true']);
    seen = [];
    expect((await called('publicAndExternal')).query.local).toBeUndefined();
  });

  it('defaults to limit 20 and with_muted true', async () => {
    const { query } = await called('friends');
    expect(query).toEqual({ limit: ['20'], with_muted: ['true'] });
  });

  it('passes pagination ids through as strings', async () => {
    const { query } = await called('friends', { maxId: 'AHU2RrX0wdcwzCYjFQ', sinceId: '107673570082615319', limit: 40 });
    expect(query).toMatchObject({ max_id: ['AHU2RrX0wdcwzCYjFQ'], since_id: ['107673570082615319'], limit: ['40'] });
  });

  it('sends reply_visibility only when it is not all', async () => {
    expect((await called('friends', { replyVisibility: 'all' })).query.reply_visibility).toBeUndefined();
    seen = [];
    expect((await called('friends', { replyVisibility: 'following' })).query.reply_visibility).toEqual(['following']);
  });

  it('user hides replies, replies shows them, media asks for media only', async () => {
    expect((await called('user', { userId: 'u1' })).query.exclude_replies).toEqual(['true']);
    seen = [];
    const replies = (await called('replies', { userId: 'u1' })).query;
    expect(replies.exclude_replies).toBeUndefined();
    expect(replies.only_media).toBeUndefined();
    seen = [];
    expect((await called('media', { userId: 'u1' })).query.only_media).toEqual(['true']);
  });

  it('does not send with_muted on bookmarks and favourites', async () => {
    expect((await called('bookmarks')).query.with_muted).toBeUndefined();
  });

  it('asks notifications for mentions only and returns their statuses', async () => {
    server.use(
      http.get(`${BASE}/api/v1/notifications`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json([
          { id: '1', type: 'mention', account: { id: 'a' }, status: { id: 's1' } },
          { id: '2', type: 'mention', status: null },
        ]);
      }),
    );
    const res = await fetchTimeline(cfg, 'mentions');
    expect(seen[0].searchParams.getAll('include_types[]')).toEqual(['mention']);
    expect(res.data).toEqual([{ id: 's1' }]);
  });

  it('refuses a tag, list or user timeline without its id', async () => {
    await expect(fetchTimeline(cfg, 'tag', {})).rejects.toThrow(/tag/);
    await expect(fetchTimeline(cfg, 'list', {})).rejects.toThrow(/listId/);
    await expect(fetchTimeline(cfg, 'user', {})).rejects.toThrow(/userId/);
  });
});
