import { useIntl, type IntlShape } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectSettings } from '../../selectors/settings';
import { relativeTime } from '../../utils/time';
import { lazyTitle } from '../../utils/lazyTitle';
import { useNow, type Tick } from './useNow';

const SHORT_KEYS = {
  now: 'time.now',
  second: 'time.seconds_short',
  minute: 'time.minutes_short',
  hour: 'time.hours_short',
  day: 'time.days_short',
  week: 'time.weeks_short',
  month: 'time.months_short',
  year: 'time.years_short',
} as const;

/**
 * timeType 'absolute' (the spec names the preference, not the format): the time alone for today, the
 * day and time within the year, else the date. The full date stays in the title either way.
 */
function absoluteLabel(intl: IntlShape, date: Date, now: number): string {
  const today = new Date(now);
  if (date.toDateString() === today.toDateString()) return intl.formatTime(date, { timeStyle: 'short' });
  if (date.getFullYear() === today.getFullYear())
    return intl.formatDate(date, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return intl.formatDate(date, { dateStyle: 'medium' });
}

/** How long ago ('5m'), or the date itself when the reader chose absolute times. */
export function RelativeTime({ date, tick }: { date: string; tick?: Tick }) {
  const intl = useIntl();
  const absolute = useAppSelector((s) => selectSettings(s).timeType === 'absolute');
  const now = useNow(tick);
  const rel = relativeTime(date, now);
  const parsed = new Date(date);
  const valid = !Number.isNaN(parsed.getTime());
  return (
    <time
      dateTime={valid ? parsed.toISOString() : undefined}
      {...lazyTitle(() => (valid ? intl.formatDate(parsed, { dateStyle: 'medium', timeStyle: 'short' }) : undefined))}
    >
      {absolute && valid ? absoluteLabel(intl, parsed, now) : intl.formatMessage({ id: SHORT_KEYS[rel.unit] }, { n: rel.value })}
    </time>
  );
}
