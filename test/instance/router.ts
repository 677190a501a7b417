// A tiny method + path router: patterns like /api/v1/accounts/:id/statuses.
import type { IncomingHttpHeaders } from 'node:http';
import type { FormBody, Reply } from './http';
import { HttpError } from './http';
import type { AccessToken, Account, DemoState, Status } from './model';
import type { SerializeContext } from './serialize/context';

/** Things routes announce so the streaming API can forward them. */
export interface DemoEvents {
  statusCreated(status: Status): void;
}

export interface RequestContext {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: FormBody;
  headers: IncomingHttpHeaders;
  origin: string;
  state: DemoState;
  token: AccessToken | null;
  viewer: Account | null;
  ser: SerializeContext;
  events: DemoEvents;
  /** Replaces the whole state (used by POST /__demo/reset). */
  resetState(): void;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  pattern: string;
  handler: Handler;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(routes: Route[]): this {
    for (const route of routes) {
      const names: string[] = [];
      const source = route.pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      this.routes.push({ ...route, regex: new RegExp(`^${source}/?$`), names });
    }
    return this;
  }

  /** The handler for a request (and the route it belongs to); null when no pattern matches the path at all. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string>; route: Route | null } | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1])));
      return { handler: route.handler, params, route };
    }
    if (pathMatched)
      return {
        handler: () => {
          throw new HttpError(405, 'Method not allowed');
        },
        params: {},
        route: null,
      };
    return null;
  }
}

/** The signed-in user, or a 401 like Mastodon's for a missing or bad token. */
export function requireUser(ctx: RequestContext): Account {
  if (ctx.viewer) return ctx.viewer;
  if (ctx.token) throw new HttpError(422, 'This method requires an authenticated user');
  throw new HttpError(401, 'The access token is invalid');
}
