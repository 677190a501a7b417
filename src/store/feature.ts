// The contract between a lazy feature and the spine: what its small public entry declares (intents and a
// loader), and what its chunk gives back (flows, or a saga with its own loop). See docs/architecture.md,
// "Feature modules".
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Channel, Saga } from 'redux-saga';

/** One intent and how a repeat is treated while the previous one runs (takeLatest / takeLeading / takeEvery). */
export interface Flow {
  type: string;
  mode: 'latest' | 'leading' | 'every';
  handler: Saga<[never]>;
}

/** A saga that takes its intents from the buffered channel it is given, starting with `first`. */
export type ChannelSaga = (source: Channel<UnknownAction>, first: UnknownAction) => Generator;

/** What a feature's chunk exports for the loader: one list of flows, or one saga with a loop of its own. */
export type FeatureModule = { flows: Flow[] } | { saga: ChannelSaga };

/** Anything with a `type`: an action creator made by createAction or createSlice. */
export interface IntentCreator {
  type: string;
}

export interface LazyFeature {
  /** its chunk's name, in logs and the load-error notice */
  name: string;
  /** buffered from the start; the first one loads the chunk, and none is lost while it loads */
  intents: readonly IntentCreator[];
  load: () => Promise<FeatureModule>;
  /** an intent that needs nothing loaded yet (e.g. signing out before anything was opened) */
  skip?: (action: UnknownAction) => boolean;
}

/** Declares a lazy feature (typed; nothing runs until the root saga starts its loader). */
export const defineFeature = (feature: LazyFeature): LazyFeature => feature;

/** The reader asked to try loading a feature's chunk again (the load-error notice's button). */
export const featureLoadRetried = createAction<{ feature: string }>('features/loadRetried');
