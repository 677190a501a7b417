// Error classes thrown by api/client.ts and their mapping to translatable message ids.

import { isRecord } from '../utils/guards';

/** Longer than this, a server's "message" is a dump (a stack, a schema), not words for a person. */
const MAX_HUMAN_TEXT = 300;

/**
 * Words a person can read, or null: `invalid_request`, `unauthorized` (codes), JSON or HTML text, and
 * overly long dumps are not. A sentence has a space or starts with a capital ("Record not found",
 * "Forbidden"); a lower-case word without spaces is a code.
 */
export function humanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || text.length > MAX_HUMAN_TEXT) return null;
  if (/^[[{<]/.test(text)) return null;
  if (!/\s/.test(text) && !/^[A-Z][a-z]/.test(text)) return null;
  return text;
}

/** A validation library's error object (Hollo's `{name: 'ZodError', message: '[…]'}`): never shown as it is. */
const isValidationDump = (value: Record<string, unknown>) =>
  (typeof value.name === 'string' && /Error$/.test(value.name)) || 'issues' in value;

/** Flattens `errors` as servers send it: a string, a list, or {field: [messages]}. */
function flattenErrors(errors: unknown): string | null {
  if (typeof errors === 'string') {
    // A field's message may be one word ("invalid"): it follows the field's name.
    const text = errors.trim();
    return text && text.length <= MAX_HUMAN_TEXT && !/^[[{<]/.test(text) ? text : null;
  }
  if (Array.isArray(errors)) {
    const parts = errors.map(flattenErrors).filter((p): p is string => Boolean(p));
    return parts.length ? parts.join(', ') : null;
  }
  if (isRecord(errors)) {
    if (isValidationDump(errors)) return null;
    const parts = Object.entries(errors).map(([field, value]) => {
      const msg = flattenErrors(value);
      return msg ? `${field} ${msg}` : null;
    });
    const kept = parts.filter((p): p is string => Boolean(p));
    return kept.length ? kept.join('; ') : null;
  }
  return null;
}

/**
 * The server's own words for a person (issue 17 §18): `error_description`, else `error` when it is a
 * sentence rather than a code, else field errors (`errors`, or Pleroma's `{error: {field: [..]}}`).
 * Codes (`invalid_request`), validation dumps (Hollo's `zod_error`) and HTML pages give null, and the
 * caller says it in its own sentence.
 */
export function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const described = humanText(body.error_description) ?? humanText(body.error);
  if (described) return described;
  if (body.errors !== undefined) return flattenErrors(body.errors);
  // Pleroma's registration errors sometimes arrive as {error: {field: [..]}}.
  if (isRecord(body.error)) return flattenErrors(body.error);
  return null;
}

export class HttpError extends Error {
  readonly status: number;
  /** Parsed JSON, or the text (HTML error pages), or null (empty body). */
  readonly body: unknown;
  /** The server's words for a person (serverMessageOf): never a code or a validation dump. */
  readonly serverMessage: string | null;
  /** How long the server asked us to wait (Retry-After, or X-RateLimit-Reset on a 429); null when it did not say. */
  readonly retryAfterMs: number | null;
  /** The request that was answered so (the API client's), for telling a missing feature; null when not known. */
  readonly route: { method: string; path: string } | null;

  constructor(
    status: number,
    body: unknown,
    context = 'request',
    retryAfterMs: number | null = null,
    route: { method: string; path: string } | null = null,
  ) {
    const serverMessage = serverMessageOf(body);
    super(`${context}: HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.retryAfterMs = retryAfterMs;
    this.route = route;
  }
}

/** fetch itself rejected: offline, DNS, CORS, refused connection. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** A 2xx whose body is not the JSON we asked for (for example an HTML page from a proxy). */
export class BadResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadResponseError';
  }
}

export interface ErrorDescription {
  id: string;
  values?: Record<string, string | number>;
}

export function describeError(err: unknown): ErrorDescription {
  if (err instanceof HttpError) {
    switch (err.status) {
      case 429:
        return { id: 'errors.http.rate_limited' };
      case 500:
        return { id: 'errors.http.internal' };
      case 503:
        return { id: 'errors.http.unavailable' };
      default:
        return { id: 'errors.http.unexpected_status', values: { code: err.status } };
    }
  }
  if (err instanceof NetworkError) return { id: 'errors.http.network' };
  if (err instanceof BadResponseError) return { id: 'errors.http.bad_response' };
  return { id: 'errors.generic' };
}

/**
 * describeError with the server's own words when it sent some (spec 001 §4: failures carry the server
 * error text, e.g. Pleroma's 422 "Already voted"); `text` wins over the id when shown (i18n/useMessage).
 */
export function describeErrorWithServerText(err: unknown): ErrorDescription & { text?: string } {
  const described = describeError(err);
  return err instanceof HttpError && err.serverMessage ? { ...described, text: err.serverMessage } : described;
}
