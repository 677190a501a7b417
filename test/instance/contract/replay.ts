// Replaying a recorded exchange against a flavour of the demo instance: the recording's ids, host,
// users and redacted secrets become the demo's own (a mapping that grows as exchanges create things),
// and the demo's answer is checked against the recorded one's shape.
import { DEMO_PASSWORD } from '../seed/accounts';
import type { Exchange } from './recordings';
import {
  compareHeaders,
  compareShape,
  compareText,
  mediaType,
  parseLink,
  registryOf,
  schemaOf,
  type Schema,
  type ShapeRules,
} from './shape';

export interface DemoResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** A 1×1 PNG (70 bytes), as the recording's upload sent. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const PAGING = ['max_id', 'min_id', 'since_id'];
const ID_KEY = /^id$|_id$/;

export interface ReplayRules extends ShapeRules {
  /** Exchanges whose `access_token` later requests use as `as` (number -> the role's name). */
  tokenRoles: Record<string, string>;
  /** Exchanges whose answer carries an authorization code: the whole body, or a page's `<code>`. */
  codeFrom: Record<string, 'body' | 'code-element'>;
  /** Exchanges that send the cookies earlier answers set (Hollo's login). */
  withCookies: string[];
  /** The token a redacted `token` field (a revocation) stands for: this role's. */
  revokes: string;
}

export class Replay {
  /** Recorded value -> the demo's (ids, host, tag names, e-mail); longest first when rewriting. */
  private readonly mapping = new Map<string, string>();
  /** `as` -> bearer token. */
  readonly tokens = new Map<string, string>();
  /** demo client_id -> client_secret, from the demo's app registrations. */
  private readonly secrets = new Map<string, string>();
  private code: string | null = null;
  private readonly cookies = new Map<string, string>();
  readonly registry: Map<string, Schema>;

  constructor(
    readonly base: string,
    recordedOrigin: string,
    exchanges: Exchange[],
    private readonly rules: ReplayRules,
  ) {
    this.map(recordedOrigin, base);
    this.map(new URL(recordedOrigin).host, new URL(base).host);
    this.registry = registryOf(exchanges.map((e) => e.response.body));
  }

  /** A recorded value stands for this demo value (the first mapping wins). */
  map(recorded: string, demo: string): void {
    if (recorded !== demo && !this.mapping.has(recorded)) this.mapping.set(recorded, demo);
  }

  /** The recording's text with every mapped value replaced, plain and URL-encoded (once and twice). */
  rewrite(text: string): string {
    let out = text;
    const entries = [...this.mapping.entries()].sort((a, b) => b[0].length - a[0].length);
    for (const [from, to] of entries) {
      for (const encode of [(s: string) => s, encodeURIComponent, (s: string) => encodeURIComponent(encodeURIComponent(s))]) {
        const key = encode(from);
        if (out.includes(key)) out = out.split(key).join(encode(to));
      }
    }
    return out;
  }

  private rewriteJson(value: unknown): unknown {
    if (typeof value === 'string') return this.rewrite(value);
    if (Array.isArray(value)) return value.map((v) => this.rewriteJson(v));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.rewriteJson(v)]));
    }
    return value;
  }

  /** A `<redacted>` field's real value: the app's secret, the demo password, the last code or token. */
  private fill(name: string, fields: Record<string, string | string[]>): string {
    switch (name) {
      case 'client_secret': {
        const clientId = this.rewrite(String(fields.client_id ?? ''));
        const secret = this.secrets.get(clientId);
        if (!secret) throw new Error(`no secret known for client ${clientId}`);
        return secret;
      }
      case 'password':
      case 'passwd':
        return DEMO_PASSWORD;
      case 'code':
        if (!this.code) throw new Error('no authorization code learned yet');
        return this.code;
      case 'token': {
        const token = this.tokens.get(this.rules.revokes);
        if (!token) throw new Error(`no "${this.rules.revokes}" learned yet`);
        return token;
      }
      default:
        throw new Error(`cannot fill redacted field ${name}`);
    }
  }

  private requestBody(exchange: Exchange): { body?: BodyInit; contentType?: string } {
    const body = exchange.request.body;
    if (body === null) return {};
    if ('form' in body) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(body.fields)) {
        for (const one of Array.isArray(value) ? value : [value]) {
          params.append(name, one === '<redacted>' ? this.fill(name, body.fields) : this.rewrite(one));
        }
      }
      return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
    }
    if ('json' in body) return { body: JSON.stringify(this.rewriteJson(body.json)), contentType: 'application/json' };
    const form = new FormData();
    for (const [name, value] of Object.entries(body.multipart)) {
      if (value.startsWith('<image/png')) form.append(name, new Blob([PIXEL], { type: 'image/png' }), 'pixel.png');
      else form.append(name, this.rewrite(value));
    }
    return { body: form };
  }

  /** Sends the exchange's request, as the demo's equivalent, and learns what its answer created. */
  async run(exchange: Exchange): Promise<DemoResponse> {
    const headers: Record<string, string> = {};
    const { body, contentType } = this.requestBody(exchange);
    if (contentType) headers['Content-Type'] = contentType;
    if (exchange.request.headers.authorization === 'sent') {
      const token = this.tokens.get(exchange.request.as);
      if (!token) throw new Error(`no token for "${exchange.request.as}"`);
      headers.Authorization = `Bearer ${token}`;
    }
    if (this.rules.withCookies.includes(exchange.number) && this.cookies.size > 0) {
      headers.Cookie = [...this.cookies.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await fetch(this.base + this.rewrite(exchange.request.path), {
      method: exchange.request.method,
      headers,
      body,
      redirect: 'manual',
    });
    const response: DemoResponse = {
      status: res.status,
      headers: Object.fromEntries([...res.headers.entries()].map(([k, v]) => [k.toLowerCase(), v])),
      text: await res.text(),
    };
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    this.learnCode(exchange, response);
    this.learn(exchange, response);
    return response;
  }

  private learn(exchange: Exchange, response: DemoResponse): void {
    const recorded = exchange.response.body;
    let demo: unknown = null;
    if (mediaType(response.headers['content-type']).includes('json')) {
      try {
        demo = JSON.parse(response.text);
      } catch {
        demo = null;
      }
    }
    // Paging links: the recording's next/prev ids stand for the demo's.
    const want = parseLink(exchange.response.headers.link);
    const got = parseLink(response.headers.link);
    for (const [rel, url] of want) {
      const theirs = got.get(rel);
      if (!theirs) continue;
      const a = new URL(url).searchParams;
      const b = new URL(theirs).searchParams;
      for (const name of PAGING) if (a.get(name) && b.get(name)) this.map(a.get(name) as string, b.get(name) as string);
    }
    const ok = response.status >= 200 && response.status < 300 && exchange.response.status < 300;
    if (!ok || !demo || typeof demo !== 'object') return;
    const record = demo as Record<string, unknown>;
    if (typeof record.client_id === 'string' && typeof record.client_secret === 'string') {
      this.secrets.set(record.client_id, record.client_secret);
    }
    if (typeof record.access_token === 'string') {
      const role = this.rules.tokenRoles[exchange.number];
      if (role) this.tokens.set(role, record.access_token);
    }
    // What a write created (a post, its poll, an upload, an app): the recorded ids stand for the demo's.
    if (exchange.request.method !== 'GET') this.walk(recorded, demo);
  }

  /** After an exchange: the code it answered (snac2: the page is the code; Hollo: a `<code>` element). */
  private learnCode(exchange: Exchange, response: DemoResponse): void {
    const from = this.rules.codeFrom[exchange.number];
    if (from === 'body') this.code = response.text.trim();
    if (from === 'code-element') this.code = /<code\b[^>]*>([^<]+)<\/code>/.exec(response.text)?.[1]?.trim() ?? null;
  }

  private walk(recorded: unknown, demo: unknown, key?: string): void {
    if (typeof recorded === 'string' && typeof demo === 'string') {
      if (key !== undefined && ID_KEY.test(key) && recorded !== '<redacted>') this.map(recorded, demo);
      return;
    }
    if (Array.isArray(recorded) && Array.isArray(demo)) {
      recorded.forEach((item, i) => this.walk(item, demo[i], key));
      return;
    }
    if (recorded && demo && typeof recorded === 'object' && typeof demo === 'object') {
      for (const [name, value] of Object.entries(recorded)) this.walk(value, (demo as Record<string, unknown>)[name], name);
    }
  }

  /** Everything that differs between the recorded answer and the demo's. */
  problems(exchange: Exchange, response: DemoResponse): string[] {
    const out: string[] = [];
    const recorded = exchange.response;
    if (response.status !== recorded.status) out.push(`status ${response.status} where the server answers ${recorded.status}`);
    // An empty page has no Link; a page with posts may: only comparable when both are empty or neither is.
    let demoBody: unknown = null;
    try {
      demoBody = JSON.parse(response.text);
    } catch {
      // not JSON
    }
    const emptyPage = (body: unknown) => Array.isArray(body) && body.length === 0;
    const linkComparable = !Array.isArray(recorded.body) || emptyPage(recorded.body) === emptyPage(demoBody);
    out.push(...compareHeaders(recorded.headers, response.headers, (text) => this.rewrite(text), this.base, linkComparable));
    if (typeof recorded.body === 'string') {
      out.push(...compareText(recorded.body, response.text, this.base));
    } else if (recorded.body !== null && recorded.body !== undefined) {
      let demo: unknown;
      try {
        demo = JSON.parse(response.text);
      } catch {
        out.push(`body is not JSON: ${JSON.stringify(response.text.slice(0, 200))}`);
        return out;
      }
      out.push(...compareShape(schemaOf(recorded.body), demo, this.registry, this.rules));
    }
    return out;
  }
}
