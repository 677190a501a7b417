// showPanelNavShortcuts: the timelines as a row of icons at the top of the navigation panel. A chunk of its own,
// loaded only with the preference on (the icons' paths stay off the first bundle).
import { useIntl } from 'react-intl';
import { NavLink } from '../RouterLink';
import { useAppSelector } from '../../store/hooks';
import { selectTimelineMenu } from '../../selectors/navigation';
import { SvgIcon } from '../Icon/Icon';
import { SHORTCUT_ICONS } from '../Icon/shortcutIcons';
import { timelineShortcuts } from './timelineShortcuts';

export default function NavShortcuts() {
  const intl = useIntl();
  const shortcuts = timelineShortcuts(useAppSelector(selectTimelineMenu));
  if (shortcuts.length === 0) return null;
  return (
    <div className="nav-panel-shortcuts">
      {shortcuts.map((s) => {
        const label = intl.formatMessage({ id: s.labelId });
        return (
          <NavLink key={s.to} to={s.to} className="nav-panel-shortcut" title={label} end>
            <SvgIcon d={SHORTCUT_ICONS[s.name]} label={label} size={20} />
          </NavLink>
        );
      })}
    </div>
  );
}
