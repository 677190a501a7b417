// Features a server turns out to lack while the app runs (issue 17 §9). The capability table
// (capabilities.ts) already turns off what it knows from the instance documents; this registry catches the
// rest from the server's own answers: a 404, 405 or 501 on a path that names no particular resource (a
// collection like /api/v1/reports, or a fixed action path), or a route-not-found answer on a path about one
// resource, turns the feature off for the session. A 404 about one resource (a deleted post, a poll)
// concerns only that resource and changes nothing here. Pure: the saga (sagas/missingFeatures.ts) applies it.
import type { Capabilities } from './capabilities';

/** The capability flags a server's answers can turn off. */
export type MissingFeature = keyof Pick<
  Capabilities,
  | 'directMessages'
  | 'muteConversation'
  | 'reports'
  | 'suggestions'
  | 'domainBlocks'
  | 'editHistory'
  | 'bookmarks'
  | 'pollFetch'
  | 'accountNotes'
  | 'announcements'
  | 'accountSubscriptions'
  | 'bubbleTimeline'
  | 'markers'
>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface FeatureRoute {
  methods: readonly Method[] | 'any';
  path: RegExp;
  /** the path is about one resource (an id in it): only a route-not-found answer says the feature is missing */
  aboutResource: boolean;
}

interface FeatureEntry {
  /**
   * Ways the client reaches the feature: it is missing once every way answered "missing" (suggestions try v2,
   * then v1). Each way lists the routes it uses; any of them answering "missing" counts for that way.
   */
  ways: readonly (readonly FeatureRoute[])[];
  /** the client copes by itself (another endpoint, a background fetch): turned off without telling anyone */
  silent?: boolean;
}

const ID = '[^/]+';
const route = (methods: FeatureRoute['methods'], path: string, aboutResource = false): FeatureRoute => ({
  methods,
  path: new RegExp(`^${path}$`),
  aboutResource,
});

export const FEATURE_ROUTES: Readonly<Record<MissingFeature, FeatureEntry>> = {
  directMessages: { ways: [[route(['GET'], '/api/v1/timelines/direct'), route(['GET'], '/api/v1/conversations')]] },
  muteConversation: { ways: [[route(['POST'], `/api/v1/statuses/${ID}/(?:un)?mute`, true)]] },
  reports: { ways: [[route(['POST'], '/api/v1/reports')]] },
  suggestions: { ways: [[route(['GET'], '/api/v2/suggestions')], [route(['GET'], '/api/v1/suggestions')]] },
  domainBlocks: { ways: [[route('any', '/api/v1/domain_blocks')]] },
  editHistory: { ways: [[route(['GET'], `/api/v1/statuses/${ID}/history`, true)]] },
  bookmarks: { ways: [[route(['GET'], '/api/v1/bookmarks')]] },
  pollFetch: { ways: [[route(['GET'], `/api/v1/polls/${ID}`, true)]], silent: true },
  accountNotes: { ways: [[route(['POST'], `/api/v1/accounts/${ID}/note`, true)]] },
  announcements: { ways: [[route(['GET'], '/api/v1/announcements')]], silent: true },
  // Pleroma's /subscribe gave way to Mastodon's follow with notify, which the client falls back to by itself
  accountSubscriptions: { ways: [[route(['POST'], `/api/v1/pleroma/accounts/${ID}/(?:un)?subscribe`, true)]], silent: true },
  bubbleTimeline: { ways: [[route(['GET'], '/api/v1/timelines/bubble')]] },
  // the read position is then kept on this browser only (features/warmStart)
  markers: { ways: [[route('any', '/api/v1/markers')]], silent: true },
};

export const MISSING_FEATURES = Object.keys(FEATURE_ROUTES) as MissingFeature[];

/** What the API client reports of a failed request (api/missingRoutes.ts). */
export interface FailedRoute {
  method: string;
  /** the request's path or URL; a query string is ignored */
  path: string;
  status: number;
  /** parsed JSON, the text of a non-JSON body, or null for an empty one */
  body: unknown;
}

/** Server words that mean "no such route" rather than "no such record". */
const ROUTE_NOT_FOUND =
  /not implemented|no route|route not found|unknown (?:route|endpoint|path|api)|endpoint not found|unsupported endpoint/i;

/**
 * Whether a 404's body says the route does not exist. API servers answer a missing record in JSON (Mastodon and
 * Hollo `{"error":"Record not found"}`, Pleroma `{"error":"Not found"}`) and a missing route with a page (an
 * HTML or plain-text body: Mastodon, snac2, Hollo's `404 Not Found`) or, on Pleroma and Akkoma,
 * `{"error":"Not implemented"}`.
 */
export function isRouteNotFoundBody(body: unknown): boolean {
  if (typeof body === 'string') return body.trim() !== '';
  if (typeof body === 'object' && body !== null) {
    const { error } = body as { error?: unknown };
    return typeof error === 'string' && ROUTE_NOT_FOUND.test(error);
  }
  return false;
}

function pathOf(pathOrUrl: string): string {
  let path = pathOrUrl;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '';
    }
  }
  const query = path.search(/[?#]/);
  return query < 0 ? path : path.slice(0, query);
}

/** The feature and the way (index into its `ways`) a failed request shows missing; null when it shows nothing. */
export function missingRouteOf(failed: FailedRoute): { feature: MissingFeature; way: number } | null {
  if (failed.status !== 404 && failed.status !== 405 && failed.status !== 501) return null;
  const path = pathOf(failed.path);
  const method = failed.method.toUpperCase();
  for (const feature of MISSING_FEATURES) {
    const { ways } = FEATURE_ROUTES[feature];
    for (let way = 0; way < ways.length; way += 1) {
      const hit = ways[way]?.find(
        (r) => (r.methods === 'any' || (r.methods as readonly string[]).includes(method)) && r.path.test(path),
      );
      if (!hit) continue;
      // A method or route the server does not implement says so whatever the path names.
      if (failed.status !== 404 || !hit.aboutResource || isRouteNotFoundBody(failed.body)) return { feature, way };
      return null;
    }
  }
  return null;
}

/** Whether every way to the feature has now answered "missing". */
export const allWaysMissing = (feature: MissingFeature, missingWays: ReadonlySet<number>): boolean =>
  FEATURE_ROUTES[feature].ways.every((_, way) => missingWays.has(way));
