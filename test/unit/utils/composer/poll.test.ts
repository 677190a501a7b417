import {
  amountRange,
  availableUnits,
  clampAmount,
  defaultPoll,
  FALLBACK_POLL_LIMITS,
  pollError,
  pollLimitsOf,
  pollsAvailable,
  pollToSend,
  unitFor,
  uniqueOptions,
} from '../../../../src/features/composer/lib/poll';

const limits = { max_options: 4, max_option_chars: 20, min_expiration: 300, max_expiration: 7 * 86400 };
const poll = (options: string[], expiresIn = 600) => ({ options, multiple: false, expiresIn });

describe('poll rules', () => {
  it('defaults to 10 minutes, single choice, two empty options', () => {
    expect(defaultPoll(null)).toEqual({ options: ['', ''], multiple: false, expiresIn: 600 });
  });

  it('clamps the default into a server minimum above 10 minutes', () => {
    expect(defaultPoll({ ...limits, min_expiration: 3600 }).expiresIn).toBe(3600);
  });

  it('uses the hard limits when the server publishes none', () => {
    expect(pollLimitsOf(null)).toEqual(FALLBACK_POLL_LIMITS);
    expect(FALLBACK_POLL_LIMITS).toEqual({ max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 });
    expect(pollLimitsOf({ ...limits, max_option_chars: 0 }).max_option_chars).toBe(255);
  });

  it('offers polls only when the server has them and allows at least 2 options', () => {
    expect(pollsAvailable(true, limits)).toBe(true);
    expect(pollsAvailable(true, { ...limits, max_options: 1 })).toBe(false);
    expect(pollsAvailable(false, limits)).toBe(false);
    expect(pollsAvailable(true, null)).toBe(true);
  });

  it('de-duplicates options and drops empty ones', () => {
    expect(uniqueOptions(['a', 'b', 'a', '', '  ', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('needs at least 2 unique non-empty options', () => {
    expect(pollError(poll(['yes', 'yes']), limits)).toBe('polls.not_enough_options');
    expect(pollError(poll(['yes', '']), limits)).toBe('polls.not_enough_options');
    expect(pollError(poll(['yes', 'no']), limits)).toBeNull();
  });

  it('is no poll at all (and no error) when every option is empty', () => {
    expect(pollError(poll(['', '']), limits)).toBeNull();
    expect(pollToSend(poll(['', '']), limits)).toBeNull();
    expect(pollError(null, limits)).toBeNull();
  });

  it('refuses more options or longer ones than the server allows (a draft from elsewhere)', () => {
    expect(pollError(poll(['a', 'b', 'c', 'd', 'e']), limits)).toBe('polls.too_many_options');
    expect(pollError(poll(['a', 'x'.repeat(21)]), limits)).toBe('polls.too_many_options');
  });

  it('sends the unique options with the expiry clamped', () => {
    expect(pollToSend({ options: ['a', 'b', 'a'], multiple: true, expiresIn: 60 }, limits)).toEqual({
      options: ['a', 'b'],
      multiple: true,
      expiresIn: 300,
    });
    expect(pollToSend(poll(['a']), limits)).toBeNull();
  });

  it('offers only units whose single step fits within max_expiration', () => {
    expect(availableUnits(limits)).toEqual(['minutes', 'hours', 'days']);
    expect(availableUnits({ ...limits, max_expiration: 86399 })).toEqual(['minutes', 'hours']);
    expect(availableUnits({ ...limits, max_expiration: 3000 })).toEqual(['minutes']);
  });

  it('clamps the amount between min and max in the unit', () => {
    expect(amountRange('minutes', limits)).toEqual({ min: 5, max: 10080 });
    // 300 s is 0.08 h: rounded up to 1 h; 7 days is 168 h
    expect(amountRange('hours', limits)).toEqual({ min: 1, max: 168 });
    expect(clampAmount(2, 'minutes', limits)).toBe(5);
    expect(clampAmount(500, 'hours', limits)).toBe(168);
    expect(clampAmount(9, 'days', limits)).toBe(7);
    expect(clampAmount(3.4, 'days', limits)).toBe(3);
    expect(clampAmount(Number.NaN, 'days', limits)).toBe(1);
  });

  it('shows a stored expiry in the largest unit that divides it', () => {
    expect(unitFor(600, limits)).toBe('minutes');
    expect(unitFor(7200, limits)).toBe('hours');
    expect(unitFor(172800, limits)).toBe('days');
    expect(unitFor(86400, { ...limits, max_expiration: 86399 })).toBe('hours');
  });
});
