import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectFollowedTags } from '../../profilesSelectors';
import { followedTagsRequested } from '../../profilesIntents';
import { Spinner } from '../../../../components/Spinner/Spinner';

/** The viewer's followed hashtags (own profile, follows tab). */
export function FollowedTags() {
  const dispatch = useAppDispatch();
  const tags = useAppSelector(selectFollowedTags);
  useEffect(() => {
    dispatch(followedTagsRequested());
  }, [dispatch]);
  return (
    <div className="followed-tags">
      <ul className="followed-tags-list">
        {tags.items.map((name) => (
          <li key={name}>
            <Link to={`/tag/${encodeURIComponent(name)}`}>#{name}</Link>
          </li>
        ))}
      </ul>
      {tags.state === 'loaded' && tags.items.length === 0 && (
        <p className="profile-empty">
          <FormattedMessage id="user_profile.no_followed_tags" />
        </p>
      )}
      {tags.state === 'loading' && <Spinner />}
      {tags.state === 'error' && (
        <p className="profile-empty" role="alert">
          {tags.error ?? <FormattedMessage id="user_profile.list_error" />}
        </p>
      )}
      {tags.state !== 'loading' && (tags.next || tags.state === 'error') && (
        <button
          type="button"
          className="button profile-more"
          onClick={() => dispatch(followedTagsRequested({ more: tags.state !== 'error' }))}
        >
          <FormattedMessage id={tags.state === 'error' ? 'general.retry' : 'user_profile.load_more'} />
        </button>
      )}
    </div>
  );
}
