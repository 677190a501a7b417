import { select, take } from 'typed-redux-saga';
import type { RootState } from '../store/rootReducer';

/** Waits until the state says so, checked after every action (at once when it already does). */
export function* untilState(test: (s: RootState) => boolean) {
  while (!(yield* select(test))) yield* take('*');
}
