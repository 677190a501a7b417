import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';
import { selectModerationModal } from '../moderationModalSlice';

/** The open-reports count on the moderation entry (top bar, drawer); nothing while there are none. */
export function ReportsBadge() {
  const intl = useIntl();
  const count = useAppSelector((s) => selectModerationModal(s).openCount);
  if (count <= 0) return null;
  return (
    <span className="count-badge" title={intl.formatMessage({ id: 'moderation.reports.open_count' }, { count })}>
      {count}
    </span>
  );
}
