import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { EmojiPickerPopover } from '../../emoji/components/index';
import { announcementReactionToggled } from '../announcementsIntents';
import { selectAnnouncementsState, type AnnouncementEntry } from '../announcementsSlice';
import { LazyBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';

/**
 * The reactions the server sent, each a toggle (pressed: the member's own), and a button that adds
 * one from the emoji picker (a unicode emoji by its character, a custom one by its shortcode).
 */
export function AnnouncementReactions({ entry }: { entry: AnnouncementEntry }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const pending = useAppSelector((s) => selectAnnouncementsState(s).pending.includes(entry.id));
  const [picking, setPicking] = useState(false);
  // state, not a ref: the popover is placed from it during render
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null);
  const addLabel = intl.formatMessage({ id: 'reactions.add' });
  return (
    <ul className="announcement-reactions" aria-label={intl.formatMessage({ id: 'announcements.reactions' })}>
      {entry.reactions.map((r) => (
        <li key={r.name}>
          <button
            type="button"
            className={`button announcement-reaction${r.me ? ' announcement-reaction-me' : ''}`}
            aria-pressed={r.me === true}
            aria-label={intl.formatMessage({ id: 'announcements.reaction_label' }, { name: r.name, count: r.count })}
            disabled={pending}
            onClick={() => dispatch(announcementReactionToggled({ id: entry.id, name: r.name, on: !r.me }))}
          >
            {r.url ? <img src={r.static_url || r.url} alt="" width={18} height={18} /> : <span aria-hidden="true">{r.name}</span>}
            <span aria-hidden="true">{r.count}</span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="button announcement-reaction"
          aria-label={addLabel}
          title={addLabel}
          aria-expanded={picking}
          disabled={pending}
          ref={setAddButton}
          onClick={() => setPicking(!picking)}
        >
          +
        </button>
        {picking && (
          <LazyBoundary onClose={() => setPicking(false)}>
            <EmojiPickerPopover
              anchor={addButton}
              onPick={(emoji) => {
                const name = emoji.native ?? emoji.name;
                // one's own reaction already there: a pick does not take it back
                if (entry.reactions.some((r) => r.name === name && r.me)) return;
                dispatch(announcementReactionToggled({ id: entry.id, name, on: true, ...(emoji.url ? { url: emoji.url } : {}) }));
              }}
              onClose={() => setPicking(false)}
            />
          </LazyBoundary>
        )}
      </li>
    </ul>
  );
}
