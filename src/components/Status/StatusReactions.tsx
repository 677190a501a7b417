import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ReactionEntity, StatusEntity } from '../../schemas';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { reactionPicked, reactionsRequested, reactionToggled } from '../../features/interactions/reactionsSlice';
import { AddReactionButton } from '../AddReactionButton/AddReactionButton';
import { EmojiText } from '../EmojiText/EmojiText';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import './StatusReactions.css';

export const REACTIONS_SHOWN = 12;

/** Who reacted: names of the accounts the store knows; the list is fetched when the popover opens. */
function WhoReacted({ reaction }: { reaction: ReactionEntity }) {
  const accounts = useAppSelector((s) => s.entities.accounts.entities);
  const ids = reaction.account_ids ?? [];
  return (
    <div className="reaction-who" role="tooltip">
      {ids.length === 0 ? (
        <FormattedMessage id="reactions.count" values={{ count: reaction.count }} />
      ) : (
        <ul>
          {ids.map((id) => {
            const a = accounts[id];
            if (!a) return null;
            return (
              <li key={id}>
                <EmojiText text={a.display_name || a.username} emojis={a.emojis} />{' '}
                <span className="reaction-who-acct" dir="ltr">
                  @{a.acct}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Reaction({ statusId, reaction, canReact }: { statusId: string; reaction: ReactionEntity; canReact: boolean }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const show = () => {
    if (!open) dispatch(reactionsRequested({ statusId }));
    setOpen(true);
  };
  const label = reaction.url ? `:${reaction.name}:` : reaction.name;
  const content = (
    <>
      <FallbackImage className="emoji" src={reaction.url} alt={label} title={label} fallback={<span>{reaction.name}</span>} />{' '}
      <span className="reaction-count">{reaction.count}</span>
    </>
  );
  return (
    <span
      className="reaction-wrap"
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      onFocus={show}
      onBlur={() => setOpen(false)}
    >
      {canReact ? (
        <button
          type="button"
          className={reaction.me ? 'reaction reaction-mine' : 'reaction'}
          aria-pressed={reaction.me}
          onClick={() =>
            dispatch(
              reactionToggled({
                statusId,
                name: reaction.name,
                on: !reaction.me,
                ...(reaction.url ? { url: reaction.url } : {}),
              }),
            )
          }
        >
          {content}
        </button>
      ) : (
        // a reaction one cannot toggle still shows who reacted on focus, as on hover
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <span className="reaction" tabIndex={0}>
          {content}
        </span>
      )}
      {open && <WhoReacted reaction={reaction} />}
    </span>
  );
}

/** Emoji reactions under a post: 12 shown, the rest behind '+N'; the signed-in user toggles their own. */
export function StatusReactions({ status }: { status: StatusEntity }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // custom emoji as reactions only where the server takes them (Akkoma's custom_emoji_reactions)
  const customEmojiReactions = useAppSelector((s) => selectCapabilities(s).customEmojiReactions);
  const [expanded, setExpanded] = useState(false);
  const reactions = status.emoji_reactions;
  if (reactions.length === 0) return null;
  const shown = expanded ? reactions : reactions.slice(0, REACTIONS_SHOWN);
  const hidden = reactions.length - REACTIONS_SHOWN;
  return (
    <div className="status-reactions">
      {shown.map((r) => (
        <Reaction key={r.name} statusId={status.id} reaction={r} canReact={loggedIn} />
      ))}
      {hidden > 0 && (
        <button type="button" className="reaction reaction-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? <FormattedMessage id="reactions.show_less" /> : `+${hidden}`}
        </button>
      )}
      {loggedIn && (
        <span className="reaction-add-wrap">
          <AddReactionButton
            className="reaction reaction-add"
            unicodeOnly={!customEmojiReactions}
            onPick={(emoji) => dispatch(reactionPicked(status.id, emoji))}
          />
        </span>
      )}
    </div>
  );
}
