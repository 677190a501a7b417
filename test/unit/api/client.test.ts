import en from '../../../locales/en.json';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { caught } from '../../support/caught';
import { BadResponseError, HttpError, NetworkError, describeError, parseLinkHeader, request } from '../../../src/api/client';

const BASE = 'https://pleroma.test';
const cfg = { baseUrl: BASE, token: 'secret-token' };
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('request', () => {
  it('sends the bearer token, and none when auth is false or no token', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/api/v1/x`, ({ request: r }) => {
        seen.push(r.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    await request(cfg, '/api/v1/x');
    await request(cfg, '/api/v1/x', { auth: false });
    await request({ baseUrl: BASE, token: null }, '/api/v1/x');
    expect(seen).toEqual(['Bearer secret-token', null, null]);
  });

  it('sends JSON bodies as application/json', async () => {
    server.use(
      http.post(`${BASE}/api/v1/json`, async ({ request: r }) =>
        HttpResponse.json({ type: r.headers.get('content-type'), body: await r.json() }),
      ),
    );
    const res = await request<{ type: string; body: unknown }>(cfg, '/api/v1/json', { json: { a: 1, b: ['x'] } });
    expect(res.data).toEqual({ type: 'application/json', body: { a: 1, b: ['x'] } });
    expect(res.status).toBe(200);
  });

  it('sends form bodies urlencoded, arrays as key[], and leaves out null/undefined', async () => {
    server.use(
      http.post(`${BASE}/api/v1/form`, async ({ request: r }) =>
        HttpResponse.json({ type: r.headers.get('content-type'), body: await r.text() }),
      ),
    );
    const res = await request<{ type: string; body: string }>(cfg, '/api/v1/form', {
      form: { status: 'hi there', media_ids: ['1', '2'], sensitive: false, spoiler_text: null, language: undefined },
    });
    expect(res.data.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(res.data.body).toBe('status=hi+there&media_ids%5B%5D=1&media_ids%5B%5D=2&sensitive=false');
  });

  it('puts arrays in the query as key[]=a&key[]=b', async () => {
    let url = '';
    server.use(
      http.get(`${BASE}/api/v1/accounts/relationships`, ({ request: r }) => {
        url = r.url;
        return HttpResponse.json([]);
      }),
    );
    await request(cfg, '/api/v1/accounts/relationships', { query: { id: ['a1', 42], limit: 20, skip: null } });
    expect(new URL(url).search).toBe('?id%5B%5D=a1&id%5B%5D=42&limit=20');
  });

  it('reads pagination from the Link header', async () => {
    server.use(
      http.get(`${BASE}/api/v1/timelines/home`, () =>
        HttpResponse.json([], {
          headers: {
            Link: `<${BASE}/api/v1/timelines/home?max_id=AHU2RrX0wdcwzCYjFQ>; rel="next", <${BASE}/api/v1/timelines/home?min_id=AHcweewcCh0iPUtMdk>; rel="prev"`,
          },
        }),
      ),
    );
    const res = await request(cfg, '/api/v1/timelines/home');
    expect(res).toMatchObject({ maxId: 'AHU2RrX0wdcwzCYjFQ', minId: 'AHcweewcCh0iPUtMdk' });
  });

  it('gives data null for an empty 2xx body', async () => {
    server.use(http.post(`${BASE}/auth/password`, () => new HttpResponse(null, { status: 204 })));
    const res = await request<null>(cfg, '/auth/password', { method: 'POST', auth: false });
    expect(res).toEqual({ data: null, status: 204, maxId: null, minId: null });
  });

  it('returns text when asked for text', async () => {
    server.use(http.get(`${BASE}/static/terms-of-service.html`, () => HttpResponse.html('<h1>Terms</h1>')));
    const res = await request<string>(cfg, '/static/terms-of-service.html', { responseType: 'text' });
    expect(res.data).toBe('<h1>Terms</h1>');
  });
});

describe('request errors', () => {
  it('throws HttpError with status, JSON body and serverMessage', async () => {
    server.use(http.get(`${BASE}/api/v1/accounts/nope`, () => HttpResponse.json({ error: "Can't find user" }, { status: 404 })));
    const err = await caught(request(cfg, '/api/v1/accounts/nope'));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 404, body: { error: "Can't find user" }, serverMessage: "Can't find user" });
  });

  it('flattens validation errors and reads error_description', async () => {
    server.use(
      http.post(`${BASE}/api/v1/accounts`, () =>
        HttpResponse.json({ errors: { ap_id: ['has already been taken'], email: ['is invalid'] } }, { status: 422 }),
      ),
      http.post(`${BASE}/oauth/token`, () =>
        HttpResponse.json({ error: '', error_description: 'Invalid credentials' }, { status: 400 }),
      ),
    );
    const reg = await caught(request(cfg, '/api/v1/accounts', { form: { username: 'a' } }));
    expect((reg as HttpError).serverMessage).toBe('ap_id has already been taken; email is invalid');
    const tok = await caught(request(cfg, '/oauth/token', { form: { grant_type: 'password' } }));
    expect((tok as HttpError).serverMessage).toBe('Invalid credentials');
  });

  it('keeps an HTML error page (502) as text, without a parse error', async () => {
    server.use(
      http.get(`${BASE}/api/v1/instance`, () => HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 })),
    );
    const err = await caught(request(cfg, '/api/v1/instance'));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 502, body: '<html><body>502 Bad Gateway</body></html>', serverMessage: null });
  });

  it('turns an HTML page with status 200 into BadResponseError', async () => {
    server.use(http.get(`${BASE}/api/v1/instance`, () => HttpResponse.html('<html>maintenance</html>')));
    expect(await caught(request(cfg, '/api/v1/instance'))).toBeInstanceOf(BadResponseError);
  });

  it('gives body null for an empty 500', async () => {
    server.use(http.get(`${BASE}/api/v1/instance`, () => new HttpResponse(null, { status: 500 })));
    const err = await caught(request(cfg, '/api/v1/instance'));
    expect(err).toMatchObject({ status: 500, body: null, serverMessage: null });
  });

  it('throws NetworkError when fetch fails, without the token in the message', async () => {
    server.use(http.get(`${BASE}/api/v1/instance`, () => HttpResponse.error()));
    const err = await caught(request(cfg, '/api/v1/instance'));
    expect(err).toBeInstanceOf(NetworkError);
    expect(String((err as Error).message)).not.toContain('secret-token');
  });

  it('rethrows aborts as they are', async () => {
    server.use(
      http.get(`${BASE}/api/v1/slow`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request(cfg, '/api/v1/slow', { signal: controller.signal });
    controller.abort();
    const err = await caught(pending);
    expect(err).not.toBeInstanceOf(NetworkError);
    expect((err as Error).name).toBe('AbortError');
  });
});

describe('parseLinkHeader', () => {
  it('reads integer ids and keeps them as strings', () => {
    const link =
      '<https://m.test/api/v1/notifications?max_id=35098814>; rel="next", <https://m.test/api/v1/notifications?since_id=35098900>; rel="prev"';
    expect(parseLinkHeader(link)).toEqual({ maxId: '35098814', minId: '35098900' });
  });

  it('reads flake ids, prefers min_id over since_id, ignores other params', () => {
    const link =
      '<https://p.test/api/v1/timelines/home?limit=20&max_id=9vvNxoo5EFbbnfdXQu&with_muted=true>; rel="next", <https://p.test/api/v1/timelines/home?limit=20&since_id=A&min_id=AIVq6SrJg5yb8eGVsm>; rel="prev"';
    expect(parseLinkHeader(link)).toEqual({ maxId: '9vvNxoo5EFbbnfdXQu', minId: 'AIVq6SrJg5yb8eGVsm' });
  });

  it('handles missing, empty and one-sided headers', () => {
    expect(parseLinkHeader(null)).toEqual({ maxId: null, minId: null });
    expect(parseLinkHeader('')).toEqual({ maxId: null, minId: null });
    expect(parseLinkHeader('<https://x.test/a?max_id=12>; rel="next"')).toEqual({ maxId: '12', minId: null });
    expect(parseLinkHeader('garbage')).toEqual({ maxId: null, minId: null });
  });
});

describe('describeError', () => {
  it.each([
    [new HttpError(429, null), { id: 'errors.http.rate_limited' }],
    [new HttpError(500, null), { id: 'errors.http.internal' }],
    [new HttpError(503, null), { id: 'errors.http.unavailable' }],
    [new HttpError(404, { error: 'Not found' }), { id: 'errors.http.unexpected_status', values: { code: 404 } }],
    [new HttpError(502, '<html/>'), { id: 'errors.http.unexpected_status', values: { code: 502 } }],
    [new NetworkError('offline'), { id: 'errors.http.network' }],
    [new BadResponseError('html'), { id: 'errors.http.bad_response' }],
    [new Error('boom'), { id: 'errors.generic' }],
    ['a string', { id: 'errors.generic' }],
    [null, { id: 'errors.generic' }],
  ])('maps %p', (err, expected) => {
    expect(describeError(err)).toEqual(expected);
  });

  it('has an English text for every id, in the spec wording', () => {
    const texts = Object.fromEntries(
      Object.entries(en).filter(([id]) => id.startsWith('errors.http.') || id === 'errors.generic'),
    );
    expect(texts).toEqual({
      'errors.http.rate_limited': 'You are rate limited',
      'errors.http.internal': 'Internal Server Error',
      'errors.http.unavailable': 'The backend is not available',
      'errors.http.unexpected_status': 'Unexpected status: {code}',
      'errors.http.network': 'Failed to connect to server, try again',
      'errors.http.bad_response': 'The server sent a response that could not be read',
      'errors.generic': 'An error occured',
    });
  });
});
