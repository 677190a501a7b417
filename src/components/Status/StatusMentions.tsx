import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Mention } from '../../api/types';
import { useAppSelector } from '../../store/hooks';
import { selectCapabilities } from '../../selectors/instance';
import { profilePath } from '../../utils/links';

/** How many mentions show before the '+N more' expander (spec 001 §2). */
export const MENTIONS_SHOWN = 5;

/** The post's addressing: the first five mentions, then an expander for the rest. */
export function StatusMentions({ mentions }: { mentions: readonly Mention[] }) {
  const intl = useIntl();
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  const [all, setAll] = useState(false);
  if (mentions.length === 0) return null;
  const shown = all ? mentions : mentions.slice(0, MENTIONS_SHOWN);
  const more = mentions.length - shown.length;
  return (
    <p className="status-mentions" aria-label={intl.formatMessage({ id: 'status.mentions' })}>
      {shown.map((m) => (
        <Link key={m.id} to={profilePath(m, restricted)} className="status-mention" title={`@${m.acct}`}>
          @{m.username}
        </Link>
      ))}
      {more > 0 && (
        <button type="button" className="button-link status-mentions-more" onClick={() => setAll(true)}>
          <FormattedMessage id="status.mentions_more" values={{ count: more }} />
        </button>
      )}
    </p>
  );
}
