import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTimelineMenu } from '../../selectors/navigation';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { selectSettings } from '../../selectors/settings';
import { SvgIcon } from '../../components/Icon/Icon';
import { settingsOpened } from '../../features/settingsModal/settingsModalSlice';
import { SHORTCUT_ICONS } from './shortcutIcons';
import { administrationUrl, isAdministrator } from './staffLinks';

type ShortcutName = keyof typeof SHORTCUT_ICONS;

interface Shortcut {
  name: ShortcutName;
  to: string;
  labelId: string;
}

const TIMELINES = new Set<string>(['friends', 'public', 'bubble', 'publicAndExternal']);
const ICON_OF: Record<string, ShortcutName> = {
  friends: 'home',
  public: 'public',
  bubble: 'bubble',
  publicAndExternal: 'publicAndExternal',
};

/**
 * The desktop top bar's right side (spec 000 §2): shortcut icons to the timelines the reader may see
 * (showNavShortcuts) and to interactions, lists and bookmarks (showWiderShortcuts), settings, and the
 * administration link for administrators. Loaded after the first screen.
 */
export default function TopBarNav() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const menu = useAppSelector(selectTimelineMenu);
  const me = useAppSelector(selectCurrentAccount);
  const { software } = useAppSelector(selectCapabilities);
  const { showNavShortcuts, showWiderShortcuts } = useAppSelector(selectSettings);
  const shortcuts: Shortcut[] = [];
  if (showNavShortcuts)
    for (const entry of menu)
      if (TIMELINES.has(entry.kind))
        shortcuts.push({ name: ICON_OF[entry.kind] ?? 'home', to: entry.path, labelId: entry.labelId });
  if (showWiderShortcuts && me) {
    shortcuts.push({
      name: 'interactions',
      to: `/users/${encodeURIComponent(me.acct)}/interactions`,
      labelId: 'nav.interactions',
    });
    shortcuts.push({ name: 'lists', to: '/lists', labelId: 'nav.lists' });
    const bookmarks = menu.find((entry) => entry.kind === 'bookmarks');
    if (bookmarks) shortcuts.push({ name: 'bookmarks', to: bookmarks.path, labelId: bookmarks.labelId });
  }
  const admin = isAdministrator(me) ? administrationUrl(software) : null;
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <nav className="top-bar-nav" aria-label={label('nav.shortcuts')}>
      {shortcuts.map((s) => (
        <NavLink key={s.to} to={s.to} className="top-bar-button" title={label(s.labelId)} end>
          <SvgIcon d={SHORTCUT_ICONS[s.name]} label={label(s.labelId)} size={20} />
        </NavLink>
      ))}
      {me && (
        <button
          type="button"
          className="top-bar-button"
          title={label('nav.settings')}
          onClick={() => dispatch(settingsOpened({ tab: 'general' }))}
        >
          <SvgIcon d={SHORTCUT_ICONS.settings} label={label('nav.settings')} size={20} />
        </button>
      )}
      {admin && (
        <a href={admin} className="top-bar-button" target="_blank" rel="noopener noreferrer" title={label('nav.administration')}>
          <SvgIcon d={SHORTCUT_ICONS.administration} label={label('nav.administration')} size={20} />
          <span className="visually-hidden">
            <FormattedMessage id="nav.opens_in_new_window" />
          </span>
        </a>
      )}
    </nav>
  );
}
