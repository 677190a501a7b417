import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../src/store/rootReducer';
import type { ActionLogFile } from '../../src/store/actionLog';
import { loadAllFeatures } from '../../src/store/lazyFeatures';

// A log holds the actions of lazy slices too: every one must be in place before replaying it, so every
// feature's chunk is evaluated (each lazy slice injects itself) before the tests of a file using these run.
beforeAll(() => loadAllFeatures());

/** Replays a recorded action log through the real root reducer, as the app's store would. */
export function replayActionLog(log: ActionLogFile, from?: RootState): RootState {
  if (log.format !== 'fedi-client-action-log' || log.version !== 1) throw new Error('not an action log of this client');
  return log.actions.reduce<RootState>(
    (state, entry) => rootReducer(state, entry.action as UnknownAction),
    from ?? rootReducer(undefined, { type: '@@replay/init' }),
  );
}

/** The state after the first action of the given type: for asserting intermediate views. */
export function replayUntil(log: ActionLogFile, type: string): RootState {
  const index = log.actions.findIndex((entry) => entry.action.type === type);
  if (index < 0) throw new Error(`the log has no ${type}`);
  return replayActionLog({ ...log, actions: log.actions.slice(0, index + 1) });
}
