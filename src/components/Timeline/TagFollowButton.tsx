import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn } from '../../selectors/auth';
import { selectTagFollowing } from '../../selectors/timelines';
import { tagFollowToggled } from '../../features/interactions/tagsSlice';

/**
 * Follow or unfollow the hashtag of a tag timeline (members only); flips at once, the saga confirms.
 * Whether the member follows it comes with the tag header's counts (one GET /api/v1/tags/{tag}).
 */
export function TagFollowButton({ tag }: { tag: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const following = useAppSelector((s) => selectTagFollowing(s, tag));
  const dispatch = useAppDispatch();
  // Unknown (loading, or a server without followed tags): no button rather than a wrong one.
  if (!loggedIn || following === null) return null;
  return (
    <button
      type="button"
      className="button tag-follow"
      onClick={() => dispatch(tagFollowToggled({ name: tag, follow: !following }))}
    >
      <FormattedMessage id={following ? 'timeline.unfollow_tag' : 'timeline.follow_tag'} />
    </button>
  );
}
