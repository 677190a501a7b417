import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fetchAccount, fetchRelationships, verifyCredentials } from '../../../src/api/accounts';
import { fetchTermsOfService } from '../../../src/api/instance';
import { authorizeUrl, mfaChallenge, passwordGrant, registerApp } from '../../../src/api/oauth';
import { fetchContext } from '../../../src/api/statuses';

const BASE = 'https://pleroma.test';
const cfg = { baseUrl: BASE, token: 'tok' };
const server = setupServer();
let last: { url: URL; method: string; auth: string | null; body: string } | null = null;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  last = null;
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      last = {
        url: new URL(request.url),
        method: request.method,
        auth: request.headers.get('authorization'),
        body: await request.text(),
      };
      if (request.url.endsWith('.html')) return HttpResponse.html('<p>tos</p>');
      const { pathname } = new URL(request.url);
      // list endpoints must answer a list, token endpoints a token (anything else is a bad response)
      if (pathname.startsWith('/oauth/')) return HttpResponse.json({ access_token: 't', token_type: 'Bearer' });
      return HttpResponse.json(pathname.endsWith('/relationships') ? [] : {});
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const form = () => Object.fromEntries(new URLSearchParams(last?.body ?? ''));

it('registerApp posts the app form without a token', async () => {
  await registerApp(cfg, {
    clientName: 'fedi',
    redirectUris: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write follow push admin',
  });
  expect(last).toMatchObject({ method: 'POST', auth: null });
  expect(last?.url.pathname).toBe('/api/v1/apps');
  expect(form()).toEqual({
    client_name: 'fedi',
    redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write follow push admin',
  });
});

it('passwordGrant and mfaChallenge send the spec form fields', async () => {
  await passwordGrant(cfg, { clientId: 'c', clientSecret: 's', username: 'lain', password: 'pw' });
  expect(last?.url.pathname).toBe('/oauth/token');
  expect(form()).toEqual({ client_id: 'c', client_secret: 's', grant_type: 'password', username: 'lain', password: 'pw' });
  await mfaChallenge(cfg, { clientId: 'c', clientSecret: 's', mfaToken: 'm', code: '123456', challengeType: 'totp' });
  expect(last?.url.pathname).toBe('/oauth/mfa/challenge');
  expect(form()).toEqual({ client_id: 'c', client_secret: 's', mfa_token: 'm', code: '123456', challenge_type: 'totp' });
});

it('authorizeUrl builds the authorization-code URL', () => {
  const url = new URL(
    authorizeUrl(BASE, { clientId: 'c', redirectUri: 'https://app.test/oauth-callback', scope: 'read write', state: 'st' }),
  );
  expect(url.origin + url.pathname).toBe(`${BASE}/oauth/authorize`);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    response_type: 'code',
    client_id: 'c',
    redirect_uri: 'https://app.test/oauth-callback',
    scope: 'read write',
    state: 'st',
  });
});

it('account calls carry the token and the spec query', async () => {
  await verifyCredentials(cfg);
  expect(last).toMatchObject({ auth: 'Bearer tok' });
  expect(last?.url.pathname).toBe('/api/v1/accounts/verify_credentials');
  await fetchAccount(cfg, '9v5bmRalQvjOy0ECcC');
  expect(last?.url.search).toBe('?with_relationships=true');
  await fetchRelationships(cfg, ['a', 'b']);
  expect(last?.url.searchParams.getAll('id[]')).toEqual(['a', 'b']);
});

it('fetchContext and fetchTermsOfService', async () => {
  await fetchContext(cfg, 'AHU2RrX0wdcwzCYjFQ');
  expect(last?.url.pathname).toBe('/api/v1/statuses/AHU2RrX0wdcwzCYjFQ/context');
  const tos = await fetchTermsOfService(cfg);
  expect(tos.data).toBe('<p>tos</p>');
  expect(last?.auth).toBeNull();
});
