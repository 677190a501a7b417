import type { TimelineMenuEntry } from '../../selectors/navigation';
import type { SHORTCUT_ICONS } from '../Icon/shortcutIcons';

export type ShortcutName = keyof typeof SHORTCUT_ICONS;

export interface Shortcut {
  name: ShortcutName;
  to: string;
  labelId: string;
}

const ICON_OF: Partial<Record<string, ShortcutName>> = {
  friends: 'home',
  public: 'public',
  bubble: 'bubble',
  publicAndExternal: 'publicAndExternal',
};

/** The timelines of the reader's menu that have a shortcut icon (the top bar's and the navigation panel's). */
export const timelineShortcuts = (menu: readonly TimelineMenuEntry[]): Shortcut[] =>
  menu.flatMap((entry) => {
    const name = ICON_OF[entry.kind];
    return name ? [{ name, to: entry.path, labelId: entry.labelId }] : [];
  });
