import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactionEntity, StatusEntity } from '../../schemas';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn } from '../../selectors/auth';
import { reactionPicked, reactionsRequested, reactionToggled } from '../../features/interactions/reactionsSlice';
import { EmojiPickerPopover } from '../../features/emoji/components/index';
import { EmojiText } from '../EmojiText/EmojiText';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import './StatusReactions.css';
import { LazyBoundary } from '../ErrorBoundary/ErrorBoundary';

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
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [expanded, setExpanded] = useState(false);
  const [picking, setPicking] = useState(false);
  // state, not a ref: the popover is placed from it during render
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null);
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
          <button
            type="button"
            className="reaction reaction-add"
            aria-label={intl.formatMessage({ id: 'reactions.add' })}
            title={intl.formatMessage({ id: 'reactions.add' })}
            aria-expanded={picking}
            ref={setAddButton}
            onClick={() => setPicking(!picking)}
          >
            +
          </button>
          {picking && (
            <LazyBoundary onClose={() => setPicking(false)}>
              <EmojiPickerPopover
                anchor={addButton}
                onPick={(emoji) => dispatch(reactionPicked(status.id, emoji))}
                onClose={() => setPicking(false)}
              />
            </LazyBoundary>
          )}
        </span>
      )}
    </div>
  );
}
