import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { announcementReactionToggled } from '../announcementsIntents';
import { selectAnnouncementsState, type AnnouncementEntry } from '../announcementsSlice';

/** The reactions the server sent, each a toggle (pressed: the member's own). */
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
    </ul>
  );
}
