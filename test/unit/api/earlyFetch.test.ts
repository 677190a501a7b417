import { http, HttpResponse } from 'msw';
import { request } from '../../../src/api/client';
import { EARLY_FETCH_MAX_AGE_MS, startEarlyFetch, takeEarlyFetch } from '../../../src/api/earlyFetch';
import { timelineUrl } from '../../../src/api/timelines';
import { firstTimelineKey } from '../../../src/sagas/boot';
import { createTestServer } from '../../support/server';

const { server, to } = createTestServer();

afterEach(() => jest.restoreAllMocks());

describe('early requests', () => {
  it('a request the early script started is taken over once, not asked again', async () => {
    server.use(http.get('/api/v1/instance', () => HttpResponse.json({ uri: 'example.test' })));
    startEarlyFetch('/api/v1/instance');
    const first = await request<{ uri: string }>({ baseUrl: '' }, '/api/v1/instance');
    expect(first.data.uri).toBe('example.test');
    expect(to('/api/v1/instance')).toHaveLength(1);
    // the next identical call is a new request
    await request({ baseUrl: '' }, '/api/v1/instance');
    expect(to('/api/v1/instance')).toHaveLength(2);
  });

  it('is not used for a request with a token', async () => {
    server.use(http.get('/api/v1/instance', () => HttpResponse.json({})));
    startEarlyFetch('/api/v1/instance');
    await request({ baseUrl: '', token: 'tok' }, '/api/v1/instance');
    expect(to('/api/v1/instance').map((r) => r.authorization)).toEqual([null, 'Bearer tok']);
    takeEarlyFetch('/api/v1/instance');
  });

  it('an early request that failed is simply made again', async () => {
    let calls = 0;
    server.use(
      http.get('/nodeinfo/2.0.json', () => (calls++ === 0 ? HttpResponse.error() : HttpResponse.json({ version: '2.0' }))),
    );
    startEarlyFetch('/nodeinfo/2.0.json');
    const res = await request<{ version: string }>({ baseUrl: '' }, '/nodeinfo/2.0.json', { auth: false });
    expect(res.data.version).toBe('2.0');
    expect(calls).toBe(2);
  });

  it('a stale early answer is not used', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    server.use(http.get('/static/config.json', () => HttpResponse.json({})));
    startEarlyFetch('/static/config.json');
    now.mockReturnValue(1_000 + EARLY_FETCH_MAX_AGE_MS + 1);
    expect(takeEarlyFetch('/static/config.json')).toBeNull();
  });

  it("the early timeline address is the one the timeline saga asks for a visitor's first screen", () => {
    expect(firstTimelineKey('/main/all')).toBe('publicAndExternal');
    expect(timelineUrl('publicAndExternal', { withMuted: true })).toBe('/api/v1/timelines/public?with_muted=true&limit=20');
    expect(timelineUrl('public', { withMuted: true })).toBe('/api/v1/timelines/public?local=true&with_muted=true&limit=20');
    expect(timelineUrl('tag', { tag: 'café', withMuted: true })).toBe('/api/v1/timelines/tag/caf%C3%A9?with_muted=true&limit=20');
  });
});
