import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * A reducer for a slice only lazy chunks use: it keeps `initial` until the real slice module is
 * evaluated and injects its reducer, then hands every action to it. Every module that dispatches the
 * slice's actions imports the real slice, so none arrives before it (docs/architecture.md, "Lazy slices").
 */
export function standIn<S>(initial: S) {
  let loaded: Reducer<S> | null = null;
  const reducer = (state: S = initial, action: UnknownAction): S => (loaded ? loaded(state, action) : state);
  const inject = (real: Reducer<S>) => {
    loaded = real;
  };
  return [reducer, inject] as const;
}
