// Messages that only a lazy piece shows travel with that piece instead of the first screen (issue 25): each part is
// built from every locale file by the messages loader (webpack.config.ts), and loadMessages.ts fetches a part when
// its piece loads. Ids a part's prefix covers but the first screen shows stay in the core (`keep`).
export const MESSAGE_PARTS = {
  // What pieces opened now and then show: the settings modal and its tabs, the composer and its uploads and the
  // notifications panel (members only: a visitor never opens them), the sign-up and password-reset screens,
  // the report form, the hotkeys list, the screens a route loads (about, announcements, lists, profiles and their
  // user cards, search, sign-in, interactions, follow requests), the moderation area, the post menu, the emoji picker.
  // A conversation and who favourited and repeated stay in the core: a shared post is a visitor's usual way in. One part, so one more chunk per language rather than one per
  // piece (each part costs the first screen its 32 chunk names, about 0.85 KB gzip).
  extra: {
    prefixes: [
      'settings.',
      'registration.',
      'password_reset.',
      'user_reporting.',
      'hotkeys.',
      'about.',
      'announcements.',
      'lists.',
      'user_profile.',
      'user_card.',
      'relationships.',
      'moderation.',
      'login.',
      'search.',
      'follow_requests.',
      'interactions.',
      'remote_user_resolver.',
      'who_to_follow.',
      'emoji.',
      'post_status.',
      'upload.',
      'notifications.',
      // the post menu's own entries and a translation's pieces; the action bar's and the sagas' ids stay
      'status_actions.bookmark',
      'status_actions.unbookmark',
      'status_actions.copy_link',
      'status_actions.link_copied',
      'status_actions.link_copy_failed',
      'status_actions.delete',
      'status_actions.edit',
      'status_actions.mute_conversation',
      'status_actions.unmute_conversation',
      'status_actions.pin',
      'status_actions.unpin',
      'status_actions.redraft',
      'status_actions.report',
      'status_actions.translate',
      'status_actions.translation',
      'status_actions.show_original',
    ],
    keep: [
      'settings.interface_language',
      'settings.minimize',
      'settings.restore',
      // the visitors' sidebar panel of what the server offers
      'about.features',
      'about.feature.media_proxy',
      'about.feature.scope_options',
      'about.feature.text_limit',
      'about.feature.upload_limit',
      'about.feature.who_to_follow',
      // who favourited and repeated (the card's counts and the opened post's list) share it with the profile
      'user_profile.load_more',
      // the staff's reports badge in the top bar and its poller, which runs from the start
      'moderation.reports.open_count',
      'moderation.reports.load_error',
      // the shell's sign-in and sign-out entries, and the start-up's session check
      'login.hint',
      'login.login',
      'login.register',
      'login.logout',
      'login.logout_confirm',
      'login.logout_confirm_accept',
      'login.logout_confirm_title',
      'login.generic_error',
      'login.network_error',
      'login.session_refused',
      'login.wrong_credentials',
      // the top bar's search field, and a tag timeline's header
      'search.search',
      'search.close',
      'search.hashtag_uses',
      'search.people_talking',
      // the phone's floating post button, drawn with a member's first screen, and the bell's label and arrivals
      'post_status.new_status',
      'notifications.open',
      'notifications.new_arrived',
      // the notifications panel's follow request buttons
      'follow_requests.approve_error',
      'follow_requests.deny_error',
      // the navigation's entry and the sidebar panel
      'who_to_follow.who_to_follow',
      'who_to_follow.more',
    ],
  },
} as const satisfies Record<string, { prefixes: readonly string[]; keep: readonly string[] }>;

export type MessagePart = keyof typeof MESSAGE_PARTS;

/** The part an id travels in: one of MESSAGE_PARTS, else 'core' (with the first screen). */
export function partOf(id: string): MessagePart | 'core' {
  for (const [part, { prefixes, keep }] of Object.entries(MESSAGE_PARTS) as [
    MessagePart,
    (typeof MESSAGE_PARTS)[MessagePart],
  ][]) {
    if (prefixes.some((prefix) => id.startsWith(prefix)) && !(keep as readonly string[]).includes(id)) return part;
  }
  return 'core';
}

/** The messages of one part (the build's view of a locale file). */
export function selectPart<T>(messages: Record<string, T>, part: MessagePart | 'core'): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => partOf(id) === part));
}
