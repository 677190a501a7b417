import { FormattedMessage } from 'react-intl';
import { Link } from '../../../components/RouterLink';
import type { SearchEntry } from '../searchSlice';
import { MoreFooter } from './MoreFooter';
import { TagActivity } from './TagActivity';

/** Found hashtags, each linking to its tag timeline in the app. */
export function HashtagResults({ entry }: { entry: SearchEntry }) {
  const tags = entry.hashtags.items;
  return (
    <>
      {tags.length === 0 ? (
        <p className="search-empty">
          <FormattedMessage id="search.no_results" />
        </p>
      ) : (
        <ul className="search-hashtags">
          {tags.map((tag) => (
            <li key={tag.name} className="search-hashtag">
              <Link to={`/tag/${encodeURIComponent(tag.name)}`} className="search-hashtag-name">
                #{tag.name}
              </Link>
              <TagActivity tag={tag} />
            </li>
          ))}
        </ul>
      )}
      <MoreFooter query={entry.query} tab="hashtags" results={entry.hashtags} />
    </>
  );
}
