// Poll rules of the composer (spec 001 §5 Polls). Pure, so the form, the post button and the saga agree.
import type { PollLimits } from '../../../api/types/index';
import type { PollDraft } from '../composerSlice';

/** Used when the server publishes no limits (spec: hard limits). */
export const FALLBACK_POLL_LIMITS: PollLimits = {
  max_options: 4,
  max_option_chars: 255,
  min_expiration: 60,
  max_expiration: 86400,
};

export const EXPIRY_UNITS = ['minutes', 'hours', 'days'] as const;
export type ExpiryUnit = (typeof EXPIRY_UNITS)[number];
export const UNIT_SECONDS: Record<ExpiryUnit, number> = { minutes: 60, hours: 3600, days: 86400 };

/** The server's limits with any missing or nonsensical value taken from the fallback. */
export function pollLimitsOf(limits: PollLimits | null | undefined): PollLimits {
  const pick = (v: number | undefined, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);
  const l = limits ?? FALLBACK_POLL_LIMITS;
  const min = pick(l.min_expiration, FALLBACK_POLL_LIMITS.min_expiration);
  return {
    max_options: pick(l.max_options, FALLBACK_POLL_LIMITS.max_options),
    max_option_chars: pick(l.max_option_chars, FALLBACK_POLL_LIMITS.max_option_chars),
    min_expiration: min,
    max_expiration: Math.max(min, pick(l.max_expiration, FALLBACK_POLL_LIMITS.max_expiration)),
  };
}

/** Polls are offered only when the server has them and allows at least 2 options. */
export const pollsAvailable = (polls: boolean, limits: PollLimits | null | undefined): boolean =>
  polls && pollLimitsOf(limits).max_options >= 2;

/** Default 10 minutes, single choice, two empty options (clamped into the server's range). */
export function defaultPoll(limits: PollLimits | null | undefined): PollDraft {
  const l = pollLimitsOf(limits);
  return { options: ['', ''], multiple: false, expiresIn: clampSeconds(600, 'minutes', l) };
}

/** Units whose single step fits within max_expiration. */
export function availableUnits(limits: PollLimits): ExpiryUnit[] {
  const units = EXPIRY_UNITS.filter((u) => UNIT_SECONDS[u] <= limits.max_expiration);
  return units.length > 0 ? units : ['minutes'];
}

/** The amounts allowed in a unit: min rounded up, max rounded down (at least 1). */
export function amountRange(unit: ExpiryUnit, limits: PollLimits): { min: number; max: number } {
  const min = Math.max(1, Math.ceil(limits.min_expiration / UNIT_SECONDS[unit]));
  const max = Math.max(min, Math.floor(limits.max_expiration / UNIT_SECONDS[unit]));
  return { min, max };
}

export function clampAmount(amount: number, unit: ExpiryUnit, limits: PollLimits): number {
  const { min, max } = amountRange(unit, limits);
  if (!Number.isFinite(amount)) return min;
  return Math.min(max, Math.max(min, Math.round(amount)));
}

/** Seconds for `seconds` expressed in `unit`, clamped to a whole amount of that unit within the limits. */
function clampSeconds(seconds: number, unit: ExpiryUnit, limits: PollLimits): number {
  return clampAmount(seconds / UNIT_SECONDS[unit], unit, limits) * UNIT_SECONDS[unit];
}

/** The unit to show a stored expiry in: the largest available one that divides it evenly. */
export function unitFor(seconds: number, limits: PollLimits): ExpiryUnit {
  const units = availableUnits(limits);
  const fitting = units.filter((unit) => seconds % UNIT_SECONDS[unit] === 0);
  // availableUnits is never empty, and keeps EXPIRY_UNITS' order, smallest first
  return fitting.at(-1) ?? units[0] ?? 'minutes';
}

/** Non-empty options, trimmed of nothing (the server gets what was typed), without repeats. */
export const uniqueOptions = (options: readonly string[]): string[] => [...new Set(options.filter((o) => o.trim() !== ''))];

/** Whether the poll goes out at all: only when some option is filled in. */
export const pollHasContent = (poll: PollDraft | null): poll is PollDraft =>
  poll !== null && uniqueOptions(poll.options).length > 0;

/** A message id when the poll blocks posting, else null (no poll, an empty one, or a valid one). */
export function pollError(poll: PollDraft | null, limits: PollLimits | null | undefined): string | null {
  if (!pollHasContent(poll)) return null;
  const l = pollLimitsOf(limits);
  const options = uniqueOptions(poll.options);
  if (options.length < 2) return 'polls.not_enough_options';
  if (options.length > l.max_options || options.some((o) => o.length > l.max_option_chars)) return 'polls.too_many_options';
  return null;
}

/** What is sent: de-duplicated options and the expiry clamped into the limits; null when there is no poll to send. */
export function pollToSend(poll: PollDraft | null, limits: PollLimits | null | undefined): PollDraft | null {
  if (!pollHasContent(poll) || pollError(poll, limits)) return null;
  const l = pollLimitsOf(limits);
  const expiresIn = Math.min(l.max_expiration, Math.max(l.min_expiration, poll.expiresIn));
  return { options: uniqueOptions(poll.options), multiple: poll.multiple, expiresIn };
}
