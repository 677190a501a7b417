// The API client's rules for bad pages (issue 16): only the documented shape is data, and a 429's
// wait hint is read and reported.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { caught } from '../../support/caught';
import { BadResponseError, HttpError, request } from '../../../src/api/client';
import { onRateLimit, waitHintOf } from '../../../src/api/rateLimit';
import { fetchTimeline } from '../../../src/api/timelines';
import { fetchContext } from '../../../src/api/statuses';

const BASE = 'https://pleroma.test';
const cfg = { baseUrl: BASE, token: null };
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PUBLIC = `${BASE}/api/v1/timelines/public`;
const json = { 'Content-Type': 'application/json' };

describe('a list endpoint', () => {
  it.each<[string, () => Response]>([
    ['an empty 200 body', () => new HttpResponse('', { status: 200, headers: json })],
    ['a 200 with null', () => HttpResponse.json(null)],
    ['a 200 with an object', () => HttpResponse.json({ statuses: [] })],
    ['an HTML page with status 200', () => HttpResponse.html('<html><body>Bad Gateway</body></html>')],
    ['truncated JSON', () => new HttpResponse('[{"id":"1","content":"<p>cut', { status: 200, headers: json })],
  ])('treats %s as a bad response, never as the end of the list', async (_, answer) => {
    server.use(http.get(PUBLIC, answer));
    expect(await caught(fetchTimeline(cfg, 'public'))).toBeInstanceOf(BadResponseError);
  });

  it('takes [] as data: the end of the list', async () => {
    server.use(http.get(PUBLIC, () => HttpResponse.json([])));
    expect((await fetchTimeline(cfg, 'public')).data).toEqual([]);
  });

  it('an object endpoint (context) refuses null and lists', async () => {
    const CONTEXT = `${BASE}/api/v1/statuses/1/context`;
    server.use(http.get(CONTEXT, () => HttpResponse.json(null)));
    expect(await caught(fetchContext(cfg, '1'))).toBeInstanceOf(BadResponseError);
    server.use(http.get(CONTEXT, () => HttpResponse.json([])));
    expect(await caught(fetchContext(cfg, '1'))).toBeInstanceOf(BadResponseError);
    server.use(http.get(CONTEXT, () => HttpResponse.json({ ancestors: [], descendants: [] })));
    expect((await fetchContext(cfg, '1')).data).toEqual({ ancestors: [], descendants: [] });
  });

  it('an endpoint without a shape still reads an empty 2xx as null (204 and friends)', async () => {
    server.use(http.post(`${BASE}/api/v1/x`, () => new HttpResponse(null, { status: 204 })));
    expect((await request(cfg, '/api/v1/x', { method: 'POST' })).data).toBeNull();
  });
});

describe('wait hints', () => {
  const now = Date.parse('2024-06-01T12:00:00Z');
  const headers = (h: Record<string, string>) => new Headers(h);

  it('reads Retry-After in seconds and as an HTTP date, on any status', () => {
    expect(waitHintOf(503, headers({ 'Retry-After': '7' }), now)).toBe(7_000);
    expect(waitHintOf(429, headers({ 'Retry-After': 'Sat, 01 Jun 2024 12:00:30 GMT' }), now)).toBe(30_000);
  });

  it("reads Mastodon's X-RateLimit-Reset (an ISO date, or a Unix time) on a 429 only", () => {
    const reset = { 'X-RateLimit-Reset': '2024-06-01T12:05:00.000Z' };
    expect(waitHintOf(429, headers(reset), now)).toBe(5 * 60_000);
    expect(waitHintOf(429, headers({ 'X-RateLimit-Reset': String(now / 1000 + 90) }), now)).toBe(90_000);
    expect(waitHintOf(200, headers(reset), now)).toBeNull();
  });

  it('gives null for a missing or unreadable hint, and never a negative wait', () => {
    expect(waitHintOf(429, headers({}), now)).toBeNull();
    expect(waitHintOf(429, headers({ 'Retry-After': 'soon' }), now)).toBeNull();
    expect(waitHintOf(429, headers({ 'X-RateLimit-Reset': '2024-06-01T11:00:00Z' }), now)).toBe(0);
  });

  it('a 429 carries its wait in the error and is reported to listeners; other errors are not reported', async () => {
    const reports: Array<number | null> = [];
    const stop = onRateLimit((r) => reports.push(r.waitMs));
    server.use(
      http.get(PUBLIC, () => HttpResponse.json({ error: 'Throttled' }, { status: 429, headers: { 'Retry-After': '3' } })),
    );
    const err = await caught(fetchTimeline(cfg, 'public'));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 429, retryAfterMs: 3_000 });
    server.use(http.get(PUBLIC, () => new HttpResponse(null, { status: 502 })));
    await caught(fetchTimeline(cfg, 'public'));
    stop();
    server.use(http.get(PUBLIC, () => new HttpResponse(null, { status: 429 })));
    await caught(fetchTimeline(cfg, 'public'));
    expect(reports).toEqual([3_000]);
  });
});
