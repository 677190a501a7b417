import { relativeTime } from '../../../src/utils/time';

const NOW = Date.parse('2024-06-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000);
const DAY = 86400;

describe('relativeTime', () => {
  it.each([
    [0, 'now', 0],
    [1, 'now', 0],
    [2, 'now', 0],
    [59, 'now', 0],
    [60, 'minute', 1],
    [59 * 60 + 59, 'minute', 59],
    [3600, 'hour', 1],
    [23 * 3600, 'hour', 23],
    [DAY, 'day', 1],
    [6 * DAY + 86399, 'day', 6],
    [7 * DAY, 'week', 1],
    [29 * DAY, 'week', 4],
    [30 * DAY, 'month', 1],
    [365 * DAY, 'month', 12],
    [365.25 * DAY, 'year', 1],
    [3 * 365.25 * DAY, 'year', 3],
  ])('%d s ago is %s %d', (seconds, unit, value) => {
    expect(relativeTime(ago(seconds), NOW)).toEqual({ unit, value, future: false });
  });

  it('reads a few seconds ahead (server clock drift) as now', () => {
    expect(relativeTime(new Date(NOW + 4_000), NOW)).toEqual({ unit: 'now', value: 0, future: false });
  });

  it('marks times in the future', () => {
    expect(relativeTime(new Date(NOW + 2 * 3600 * 1000), NOW)).toEqual({ unit: 'hour', value: 2, future: true });
  });

  it('accepts ISO strings, and reads an unparseable date as now', () => {
    expect(relativeTime('2024-06-01T11:00:00.000Z', NOW)).toEqual({ unit: 'hour', value: 1, future: false });
    expect(relativeTime('not a date', NOW)).toEqual({ unit: 'now', value: 0, future: false });
  });

  it('honours another now-threshold, in minutes', () => {
    expect(relativeTime(ago(5 * 60 - 1), NOW, 5).unit).toBe('now');
    expect(relativeTime(ago(5 * 60), NOW, 5)).toEqual({ unit: 'minute', value: 5, future: false });
    expect(relativeTime(ago(3), NOW, 0)).toEqual({ unit: 'second', value: 3, future: false });
  });
});
