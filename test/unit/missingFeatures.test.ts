// The feature-off registry (issue 17 §9) on the recorded answers of snac2 and Hollo.
import {
  allWaysMissing,
  FEATURE_ROUTES,
  isRouteNotFoundBody,
  MISSING_FEATURES,
  missingRouteOf,
  type FailedRoute,
} from '../../src/missingFeatures';
import en from '../../locales/en.json';
import { recordedExchange, type RealServer } from '../support/realServers';

/** A recorded exchange as the API client reports it. */
function failed(server: RealServer, file: string): FailedRoute {
  const { request, response } = recordedExchange(server, file);
  return { method: request.method, path: request.path, status: response.status, body: response.body };
}

describe('missingRouteOf', () => {
  it.each([
    ['snac2', '021-conversations.json', null], // snac2 has conversations (200): nothing to turn off
    ['hollo', '021-conversations.json', 'directMessages'],
    ['snac2', '099-mute.json', 'muteConversation'],
    ['hollo', '103-mute.json', 'muteConversation'],
    ['snac2', '062-domain-blocks.json', 'domainBlocks'],
    ['hollo', '061-domain-blocks.json', 'domainBlocks'],
    ['snac2', '103-status-history.json', 'editHistory'],
    ['hollo', '107-status-history.json', 'editHistory'],
    ['snac2', '087-get-poll.json', 'pollFetch'],
    ['snac2', '063-account-note.json', 'accountNotes'],
    ['hollo', '062-account-note.json', 'accountNotes'],
  ] as const)('%s %s -> %s', (server, file, feature) => {
    const hit = missingRouteOf(failed(server, file));
    expect(hit?.feature ?? null).toBe(feature);
  });

  it("snac2's 422 on a report is an error of that report, not a missing route", () => {
    expect(missingRouteOf(failed('snac2', '100-report.json'))).toBeNull();
  });

  it('a 404 about one resource concerns only that resource', () => {
    // a deleted or unknown post: no feature's route
    expect(missingRouteOf(failed('snac2', '106-get-deleted-status.json'))).toBeNull();
    expect(missingRouteOf(failed('hollo', '036-unknown-status-id.json'))).toBeNull();
    // the mute or history of a post the server does not know: a record-not-found answer
    const gone = { error: 'Record not found' };
    expect(missingRouteOf({ method: 'POST', path: '/api/v1/statuses/9/mute', status: 404, body: gone })).toBeNull();
    expect(
      missingRouteOf({ method: 'GET', path: '/api/v1/statuses/9/history', status: 404, body: { error: 'Not found' } }),
    ).toBeNull();
    expect(missingRouteOf({ method: 'GET', path: '/api/v1/polls/7', status: 404, body: null })).toBeNull();
  });

  it('a 405 or 501 says the route is missing whatever the path names', () => {
    expect(missingRouteOf({ method: 'POST', path: '/api/v1/statuses/9/mute', status: 405, body: null })?.feature).toBe(
      'muteConversation',
    );
    expect(missingRouteOf({ method: 'GET', path: '/api/v1/bookmarks?limit=20', status: 501, body: '' })?.feature).toBe(
      'bookmarks',
    );
  });

  it("reads Pleroma's route-not-found answer, and absolute URLs (Link headers)", () => {
    expect(
      missingRouteOf({
        method: 'POST',
        path: '/api/v1/pleroma/accounts/9/subscribe',
        status: 404,
        body: { error: 'Not implemented' },
      })?.feature,
    ).toBe('accountSubscriptions');
    expect(
      missingRouteOf({ method: 'GET', path: 'http://127.0.0.1:8013/api/v1/timelines/direct?max_id=5', status: 404, body: 'x' })
        ?.feature,
    ).toBe('directMessages');
  });

  it('other statuses and other methods change nothing', () => {
    expect(missingRouteOf({ method: 'GET', path: '/api/v1/bookmarks', status: 500, body: null })).toBeNull();
    expect(missingRouteOf({ method: 'GET', path: '/api/v1/bookmarks', status: 401, body: null })).toBeNull();
    expect(missingRouteOf({ method: 'GET', path: '/api/v1/reports', status: 404, body: 'x' })).toBeNull();
  });

  it('suggestions are missing only once both v2 and v1 are (snac2 has neither, the client tries v2 then v1)', () => {
    const v2 = missingRouteOf(failed('snac2', '053-suggestions-v2.json'));
    const v1 = missingRouteOf(failed('snac2', '054-suggestions-v1.json'));
    expect([v2?.feature, v1?.feature]).toEqual(['suggestions', 'suggestions']);
    expect(allWaysMissing('suggestions', new Set([v2?.way ?? -1]))).toBe(false);
    expect(allWaysMissing('suggestions', new Set([v2?.way ?? -1, v1?.way ?? -1]))).toBe(true);
  });
});

describe('isRouteNotFoundBody', () => {
  it("tells a server's page from a record-not-found answer", () => {
    expect(isRouteNotFoundBody('<h1>404 Not Found (snac/2.94)</h1>')).toBe(true);
    expect(isRouteNotFoundBody('404 Not Found')).toBe(true);
    expect(isRouteNotFoundBody({ error: 'Not implemented' })).toBe(true);
    expect(isRouteNotFoundBody({ error: 'Record not found' })).toBe(false);
    expect(isRouteNotFoundBody({ error: 'Not found' })).toBe(false);
    expect(isRouteNotFoundBody(null)).toBe(false);
    expect(isRouteNotFoundBody('')).toBe(false);
  });
});

describe('the registry and its sentences', () => {
  it('every feature that is said to be missing has its sentence', () => {
    const messages: Record<string, string> = en;
    const said = MISSING_FEATURES.filter((f) => !FEATURE_ROUTES[f].silent);
    expect(said.length).toBeGreaterThan(5);
    for (const feature of said) expect(messages[`missing_feature.${feature}`]).toMatch(/^This server does not support /);
  });
});
