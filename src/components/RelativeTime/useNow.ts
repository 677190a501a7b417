import { useSyncExternalStore } from 'react';

/** Status cards tick every 60 s, notifications every 240 s (spec 001 §2, §9). */
export type Tick = 60_000 | 240_000;

interface Clock {
  now: number;
  timer: ReturnType<typeof setInterval> | null;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => number;
}

/** One shared clock per interval for every timestamp on the page that uses it. */
function makeClock(tickMs: number): Clock {
  const clock: Clock = {
    now: Date.now(),
    timer: null,
    listeners: new Set(),
    subscribe(listener) {
      clock.listeners.add(listener);
      if (!clock.timer) {
        // the clock may have slept while nothing showed a time: start from the real now
        clock.now = Date.now();
        clock.timer = setInterval(() => {
          clock.now = Date.now();
          clock.listeners.forEach((l) => l());
        }, tickMs);
      }
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size === 0 && clock.timer) {
          clearInterval(clock.timer);
          clock.timer = null;
        }
      };
    },
    /** While no timer runs (first render), the real time; after that, the shared tick. */
    snapshot: () => (clock.timer ? clock.now : (clock.now = Date.now())),
  };
  return clock;
}

const clocks = new Map<Tick, Clock>();
const clockFor = (tick: Tick): Clock => {
  let clock = clocks.get(tick);
  if (!clock) clocks.set(tick, (clock = makeClock(tick)));
  return clock;
};

export function useNow(tick: Tick = 60_000): number {
  const clock = clockFor(tick);
  return useSyncExternalStore(clock.subscribe, clock.snapshot, clock.snapshot);
}
