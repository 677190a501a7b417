import { FormattedMessage } from 'react-intl';
import type { PollEntity } from '../../schemas';
import { EmojiText } from '../EmojiText/EmojiText';

/** Poll results, read only. Voting belongs to the status card issue. */
export function StatusPoll({ poll }: { poll: PollEntity }) {
  const total = poll.voters_count ?? poll.votes_count ?? 0;
  return (
    <div className="status-poll">
      <ul>
        {poll.options.map((option, i) => {
          const votes = option.votes_count ?? 0;
          const percent = total > 0 ? Math.round((votes / total) * 100) : 0;
          return (
            <li key={i} title={`${votes} / ${total}`}>
              <span className="poll-bar" style={{ width: `${percent}%` }} aria-hidden="true" />
              <span className="poll-percent">{percent}%</span> <EmojiText text={option.title} emojis={poll.emojis} />
            </li>
          );
        })}
      </ul>
      <p className="status-poll-footer">
        <FormattedMessage id="polls.people_voted" values={{ count: total }} />
        {poll.expired && (
          <>
            {' · '}
            <FormattedMessage id="polls.closed" />
          </>
        )}
      </p>
    </div>
  );
}
