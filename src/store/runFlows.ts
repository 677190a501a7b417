// Flows run eagerly, each intent taken from the store: for tests, and for a chunk's saga that is loaded anyway.
// Its own module, so the first bundle does not carry it (only lazy chunks and tests use it).
import type { Saga } from 'redux-saga';
import { takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import type { Flow } from './feature';

export function* runFlows(flows: Flow[]) {
  const effects = { every: takeEvery, latest: takeLatest, leading: takeLeading } as const;
  for (const flow of flows) yield* effects[flow.mode](flow.type, flow.handler as Saga);
}
