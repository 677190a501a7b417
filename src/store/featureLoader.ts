// The one loader of lazy features (docs/architecture.md, "Feature modules"): a feature's intents are
// buffered from the start, the first one loads its chunk (retried, then offered again from a notice), and
// every intent reaches the chunk's flows or saga in order, the first included: nothing the reader asked
// for is lost to a slow or failed load.
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, take } from 'typed-redux-saga';
import { noticeAdded } from '../slices/ui';
import { retryImport } from '../utils/retryImport';
import { featureLoadRetried, type Flow, type FeatureModule, type LazyFeature } from './feature';

/**
 * The chunk's module: tried a few times with backoff; if it still fails, an error notice offers a retry
 * and this waits for it (intents keep buffering meanwhile).
 */
export function* loadFeature<M>(feature: { name: string; load: () => Promise<M> }) {
  for (;;) {
    try {
      return yield* call(retryImport<M>, feature.load);
    } catch (error) {
      console.warn(`[${feature.name}] could not load:`, error instanceof Error ? error.message : error);
      yield* put(
        noticeAdded('error', { id: 'general.async_load_error' }, undefined, featureLoadRetried({ feature: feature.name })),
      );
      yield* take((a: Action) => featureLoadRetried.match(a) && a.payload.feature === feature.name);
    }
  }
}

/** Resolves once the saga scheduler has flushed the puts queued so far. */
const settled = () => Promise.resolve();

/** Hands each intent to its flow: takeLatest / takeLeading / takeEvery semantics, `first` included. */
export function* runChannelFlows(flows: Flow[], channel: Channel<UnknownAction>, first: UnknownAction) {
  const running = new Map<string, Task>();
  let action = first;
  for (;;) {
    const flow = flows.find((f) => f.type === action.type);
    if (flow) {
      const previous = running.get(flow.type);
      if (flow.mode !== 'every' && previous?.isRunning()) {
        if (flow.mode === 'leading') {
          action = yield* take(channel);
          continue;
        }
        yield* cancel(previous);
      }
      running.set(flow.type, yield* fork(flow.handler, action as never));
      // Intents buffered during the load would otherwise be forked in one go, each reading the state before the
      // previous handler's puts landed (they are queued until this run yields); live, each comes in its own dispatch.
      yield* call(settled);
    }
    action = yield* take(channel);
  }
}

/** One per lazy feature, started by the root saga. */
export function* featureLoader(feature: LazyFeature) {
  const channel = yield* actionChannel(feature.intents.map((intent) => intent.type));
  for (;;) {
    const first = yield* take(channel);
    if (feature.skip?.(first)) continue;
    const module: FeatureModule = yield* call(loadFeature<FeatureModule>, feature);
    if ('saga' in module) yield* call(module.saga, channel, first);
    else yield* call(runChannelFlows, module.flows, channel, first);
  }
}
