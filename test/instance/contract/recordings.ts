// The recorded exchanges with real servers (test/fixtures/real/<server>/NNN-name.json), in order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Server = 'snac2' | 'hollo';

export type RecordedBody =
  null | { form: string; fields: Record<string, string | string[]> } | { json: unknown } | { multipart: Record<string, string> };

export interface Exchange {
  /** `027-status-with-poll.json` */
  file: string;
  /** `027` */
  number: string;
  name: string;
  request: {
    method: string;
    path: string;
    headers: { 'content-type': string | null; authorization: string | null };
    /** 'alice', 'bob', 'visitor', or a token made by an earlier exchange ('throwaway alice token'). */
    as: string;
    body: RecordedBody;
  };
  response: { status: number; headers: Record<string, string>; body: unknown };
  notable: string;
}

const ROOT = join(__dirname, '..', '..', 'fixtures', 'real');

export function loadRecordings(server: Server): Exchange[] {
  const dir = join(ROOT, server);
  return readdirSync(dir)
    .filter((file) => /^\d{3}-.*\.json$/.test(file))
    .sort()
    .map((file) => {
      const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<Exchange, 'file' | 'number'>;
      return { ...parsed, file, number: file.slice(0, 3) };
    });
}

/** Where the recording's server was (`http://127.0.0.1:8015`), read from its instance document. */
export function recordedOrigin(exchanges: Exchange[]): string {
  for (const exchange of exchanges) {
    const body = exchange.response.body;
    if (exchange.request.path === '/api/v1/instance' && body && typeof body === 'object' && 'uri' in body) {
      return `http://${String((body as { uri: string }).uri)}`;
    }
  }
  throw new Error('no instance document among the recordings');
}
