import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AddReactionButton } from '../../../components/AddReactionButton/AddReactionButton';
import { announcementReactionToggled } from '../announcementsIntents';
import { selectAnnouncementsState, type AnnouncementEntry } from '../announcementsSlice';

/**
 * The reactions the server sent, each a toggle (pressed: the member's own), and a button that adds
 * one from the emoji picker (a unicode emoji by its character, a custom one by its shortcode).
 */
export function AnnouncementReactions({ entry }: { entry: AnnouncementEntry }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const pending = useAppSelector((s) => selectAnnouncementsState(s).pending.includes(entry.id));
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
        <AddReactionButton
          className="button announcement-reaction"
          disabled={pending}
          onPick={(emoji) => {
            const name = emoji.native ?? emoji.name;
            // one's own reaction already there: a pick does not take it back
            if (entry.reactions.some((r) => r.name === name && r.me)) return;
            dispatch(announcementReactionToggled({ id: entry.id, name, on: true, ...(emoji.url ? { url: emoji.url } : {}) }));
          }}
        />
      </li>
    </ul>
  );
}
