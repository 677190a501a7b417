// A real store (the app's root reducer) running one saga, recording every dispatched action.
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { rootReducer, type RootState } from '../../src/store/rootReducer';

export interface SagaStore {
  store: ReturnType<typeof makeStore>;
  actions: UnknownAction[];
  task: Task;
  getState: () => RootState;
  /** the recorded actions of one type */
  ofType: (type: string) => UnknownAction[];
}

function makeStore(preloadedState: Partial<RootState> | undefined, middleware: Middleware[]) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(middleware),
  });
}

/** The sagas the current test started: stopped after it (setup.ts), so none runs on into a later test or teardown. */
const running = new Set<Task>();

/** A saga the test started some other way (createAppStore's onRootSaga): stopped with the others. */
export const trackTestSaga = (task: Task): void => {
  running.add(task);
};

export function stopTestSagas(): void {
  for (const task of running) if (task.isRunning()) task.cancel();
  running.clear();
}

export function runSagaInStore(saga: Saga, preloadedState?: Partial<RootState>, context?: Record<string, unknown>): SagaStore {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({ context, onError: (error) => console.error('saga failed in test', error) });
  const store = makeStore(preloadedState, [recorder, sagaMiddleware]);
  const task = sagaMiddleware.run(saga);
  running.add(task);
  return {
    store,
    actions,
    task,
    getState: () => store.getState(),
    ofType: (type) => actions.filter((a) => a.type === type),
  };
}

// Captured before any test installs fake timers, so waiting works under jest.useFakeTimers too
// (jsdom has no setImmediate).
const realSetTimeout = globalThis.setTimeout;
const nextTurn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));

/**
 * Lets pending promises, msw's in-process responses and saga continuations run, until `done` holds.
 * Works with jest's fake timers (it waits on the real clock).
 */
export async function until(done: () => boolean, what = 'condition', maxTurns = 500): Promise<void> {
  for (let i = 0; i < maxTurns; i += 1) {
    if (done()) return;
    await nextTurn();
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A few event-loop turns, for asserting that something did NOT happen. */
export async function settle(turns = 30): Promise<void> {
  for (let i = 0; i < turns; i += 1) await nextTurn();
}

/** jest fake timers that leave the event loop's own hooks real (msw and undici need them). */
export function useSagaFakeTimers(now?: number): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'], ...(now === undefined ? {} : { now }) });
}
