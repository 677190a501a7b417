// What a flavour is: the table of ways one server software differs from the demo instance's
// Akkoma-like behaviour. The shared routes stay as they are; a flavour swaps serializers, replaces or
// removes routes, refuses visitors, rewrites ids and shapes errors. See flavours/index.ts.
import type { Reply } from '../http';
import type { DemoState } from '../model';
import type { RequestContext, Route } from '../router';
import type { JsonObject, SerializerOverrides } from '../serialize/context';
import type { Streaming } from '../streaming';

export type FlavourName = 'akkoma' | 'snac2' | 'hollo';

export const FLAVOUR_NAMES: FlavourName[] = ['akkoma', 'snac2', 'hollo'];

export interface FlavourDeps {
  streaming: Streaming;
}

export interface Flavour {
  name: FlavourName;
  /** After seeding and after every reset: the server's id formats, and the data it cannot hold. */
  prepareState?(state: DemoState): void;
  /** The server's JSON shapes (replace Akkoma's everywhere, nested entities included). */
  serializers?: SerializerOverrides;
  /** Routes answered this server's way; matched before the shared ones (the same method and pattern replace them). */
  routes?(deps: FlavourDeps): Route[];
  /** Shared routes the server does not have: they answer as an unknown path. */
  missing?(route: Route): boolean;
  /** Before the handler: a reply (visitors refused, a bad token) or null to go on; may rewrite ids in ctx. */
  before?(ctx: RequestContext, route: Route): Reply | null;
  /** After the handler: headers the server sends its own way (Link). */
  after?(ctx: RequestContext, route: Route, reply: Reply): Reply;
  /** An HttpError thrown anywhere (a shared route's 404, requireUser's 401), in the server's error shape. */
  error?(status: number, message: string, extra: JsonObject): Reply;
  /** A path nothing answers. */
  notFound?(): Reply;
  /** The WebSocket streaming API (snac2 and Hollo have none). */
  streaming: boolean;
  /** The demo's stand-ins for an Akkoma's terms-of-service and instance panel pages. */
  serverDocuments: boolean;
  /**
   * The client's CSP on the server's own HTML pages (sign-in, error pages): the demo's Akkoma pages are
   * written for it. A server written by others sends its pages with its own headers (snac2 and Hollo
   * send no CSP in their recordings; snac2's sign-in page has inline styles), so the client's policy
   * stays on the client's own pages.
   */
  clientCspOnPages: boolean;
}
