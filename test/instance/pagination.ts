// Mastodon-style id pagination: max_id / since_id / min_id / limit over a
// newest-first list, and the Link header that points to the next and previous pages.
import type { Headers } from './http';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 40;

export interface Page<T> {
  items: T[];
  headers: Headers;
}

export function pageLimit(query: URLSearchParams, fallback = DEFAULT_LIMIT, max = MAX_LIMIT): number {
  const asked = Number.parseInt(query.get('limit') ?? '', 10);
  if (!Number.isFinite(asked) || asked <= 0) return fallback;
  return Math.min(asked, max);
}

/** `items` must be sorted newest first by an id that sorts as a string. */
export function paginate<T extends { id: string }>(items: T[], url: URL, max = MAX_LIMIT): Page<T> {
  const query = url.searchParams;
  const limit = pageLimit(query, DEFAULT_LIMIT, max);
  const maxId = query.get('max_id');
  const sinceId = query.get('since_id');
  const minId = query.get('min_id');
  let candidates = items;
  if (maxId) candidates = candidates.filter((item) => item.id < maxId);
  if (sinceId) candidates = candidates.filter((item) => item.id > sinceId);
  let page: T[];
  if (minId) {
    // min_id: the page immediately above min_id, still sent newest first.
    const above = candidates.filter((item) => item.id > minId);
    page = above.slice(Math.max(0, above.length - limit));
  } else {
    page = candidates.slice(0, limit);
  }
  const headers: Headers = {};
  if (page.length > 0) {
    const link = (param: string, id: string) => {
      const next = new URL(url.toString());
      for (const key of ['max_id', 'since_id', 'min_id']) next.searchParams.delete(key);
      next.searchParams.set(param, id);
      return `<${next.toString()}>`;
    };
    headers.Link = `${link('max_id', page[page.length - 1].id)}; rel="next", ${link('min_id', page[0].id)}; rel="prev"`;
  }
  return { items: page, headers };
}
