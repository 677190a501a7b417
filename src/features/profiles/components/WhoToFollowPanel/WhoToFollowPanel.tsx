import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectCapabilities } from '../../../../selectors/instance';
import { selectSuggestions } from '../../profilesSelectors';
import { suggestionsRequested } from '../../profilesIntents';
import { profilePath } from '../../../../utils/links';
import { Avatar } from '../../../../components/Avatar/Avatar';
import { EmojiText } from '../../../../components/EmojiText/EmojiText';
import './WhoToFollowPanel.css';

/** The sidebar's who-to-follow panel has three slots (spec 000 §9). */
export const WHO_TO_FOLLOW_SLOTS = 3;

/** Three suggestions and a link to the full list (signed in, suggestions enabled: AppShell decides). */
export default function WhoToFollowPanel() {
  const dispatch = useAppDispatch();
  const { state, accounts } = useAppSelector(selectSuggestions);
  const { restrictedNicknames } = useAppSelector(selectCapabilities);
  useEffect(() => {
    if (state === 'idle') dispatch(suggestionsRequested());
  }, [dispatch, state]);
  return (
    <section className="panel who-to-follow-panel">
      <div className="panel-heading">
        <h2>
          <FormattedMessage id="who_to_follow.who_to_follow" />
        </h2>
      </div>
      <div className="panel-body">
        <ul className="who-to-follow-panel-list">
          {accounts.slice(0, WHO_TO_FOLLOW_SLOTS).map((account) => (
            <li key={account.id}>
              <Link to={profilePath(account, restrictedNicknames)} className="who-to-follow-panel-user">
                <Avatar account={account} size={32} />
                <span className="who-to-follow-panel-name">
                  <EmojiText text={account.display_name || account.username} emojis={account.emojis} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/who-to-follow" className="who-to-follow-panel-more">
          <FormattedMessage id="who_to_follow.more" />
        </Link>
      </div>
    </section>
  );
}
