// Failure injection for tests (driven by POST /__demo/fail): the next N requests
// whose path starts with a prefix get a chosen status, body and headers, or a delay.
import { STATUS_CODES } from 'node:http';
import type { Headers, Reply } from './http';

export interface FaultRule {
  path: string;
  method: string | null;
  /** a query parameter the request must carry (e.g. 'max_id': only older pages); null: any request */
  query: string | null;
  /** null: only delay, then answer normally. */
  status: number | null;
  body: string | null;
  contentType: string | null;
  headers: Headers;
  /** Requests left to fail; 0 or less means until /__demo/reset or DELETE /__demo/fail. */
  times: number;
  delayMs: number;
}

function guessType(body: string): string {
  const trimmed = body.trimStart();
  if (trimmed.startsWith('<')) return 'text/html; charset=utf-8';
  try {
    JSON.parse(body);
    return 'application/json; charset=utf-8';
  } catch {
    return 'text/plain; charset=utf-8';
  }
}

export class Faults {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push(rule);
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule matching this request, counting it as used. */
  take(method: string, path: string, search = ''): FaultRule | null {
    const params = new URLSearchParams(search);
    const rule = this.rules.find(
      (r) => path.startsWith(r.path) && (r.method === null || r.method === method) && (r.query === null || params.has(r.query)),
    );
    if (!rule) return null;
    if (rule.times > 0) {
      rule.times -= 1;
      if (rule.times === 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return rule;
  }
}

export function faultReply(rule: FaultRule & { status: number }): Reply {
  const headers = { ...rule.headers };
  if (rule.status === 429 && !Object.keys(headers).some((h) => h.toLowerCase() === 'x-ratelimit-remaining')) {
    // What Mastodon-compatible servers send with 429s.
    const reset = new Date(Date.now() + 5 * 60_000).toISOString();
    Object.assign(headers, { 'X-RateLimit-Limit': '300', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': reset });
  }
  if (rule.body === null) {
    if (rule.status === 204 || rule.status === 304) return { status: rule.status, body: undefined, headers };
    return { status: rule.status, body: { error: STATUS_CODES[rule.status] ?? 'Error' }, headers };
  }
  return {
    status: rule.status,
    body: Buffer.from(rule.body),
    contentType: rule.contentType ?? guessType(rule.body),
    headers,
  };
}
