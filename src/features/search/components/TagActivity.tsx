import { FormattedMessage } from 'react-intl';
import { tagCounts, type HashtagResult } from '../lib/hashtags';
import './TagActivity.css';

/** 'N people talking' and the uses, from the first history entry (spec 000 §9); nothing when the server sent no history. */
export function TagActivity({ tag }: { tag: Pick<HashtagResult, 'history'> }) {
  const counts = tagCounts(tag);
  if (!counts) return null;
  return (
    <span className="tag-activity">
      <span>
        <FormattedMessage id="search.people_talking" values={{ count: counts.people }} />
      </span>
      <span className="tag-uses">
        <FormattedMessage id="search.hashtag_uses" values={{ count: counts.uses }} />
      </span>
    </span>
  );
}
