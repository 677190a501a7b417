import { actionChannel, call, cancel, fork, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Channel, Saga, Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';

/** One intent and how a repeat is treated while the previous one runs (takeLatest / takeLeading / takeEvery). */
export interface Flow {
  type: string;
  mode: 'latest' | 'leading' | 'every';
  handler: Saga<[never]>;
}

/**
 * Sagas kept out of the initial bundle: the first of `types` loads their chunk, and every action of
 * those types, including the ones that arrive while it loads (buffered), goes to its flow.
 */
export function* lazyFlows(name: string, types: string[], load: () => Promise<Flow[]>) {
  const channel: Channel<UnknownAction> = yield actionChannel(types);
  let flows: Flow[] | null = null;
  const running = new Map<string, Task>();
  for (;;) {
    const action: UnknownAction = yield take(channel);
    if (!flows) {
      try {
        flows = (yield call(load)) as Flow[];
      } catch (error) {
        // The screens that send these intents come from the same chunk, so this is rare: try again next time.
        console.warn(`[${name}] could not load:`, error instanceof Error ? error.message : error);
        continue;
      }
    }
    const flow = flows.find((f) => f.type === action.type);
    if (!flow) continue;
    const previous = running.get(flow.type);
    if (flow.mode !== 'every' && previous?.isRunning()) {
      if (flow.mode === 'leading') continue;
      yield cancel(previous);
    }
    running.set(flow.type, (yield fork(flow.handler as Saga, action)) as Task);
  }
}

/** A saga that takes its intents from the buffered channel it is given, starting with `first`. */
export type ChannelSaga = (source: Channel<UnknownAction>, first: UnknownAction) => Generator;

/**
 * A saga with a loop of its own (not a list of flows) kept out of the initial bundle: its intents are
 * buffered from the start, the first one (unless `skip` says it needs nothing) loads its chunk, and the
 * saga then takes every intent from the same channel, that first one included.
 */
export function* lazySaga(
  name: string,
  types: string[],
  load: () => Promise<ChannelSaga>,
  skip?: (action: UnknownAction) => boolean,
) {
  const channel: Channel<UnknownAction> = yield actionChannel(types);
  for (;;) {
    const first: UnknownAction = yield take(channel);
    if (skip?.(first)) continue;
    let saga: ChannelSaga;
    try {
      saga = (yield call(load)) as ChannelSaga;
    } catch (error) {
      // The screens that send these intents come from the same chunk, so this is rare: try again next time.
      console.warn(`[${name}] could not load:`, error instanceof Error ? error.message : error);
      continue;
    }
    yield call(saga, channel, first);
  }
}

/** The same flows run eagerly (tests, or a module that is loaded anyway). */
export function* runFlows(flows: Flow[]) {
  const effects = { every: takeEvery, latest: takeLatest, leading: takeLeading } as const;
  for (const flow of flows) yield effects[flow.mode](flow.type, flow.handler as Saga);
}
