import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from '../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useSettledOrWaited } from '../../store/useSettledOrWaited';
import { selectTimelineMenu } from '../../selectors/navigation';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { selectSettings } from '../../selectors/settings';
import { SvgIcon } from '../../components/Icon/Icon';
import { settingsOpened } from '../../features/settingsModal/settingsModalSlice';
import { SHORTCUT_ICONS } from '../../components/Icon/shortcutIcons';
import { timelineShortcuts, type Shortcut } from '../../components/NavPanel/timelineShortcuts';
import { administrationUrl, isAdministrator } from './staffLinks';
import { moderationOpened, selectReportsAllowed } from '../../features/moderation/reportsIntents';
import { ReportsBadge } from '../../features/moderation/components/ReportsBadge';

/**
 * The desktop top bar's right side (spec 000 §2): shortcut icons to the timelines the reader may see
 * (showNavShortcuts) and to interactions, lists and bookmarks (showWiderShortcuts), settings, moderation with
 * the open-reports count for staff, and the administration link for administrators. Loaded after the first screen,
 * and drawn, like the navigation panel, once NodeInfo has said which timelines there are (or after the same wait):
 * a Bubble shortcut added later widened the bar's right side under the pointer.
 */
export default function TopBarNav() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const menu = useAppSelector(selectTimelineMenu);
  const me = useAppSelector(selectCurrentAccount);
  const { software } = useAppSelector(selectCapabilities);
  const { showNavShortcuts, showWiderShortcuts } = useAppSelector(selectSettings);
  const shortcuts: Shortcut[] = showNavShortcuts ? timelineShortcuts(menu) : [];
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
  const reports = useAppSelector(selectReportsAllowed);
  const label = (id: string) => intl.formatMessage({ id });
  const ready = useSettledOrWaited();
  if (!ready) return null;
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
      {reports && (
        <button
          type="button"
          className="top-bar-button top-bar-moderation"
          title={label('nav.moderation')}
          onClick={() => dispatch(moderationOpened())}
        >
          <SvgIcon d={SHORTCUT_ICONS.moderation} label={label('nav.moderation')} size={20} />
          <ReportsBadge />
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
