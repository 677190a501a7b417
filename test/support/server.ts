// msw for saga tests that go through the real api layer. The client talks to its own origin
// (baseUrl ''), which in jsdom is http://localhost.
import { setupServer } from 'msw/node';

export const ORIGIN = 'http://localhost';

export interface SeenRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  authorization: string | null;
  body: string;
}

/** A server that fails on any request without a handler, and remembers every request it saw. */
export function createTestServer() {
  const server = setupServer();
  const seen: SeenRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      authorization: request.headers.get('authorization'),
      body,
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    seen,
    /** requests to one path */
    to: (path: string, method?: string) => seen.filter((r) => r.path === path && (!method || r.method === method)),
  };
}
