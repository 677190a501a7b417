// How OAuth answers read, on the servers' recorded answers (test/fixtures/real) and Pleroma's and
// Mastodon's known ones: which refusal is a wrong password, which means "not this way".
import { http, HttpResponse } from 'msw';
import { BadResponseError, HttpError, NetworkError } from '../../../src/api/client';
import { humanText, serverMessageOf } from '../../../src/api/errors';
import {
  authorizationCodeGrant,
  classifyGrantFailure,
  clientCredentialsGrant,
  oauthErrorCode,
  passwordGrant,
  registerApp,
  toToken,
} from '../../../src/api/oauth';
import { recordedBody, recordedExchange, type RealServer } from '../../support/realServers';
import { createTestServer } from '../../support/server';

const { server, to } = createTestServer();
const cfg = { baseUrl: '', token: null };
const client = { clientId: 'cid', clientSecret: 'secret' };

/** The HttpError api/client.ts throws for a recorded answer. */
function recordedError(name: RealServer, file: string): HttpError {
  const { status, body } = recordedExchange(name, file).response;
  return new HttpError(status, body === '' ? null : body);
}

describe('classifyGrantFailure', () => {
  it.each<[string, HttpError, string]>([
    ["Pleroma's wrong password: 400 'Invalid credentials'", new HttpError(400, { error: 'Invalid credentials' }), 'credentials'],
    [
      "Mastodon's wrong password: 400 invalid_grant",
      new HttpError(400, { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid' }),
      'credentials',
    ],
    ['a 401 with words', new HttpError(401, { error: 'Wrong username or password.' }), 'credentials'],
    [
      "Pleroma's unconfirmed account: 403 with words",
      new HttpError(403, { error: 'Your login is missing a confirmed e-mail address' }),
      'account',
    ],
    [
      "Hollo's 400 unsupported_grant_type (hollo/066)",
      recordedError('hollo', '066-token-password-grant-with-redirect-uri.json'),
      'unsupported',
    ],
    [
      "snac2's bare 400 page without redirect_uri (snac2/068)",
      recordedError('snac2', '068-token-password-grant-without-redirect-uri.json'),
      'unsupported',
    ],
    ['a grant type named in words', new HttpError(400, { error: 'Unsupported grant type' }), 'unsupported'],
    ['unauthorized_client', new HttpError(400, { error: 'unauthorized_client' }), 'unsupported'],
    ['405 page', new HttpError(405, '<h1>Method Not Allowed</h1>'), 'unsupported'],
    ['invalid_client', new HttpError(401, { error: 'invalid_client' }), 'client'],
    ['an empty 401 (snac2, app unknown)', new HttpError(401, null), 'client'],
    ['invalid_scope', new HttpError(400, { error: 'invalid_scope' }), 'scope'],
    ['a 502', new HttpError(502, '<html>Bad gateway</html>'), 'transient'],
    ['a 429', new HttpError(429, { error: 'Throttled' }), 'transient'],
  ])('%s', (_name, error, kind) => {
    expect(classifyGrantFailure(error)).toBe(kind);
  });

  it('offline is transient; an answer without a token is not a way in', () => {
    expect(classifyGrantFailure(new NetworkError('down'))).toBe('transient');
    expect(classifyGrantFailure(new BadResponseError('no token'))).toBe('unsupported');
  });

  it('reads the OAuth code only when it is one', () => {
    expect(oauthErrorCode(new HttpError(400, { error: 'invalid_grant' }))).toBe('invalid_grant');
    expect(oauthErrorCode(new HttpError(400, { error: 'Invalid credentials' }))).toBeNull();
    expect(oauthErrorCode(new HttpError(400, '<h1>400</h1>'))).toBeNull();
    expect(oauthErrorCode(new Error('x'))).toBeNull();
  });
});

describe('token answers', () => {
  it("Hollo's authorization-code created_at in milliseconds reads as seconds; seconds stay seconds", () => {
    const hollo = toToken(recordedBody('hollo', '072-token-authorization-code.json'));
    expect(hollo.created_at).toBe(1795639423);
    expect(new Date((hollo.created_at ?? 0) * 1000).getUTCFullYear()).toBe(2026);
    expect(toToken(recordedBody('hollo', '073-token-client-credentials.json')).created_at).toBe(1795639423);
    expect(toToken(recordedBody('snac2', '072-token-authorization-code.json')).created_at).toBe(1795639387);
  });

  it('an answer without an access token is a bad response, never an undefined bearer', () => {
    expect(() => toToken('<html>ok</html>')).toThrow(BadResponseError);
    expect(() => toToken({ token_type: 'Bearer' })).toThrow(BadResponseError);
    expect(() => toToken({ access_token: '' })).toThrow(BadResponseError);
  });

  it('a grant normalises the token it returns', async () => {
    server.use(http.post('/oauth/token', () => HttpResponse.json(recordedBody('hollo', '072-token-authorization-code.json'))));
    const res = await authorizationCodeGrant(cfg, { ...client, code: 'c', redirectUri: 'http://localhost/oauth-callback' });
    expect(res.data.created_at).toBe(1795639423);
  });
});

describe('requests', () => {
  it('the password grant sends redirect_uri (snac2 answers 400 without it) and the scopes', async () => {
    server.use(http.post('/oauth/token', () => HttpResponse.json({ access_token: 't', token_type: 'Bearer' })));
    await passwordGrant(cfg, { ...client, username: 'alice', password: 'pw', scope: 'read', redirectUri: 'http://localhost/cb' });
    const body = Object.fromEntries(new URLSearchParams(to('/oauth/token')[0].body));
    expect(body).toMatchObject({ grant_type: 'password', redirect_uri: 'http://localhost/cb', scope: 'read' });
  });

  it('registration never sends website: null (Hollo 422s) nor an empty website', async () => {
    server.use(http.post('/api/v1/apps', () => HttpResponse.json({ client_id: 'a', client_secret: 'b' })));
    await registerApp(cfg, { clientName: 'c', redirectUris: 'http://localhost/cb', scopes: 'read' });
    await registerApp(cfg, { clientName: 'c', redirectUris: 'http://localhost/cb', scopes: 'read', website: '' });
    for (const r of to('/api/v1/apps')) expect(new URLSearchParams(r.body).has('website')).toBe(false);
  });

  it('client_credentials sends a redirect_uri (snac2 needs one on every grant)', async () => {
    server.use(http.post('/oauth/token', () => HttpResponse.json({ access_token: 't', token_type: 'Bearer' })));
    await clientCredentialsGrant(cfg, client);
    expect(new URLSearchParams(to('/oauth/token')[0].body).get('redirect_uri')).toBe('urn:ietf:wg:oauth:2.0:oob');
  });
});

describe("the server's words (issue 17 §18)", () => {
  it('error_description first, then error when it is a sentence', () => {
    expect(serverMessageOf(recordedBody('hollo', '066-token-password-grant-with-redirect-uri.json'))).toBe(
      'The authorization grant type is not supported by the authorization server.',
    );
    expect(serverMessageOf({ error: 'Record not found' })).toBe('Record not found');
    expect(serverMessageOf({ error: 'Already voted' })).toBe('Already voted');
  });

  it('codes, validation dumps and pages are never shown', () => {
    expect(serverMessageOf(recordedBody('hollo', '063-apps-form-with-admin-scope.json'))).toBeNull();
    expect(serverMessageOf(recordedBody('hollo', '064-apps-json-website-null.json'))).toBeNull();
    expect(serverMessageOf(recordedBody('hollo', '104-report.json'))).toBeNull();
    expect(serverMessageOf(recordedBody('hollo', '014-public-timeline-visitor.json'))).toBeNull();
    expect(serverMessageOf({ error: 'invalid_request' })).toBeNull();
    expect(serverMessageOf({ error: 'invalid_token' })).toBeNull();
    expect(serverMessageOf({ error: '{"ap_id": ["has already been taken"]}' })).toBeNull();
    expect(serverMessageOf('<h1>400 Bad Request (snac/2.94)</h1>')).toBeNull();
    expect(new HttpError(422, recordedBody('hollo', '063-apps-form-with-admin-scope.json')).message).not.toContain('Zod');
  });

  it("field errors still read as words (Pleroma's {error: {field: [..]}}, Mastodon's errors)", () => {
    expect(serverMessageOf({ error: { ap_id: ['has already been taken'] } })).toBe('ap_id has already been taken');
    expect(serverMessageOf({ errors: { email: ['invalid'] } })).toBe('email invalid');
  });

  it('humanText', () => {
    expect(humanText('Forbidden')).toBe('Forbidden');
    expect(humanText('unauthorized')).toBeNull();
    expect(humanText('x'.repeat(400) + ' y')).toBeNull();
    expect(humanText(null)).toBeNull();
  });
});
