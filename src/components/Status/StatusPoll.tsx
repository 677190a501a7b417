import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PollEntity } from '../../schemas';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn } from '../../selectors/auth';
import { pollHidden, pollVisible, pollVoteRequested } from '../../features/polls/pollVotesSlice';
import { useMessage } from '../../i18n/useMessage';
import { EmojiText } from '../EmojiText/EmojiText';
import './StatusPoll.css';

// setTimeout takes at most a signed 32-bit delay; a later expiry is re-checked after that.
const MAX_TIMER_MS = 2 ** 31 - 1;

function isPastExpiry(poll: PollEntity, now: number): boolean {
  if (poll.expired) return true;
  if (!poll.expires_at) return false;
  const at = Date.parse(poll.expires_at);
  return Number.isFinite(at) && now >= at;
}

/** Expired once the clock passes expires_at, re-evaluated by a timer while the card is mounted. */
function useExpired(poll: PollEntity): boolean {
  const [now, setNow] = useState(() => Date.now());
  const expired = isPastExpiry(poll, now);
  useEffect(() => {
    if (expired || !poll.expires_at) return;
    const at = Date.parse(poll.expires_at);
    if (!Number.isFinite(at)) return;
    const id = setTimeout(() => setNow(Date.now()), Math.min(Math.max(at - Date.now(), 0) + 50, MAX_TIMER_MS));
    return () => clearTimeout(id);
  }, [expired, poll.expires_at, now]);
  return expired;
}

/** Tells the saga while the poll is on screen, so it refreshes it every 30 s. */
function useVisibilityTracking(pollId: string) {
  const ref = useRef<HTMLDivElement>(null);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let visible = false;
    const observer = new IntersectionObserver((entries) => {
      const now = entries.some((e) => e.isIntersecting);
      if (now === visible) return;
      visible = now;
      dispatch(now ? pollVisible({ pollId }) : pollHidden({ pollId }));
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (visible) dispatch(pollHidden({ pollId }));
    };
  }, [dispatch, pollId]);
  return ref;
}

function PollResults({ poll }: { poll: PollEntity }) {
  // A multiple-choice poll's percentages are of voters (each may pick several), a single-choice one's of votes.
  const total = (poll.multiple ? poll.voters_count : null) ?? poll.votes_count ?? 0;
  const own = new Set(poll.own_votes ?? []);
  return (
    <ul className="status-poll-results">
      {poll.options.map((option, i) => {
        const votes = option.votes_count ?? 0;
        const percent = total > 0 ? Math.round((votes / total) * 100) : 0;
        return (
          <li key={i} title={`${votes} / ${total}`} className={own.has(i) ? 'poll-own-vote' : undefined}>
            <span className="poll-bar" style={{ width: `${percent}%` }} aria-hidden="true" />
            <span className="poll-percent">{percent}%</span> <EmojiText text={option.title} emojis={poll.emojis} />
            {own.has(i) && (
              <span className="poll-own-mark">
                {' ✓ '}
                <span className="visually-hidden">
                  <FormattedMessage id="polls.your_choice" />
                </span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function PollForm({ poll }: { poll: PollEntity }) {
  const dispatch = useAppDispatch();
  const format = useMessage();
  const vote = useAppSelector((s) => s.pollVotes[poll.id]);
  const [choices, setChoices] = useState<number[]>([]);
  const sending = vote?.sending === true;
  const toggle = (i: number) => {
    if (!poll.multiple) setChoices([i]);
    else setChoices((current) => (current.includes(i) ? current.filter((c) => c !== i) : [...current, i].sort((a, b) => a - b)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choices.length === 0 || sending) return;
    dispatch(pollVoteRequested({ pollId: poll.id, choices }));
  };
  return (
    <form className="status-poll-form" onSubmit={submit}>
      <fieldset disabled={sending}>
        {poll.options.map((option, i) => (
          <label key={i} className="status-poll-choice">
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={`poll-${poll.id}`}
              value={i}
              checked={choices.includes(i)}
              onChange={() => toggle(i)}
            />{' '}
            <EmojiText text={option.title} emojis={poll.emojis} />
          </label>
        ))}
      </fieldset>
      {vote?.error && (
        <p className="status-poll-error" role="alert">
          {format(vote.error)}
        </p>
      )}
      <button type="submit" className="button status-poll-vote" disabled={choices.length === 0 || sending}>
        <FormattedMessage id="polls.vote" />
      </button>
    </form>
  );
}

/** A poll: a form while the signed-in user may still vote, else the results. */
export function StatusPoll({ poll }: { poll: PollEntity }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const expired = useExpired(poll);
  const ref = useVisibilityTracking(poll.id);
  const canVote = loggedIn && poll.voted !== true && !expired;
  const voters = poll.voters_count ?? poll.votes_count ?? 0;
  return (
    <div className="status-poll" ref={ref}>
      {canVote ? <PollForm poll={poll} /> : <PollResults poll={poll} />}
      <p className="status-poll-footer">
        <FormattedMessage id="polls.people_voted" values={{ count: voters }} />
        {expired && (
          <>
            {' · '}
            <FormattedMessage id="polls.closed" />
          </>
        )}
      </p>
    </div>
  );
}
