import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../RouterLink';
import type { Mention } from '../../api/types';
import { useAppSelector } from '../../store/hooks';
import { selectCapabilities } from '../../selectors/instance';
import { mentionPath } from '../../utils/links';

/** How many mentions show before the '+N more' expander (spec 001 §2). */
export const MENTIONS_SHOWN = 5;

/** How a mention reads: its username without a host (snac2 puts one in it), else its acct's. */
const handleOf = (m: Mention) => `@${(m.username || m.acct).split('@')[0] || m.acct}`;

/**
 * The post's addressing: the first five mentions, then an expander for the rest. A mention links to the
 * profile by its id only when that id is `resolved` (the store's id for that acct), else by its acct.
 */
export function StatusMentions({ mentions, resolved }: { mentions: readonly Mention[]; resolved: ReadonlySet<Mention> }) {
  const intl = useIntl();
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  const [all, setAll] = useState(false);
  if (mentions.length === 0) return null;
  const shown = all ? mentions : mentions.slice(0, MENTIONS_SHOWN);
  const more = mentions.length - shown.length;
  return (
    <p className="status-mentions" aria-label={intl.formatMessage({ id: 'status.mentions' })}>
      {shown.map((m, i) => {
        const path = mentionPath(m, resolved.has(m), restricted);
        // ids repeat where a server makes them up (snac2: "0" for all)
        const key = `${i}:${m.acct}`;
        if (path)
          return (
            <Link key={key} to={path} className="status-mention" title={`@${m.acct}`}>
              {handleOf(m)}
            </Link>
          );
        // neither an id nor an acct to look up: its page on its server, if it has a safe one
        return m.url ? (
          <a key={key} href={m.url} className="status-mention" target="_blank" rel="noopener noreferrer nofollow">
            {handleOf(m)}
          </a>
        ) : (
          <span key={key} className="status-mention">
            {handleOf(m)}
          </span>
        );
      })}
      {more > 0 && (
        <button type="button" className="button-link status-mentions-more" onClick={() => setAll(true)}>
          <FormattedMessage id="status.mentions_more" values={{ count: more }} />
        </button>
      )}
    </p>
  );
}
