/** Relative time units and their lengths in seconds (spec 001 §9: week 7 days, month 30, year 365.25). */
const UNITS = [
  ['year', 365.25 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

export type TimeUnit = (typeof UNITS)[number][0];

export interface RelativeTime {
  unit: TimeUnit | 'now';
  value: number;
  future: boolean;
}

/**
 * Under `nowThresholdMinutes` (spec default 1) reads as 'now', in the past or the future: the labels move
 * on a 60 s tick and server clocks drift by seconds, so a count of seconds would be wrong when shown.
 */
export function relativeTime(date: Date | string, now: number, nowThresholdMinutes = 1): RelativeTime {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return { unit: 'now', value: 0, future: false };
  const diff = (now - time) / 1000;
  const seconds = Math.abs(diff);
  if (seconds < nowThresholdMinutes * 60) return { unit: 'now', value: 0, future: false };
  for (const [unit, length] of UNITS) {
    if (seconds >= length) return { unit, value: Math.floor(seconds / length), future: diff < 0 };
  }
  return { unit: 'second', value: Math.floor(seconds), future: diff < 0 };
}
