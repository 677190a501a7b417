import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { actionLogMiddleware } from './actionLog';
import { redactSecrets } from './redact';

export type { RootState } from './rootReducer';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** run the root saga (off for tests that only want reducers) */
  runSagas?: boolean;
  devTools?: boolean;
  /** told the root saga's task (a test stops it when it ends) */
  onRootSaga?: (task: Task) => void;
}

export function createAppStore({ preloadedState, runSagas = true, devTools = false, onRootSaga }: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('saga failed', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(actionLogMiddleware, sagaMiddleware),
    // Time-travel works because actions and state are plain data; secrets are redacted on the way out.
    devTools: devTools && {
      name: 'fedi-client',
      actionSanitizer: <A extends UnknownAction>(action: A) => redactSecrets(action),
      stateSanitizer: <S>(state: S) => redactSecrets(state),
    },
  });
  if (runSagas) {
    // not inside `onRootSaga?.(…)`: an optional call skips its arguments when there is no callback
    const task = sagaMiddleware.run(rootSaga);
    onRootSaga?.(task);
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
