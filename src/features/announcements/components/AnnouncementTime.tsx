import { FormattedDate, FormattedMessage } from 'react-intl';

/** 'Published …', 'Starts …', 'Ends …': a date alone for all-day announcements, else a date and a time. */
export function AnnouncementTime({ id, iso, dateOnly }: { id: string; iso: string; dateOnly: boolean }) {
  const time = (
    <time dateTime={iso}>
      <FormattedDate value={iso} dateStyle="medium" timeStyle={dateOnly ? undefined : 'short'} />
    </time>
  );
  return (
    <span className="announcement-time">
      <FormattedMessage id={id} values={{ time }} />
    </span>
  );
}
