// Error classes thrown by api/client.ts and their mapping to translatable message ids.

import { isRecord } from '../utils/guards';
/** Flattens `errors` as servers send it: a string, a list, or {field: [messages]}. */
function flattenErrors(errors: unknown): string | null {
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) {
    const parts = errors.map(flattenErrors).filter((p): p is string => Boolean(p));
    return parts.length ? parts.join(', ') : null;
  }
  if (isRecord(errors)) {
    const parts = Object.entries(errors).map(([field, value]) => {
      const msg = flattenErrors(value);
      return msg ? `${field} ${msg}` : null;
    });
    const kept = parts.filter((p): p is string => Boolean(p));
    return kept.length ? kept.join('; ') : null;
  }
  return null;
}

export function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (typeof body.error === 'string' && body.error) return body.error;
  if (typeof body.error_description === 'string' && body.error_description) return body.error_description;
  if (body.errors !== undefined) return flattenErrors(body.errors);
  // Pleroma's registration errors sometimes arrive as {error: {field: [..]}}.
  if (isRecord(body.error)) return flattenErrors(body.error);
  return null;
}

export class HttpError extends Error {
  readonly status: number;
  /** Parsed JSON, or the text (HTML error pages), or null (empty body). */
  readonly body: unknown;
  /** body.error / error_description / errors flattened, when present. */
  readonly serverMessage: string | null;
  /** How long the server asked us to wait (Retry-After, or X-RateLimit-Reset on a 429); null when it did not say. */
  readonly retryAfterMs: number | null;

  constructor(status: number, body: unknown, context = 'request', retryAfterMs: number | null = null) {
    const serverMessage = serverMessageOf(body);
    super(`${context}: HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.retryAfterMs = retryAfterMs;
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
