// The shared guards for untrusted data: one place for each, used by every layer.

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place inside HTML (text or a quoted attribute). */
/** A finite number above zero (a stored size, a count): anything else, NaN and Infinity included, is not. */
export const isPositiveNumber = (value: unknown): value is number => typeof value === 'number' && value > 0 && value < Infinity;

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * A server document taken as the type its endpoint promises: the same trust the API client gives every
 * JSON reply (`ApiResponse<T>`), for documents that arrive another way (Pleroma's preloaded block). The one
 * place such a cast is allowed; what renders it still guards each field.
 */
export const asServerDocument = <T>(json: Record<string, unknown>): T => json as unknown as T;
