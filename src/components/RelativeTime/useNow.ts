import { useSyncExternalStore } from 'react';

/** One shared clock for every timestamp on the page, ticking each 60 s (spec 001 §2). */
const TICK_MS = 60_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // the clock may have slept while nothing showed a time: start from the real now
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** While no timer runs (first render), the real time; after that, the shared tick. */
const snapshot = () => (timer ? now : (now = Date.now()));

export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
