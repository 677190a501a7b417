// The one HTTP client: base URL, bearer token, JSON/form bodies, Link-header
// pagination and typed errors. Knows nothing of Redux.
import { readAnswer, takeEarlyFetch } from './earlyFetch';

export interface ApiConfig {
  /** '' means same origin. */
  baseUrl: string;
  token?: string | null;
}

type ParamValue = string | number | boolean | undefined | null | Array<string | number>;
export type Params = Record<string, ParamValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Params;
  json?: unknown;
  form?: Params | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** sent as the page goes away: the browser finishes the request after the page is gone (small bodies only) */
  keepalive?: boolean;
  /** Default true: send the bearer token when there is one. */
  auth?: boolean;
  /** Default 'json'. 'text' returns the body as a string (HTML pages, panels). */
  responseType?: 'json' | 'text';
  /**
   * What a successful JSON body must be: 'list' (timelines, notifications, account lists) or 'object'
   * (search, context). Anything else (an empty body, `null`, a proxy's page) is a BadResponseError, so a
   * broken page is never read as the end of a list: only `[]` is.
   */
  shape?: 'list' | 'object';
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  maxId: string | null;
  minId: string | null;
}

export { HttpError, NetworkError, BadResponseError, describeError } from './errors';
export type { ErrorDescription } from './errors';
import { HttpError, NetworkError, BadResponseError } from './errors';
import { reportRateLimit, waitHintOf } from './rateLimit';
import { MISSING_ROUTE_STATUSES, reportMissingRoute } from './missingRoutes';
import { isRecord } from '../utils/guards';

/** Appends params as `key=v` or `key[]=a&key[]=b`; undefined/null are left out. */
function appendParams(target: URLSearchParams | FormData, params: Params): void {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) target.append(`${key}[]`, String(item));
    } else {
      target.append(key, String(value));
    }
  }
}

export function buildUrl(baseUrl: string, path: string, query?: Params): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = /^https?:\/\//.test(path) ? path : `${base}${path}`;
  if (!query) return url;
  const search = new URLSearchParams();
  appendParams(search, query);
  const qs = search.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function pickParam(url: string, names: string[]): string | null {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://placeholder.invalid').searchParams;
  } catch {
    return null;
  }
  for (const name of names) {
    const value = params.get(name);
    if (value) return value; // ids stay strings: flake ids do not fit in a number
  }
  return null;
}

/** max_id from rel="next", min_id (or since_id) from rel="prev". */
export function parseLinkHeader(link: string | null): { maxId: string | null; minId: string | null } {
  let maxId: string | null = null;
  let minId: string | null = null;
  if (!link) return { maxId, minId };
  for (const part of link.split(/,\s*(?=<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    // both groups always take part in a match; the defaults only satisfy the index type
    const [, url = '', attributes = ''] = match;
    const rels = /rel\s*=\s*"?([^";]+)"?/i.exec(attributes)?.[1]?.trim().split(/\s+/) ?? [];
    if (rels.includes('next')) maxId = pickParam(url, ['max_id']) ?? maxId;
    if (rels.includes('prev')) minId = pickParam(url, ['min_id', 'since_id']) ?? minId;
  }
  return { maxId, minId };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isAbort(err: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (err instanceof Error && err.name === 'AbortError');
}

function buildBody(opts: RequestOptions, headers: Record<string, string>): BodyInit | undefined {
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    return JSON.stringify(opts.json);
  }
  if (opts.form instanceof FormData) return opts.form; // fetch sets the multipart boundary
  if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    const body = new URLSearchParams();
    appendParams(body, opts.form);
    return body.toString();
  }
  return undefined;
}

export async function request<T>(cfg: ApiConfig, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const responseType = opts.responseType ?? 'json';
  const headers: Record<string, string> = {
    Accept: responseType === 'json' ? 'application/json' : 'text/html, text/plain, */*',
  };
  const body = buildBody(opts, headers);
  Object.assign(headers, opts.headers);
  if (opts.auth !== false && cfg.token) headers.Authorization = `Bearer ${cfg.token}`;

  const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
  const url = buildUrl(cfg.baseUrl, path, opts.query);
  let response: Response;
  let text: string;
  try {
    const early = method === 'GET' && responseType === 'json' ? takeEarlyFetch(url, headers.Authorization ?? null) : null;
    const ask = () => fetch(url, { method, headers, body, signal: opts.signal, keepalive: opts.keepalive }).then(readAnswer);
    // An early request that failed is simply made again.
    ({ response, text } = await (early ? early.catch(ask) : ask()));
  } catch (err) {
    if (isAbort(err, opts.signal)) throw err;
    // Never put the request headers (token) into the message.
    throw new NetworkError(`${method} ${path} failed: ${err instanceof Error ? err.message : String(err)}`);
  }

  if (!response.ok) {
    const parsed = text === '' ? null : parseJson(text);
    const errBody = parsed === null ? null : parsed.ok ? parsed.value : text;
    const retryAfterMs = waitHintOf(response.status, response.headers, Date.now());
    if (response.status === 429) reportRateLimit(retryAfterMs);
    if (MISSING_ROUTE_STATUSES.includes(response.status))
      reportMissingRoute({ method, path, status: response.status, body: errBody });
    throw new HttpError(response.status, errBody, `${method} ${path}`, retryAfterMs, { method, path });
  }

  const { maxId, minId } = parseLinkHeader(response.headers.get('Link'));
  let data: unknown;
  if (responseType === 'text') {
    data = text;
  } else if (text.trim() === '') {
    data = null; // 204 and friends
  } else {
    const parsed = parseJson(text);
    if (!parsed.ok) throw new BadResponseError(`${method} ${path}: response is not JSON`);
    data = parsed.value;
  }
  if (opts.shape === 'list' && !Array.isArray(data)) throw new BadResponseError(`${method} ${path}: expected a list`);
  if (opts.shape === 'object' && !isRecord(data)) throw new BadResponseError(`${method} ${path}: expected an object`);
  return { data: data as T, status: response.status, maxId, minId };
}
