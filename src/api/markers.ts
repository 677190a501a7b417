// Mastodon's read markers (GET/POST /api/v1/markers): where the reader stopped in home and in notifications,
// kept by the server so another device opens at the same place. Pleroma and Akkoma keep only `notifications`;
// snac2 answers `{}` and has no POST; Hollo takes a JSON body only (a form is a 400), so markers go as JSON.
import { request, type ApiConfig } from './client';
import { isRecord } from '../utils/guards';

export type MarkerTimeline = 'home' | 'notifications';
export const MARKER_TIMELINES: readonly MarkerTimeline[] = ['home', 'notifications'];

export interface Marker {
  lastReadId: string;
  /** the server's counter of writes (Mastodon's optimistic lock); 0 when it sent none */
  version: number;
  /** ms since epoch; 0 when the server sent no readable date */
  updatedAt: number;
}

export type Markers = Partial<Record<MarkerTimeline, Marker>>;

/** One marker of the answer, or nothing when it is not a marker (an id that is no string, an empty one). */
function markerOf(raw: unknown): Marker | undefined {
  if (!isRecord(raw)) return undefined;
  const id = raw.last_read_id;
  const lastReadId = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : id;
  if (typeof lastReadId !== 'string' || lastReadId === '') return undefined;
  const updatedAt = typeof raw.updated_at === 'string' ? Date.parse(raw.updated_at) : NaN;
  return {
    lastReadId,
    version: typeof raw.version === 'number' ? raw.version : 0,
    updatedAt: Number.isFinite(updatedAt) ? updatedAt : 0,
  };
}

/** The markers an answer holds (`{home: {...}, notifications: {...}}`; a server without one leaves it out). */
export function readMarkers(data: unknown): Markers {
  const markers: Markers = {};
  if (!isRecord(data)) return markers;
  for (const timeline of MARKER_TIMELINES) {
    const marker = markerOf(data[timeline]);
    if (marker) markers[timeline] = marker;
  }
  return markers;
}

export async function fetchMarkers(cfg: ApiConfig, signal?: AbortSignal): Promise<Markers> {
  const res = await request<unknown>(cfg, '/api/v1/markers', {
    query: { timeline: [...MARKER_TIMELINES] },
    shape: 'object',
    signal,
  });
  return readMarkers(res.data);
}

/**
 * Saves the given markers; answers what the server kept (Pleroma and Akkoma drop `home` without a word, so
 * the answer tells). `keepalive`: sent as the page goes away, and finished by the browser after it.
 */
export async function saveMarkers(
  cfg: ApiConfig,
  lastRead: Partial<Record<MarkerTimeline, string>>,
  keepalive = false,
): Promise<Markers> {
  const json: Record<string, { last_read_id: string }> = {};
  for (const timeline of MARKER_TIMELINES) {
    const id = lastRead[timeline];
    if (id) json[timeline] = { last_read_id: id };
  }
  const res = await request<unknown>(cfg, '/api/v1/markers', { method: 'POST', json, keepalive });
  return readMarkers(res.data);
}
