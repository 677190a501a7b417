import { NavLink } from '../../../components/RouterLink';
import { useAppSelector } from '../../../store/hooks';
import { selectListsNewestFirst } from '../listsSelectors';

/** The member's lists as links to their timelines (navigation panel, timeline menu); nothing when there are none. */
export function ListLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const lists = useAppSelector(selectListsNewestFirst);
  return lists.length === 0 ? null : (
    <ul className={className}>
      {lists.map((list) => (
        <li key={list.id}>
          <NavLink to={`/lists/${encodeURIComponent(list.id)}`} end onClick={onNavigate}>
            {list.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
