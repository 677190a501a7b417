import { useIntl } from 'react-intl';
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

export function RelativeTime({ date, tick }: { date: string; tick?: Tick }) {
  const intl = useIntl();
  const now = useNow(tick);
  const rel = relativeTime(date, now);
  const parsed = new Date(date);
  const valid = !Number.isNaN(parsed.getTime());
  return (
    <time
      dateTime={valid ? parsed.toISOString() : undefined}
      {...lazyTitle(() => (valid ? intl.formatDate(parsed, { dateStyle: 'medium', timeStyle: 'short' }) : undefined))}
    >
      {intl.formatMessage({ id: SHORT_KEYS[rel.unit] }, { n: rel.value })}
    </time>
  );
}
