// The recorded answers of servers written by others (test/fixtures/real/{snac2,hollo}, README in each),
// served back by msw for unit tests: the same status, content type and body the real server gave.
import { http, HttpResponse } from 'msw';
import { loadFixture } from './fixtures';

export type RealServer = 'snac2' | 'hollo';

export interface Exchange {
  name: string;
  request: { method: string; path: string; as: string; body: unknown };
  response: { status: number; headers: Record<string, string | null>; body: unknown };
}

export const recordedExchange = (server: RealServer, file: string): Exchange => loadFixture<Exchange>(`real/${server}/${file}`);

/** The body the server answered (parsed JSON, or text). */
export const recordedBody = <T = unknown>(server: RealServer, file: string): T =>
  recordedExchange(server, file).response.body as T;

/** An msw handler answering the recorded request's method and path (query ignored) as the server did. */
export function recordedHandler(server: RealServer, file: string) {
  const { request, response } = recordedExchange(server, file);
  const path = request.path.split('?')[0] ?? request.path;
  const contentType = response.headers['content-type'] ?? 'application/json';
  const answer = () => {
    const { body, status } = response;
    if (typeof body === 'string' || body === null)
      return new HttpResponse(body ?? '', { status, headers: { 'Content-Type': contentType } });
    return HttpResponse.json(body, { status, headers: { 'Content-Type': contentType } });
  };
  const method = request.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  return http[method](path, answer);
}
