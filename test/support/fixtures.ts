// Real server payloads from test/fixtures (soapbox/, pleroma-fe/), parsed fresh on every call
// so a test may change its copy.
import { readFileSync } from 'fs';
import { join } from 'path';

export const FIXTURES_DIR = join(__dirname, '..', 'fixtures');

export function loadFixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, name), 'utf8')) as T;
}

/** The Mastodon-API home timeline Pleroma-FE records (20 statuses, 5 of them repeats). */
export const mastoTimeline = (): Array<Record<string, unknown>> => loadFixture('pleroma-fe/mastoapi.json');
export const soapbox = <T = Record<string, unknown>>(name: string): T => loadFixture<T>(`soapbox/${name}.json`);

/** One answer of Pleroma's preloaded <noscript id="initial-results"> block (soapbox/pleroma_initial_results.json). */
export function preloadedAnswer<T = Record<string, unknown>>(path: string): T {
  const block = loadFixture<Record<string, string>>('soapbox/pleroma_initial_results.json');
  return JSON.parse(Buffer.from(block[path], 'base64').toString('utf8')) as T;
}
