/**
 * The client's own defaults (spec 000 §3 "Client preferences", 001 §9 "Config options seen").
 * Effective settings = these, overlaid by the instance's pleroma_fe defaults, overlaid by the user's values.
 * Where the spec names a preference without a default, the value is what Pleroma-FE users expect.
 */
import type { Highlights } from './userHighlight';
import type { ThemeSource } from '../theme/types';

export const clientDefaults = {
  profile: 'default',
  profileVersion: 0,
  theme: 'pleroma-dark',
  // the member's edited or imported theme, a Pleroma `source` block (Pleroma-FE's and Akkoma-FE's key, so it travels
  // in the settings profile); it wins over `theme` (src/theme/choice.ts)
  customThemeSource: null as ThemeSource | null,
  interfaceLanguage: '' as string, // '' = follow the browser (the userLanguage cookie overrides)
  // media
  maxThumbnails: 16,
  hideNsfw: true,
  // a click on a sensitive cover opens the viewer at once (Pleroma-FE's name; spec 001 §2 media modes)
  useOneClickNsfw: false,
  useBlurhash: true,
  hideAttachments: false,
  hideAttachmentsInConv: false,
  // timelines
  timelineStyle: 'classic' as 'classic' | 'compact',
  timeType: 'relative',
  replyVisibility: 'all' as 'all' | 'following' | 'self',
  muteBotStatuses: false,
  hideFilteredStatuses: false,
  streaming: false,
  useStreamingApi: false,
  pauseOnUnfocused: true,
  virtualScrolling: true,
  wholeWordMuting: false,
  // mute and hide rules (spec 001 §4): words muted client-side, and which muted posts vanish entirely
  muteWords: [] as string[],
  hideMutedPosts: false,
  hideMutedThreads: true,
  hideWordFilteredPosts: false,
  hideThreadsWithBlockedUsers: false,
  hidePostStats: false,
  // threads
  conversationDisplay: 'linear' as 'linear' | 'tree',
  conversationTreeAdvanced: false,
  conversationTreeFadeAncestors: false,
  conversationOtherRepliesButton: 'below' as 'below' | 'inside',
  maxDepthInThread: 6,
  // profiles
  userProfileDefaultTab: 'statuses',
  hideFollowingStatus: false,
  // layout
  thirdColumnMode: 'notifications' as 'none' | 'notifications' | 'postform',
  sidebarRight: false,
  widenTimeline: false,
  disableStickyHeaders: false,
  showScrollbars: false,
  displayPageBackgrounds: true,
  hideInstanceWallpaper: false,
  hideNotificationsPanel: false,
  hideISP: false,
  hideSiteName: false,
  hideSiteFavicon: false,
  showNavShortcuts: true,
  showWiderShortcuts: false,
  showPanelNavShortcuts: false,
  // Mastodon's hotkeys (features/hotkeys); on by default as there, switchable off for screen-reader users
  hotkeys: true,
  alwaysShowNewPostButton: false,
  autohideFloatingPostButton: false,
  // the member's highlights of users, by acct (settings/userHighlight.ts)
  highlight: {} as Highlights,
  // notifications
  hideNotificationCount: false,
  // web push (spec 001 §5): off until the member turns it on from a click (the browser asks permission then)
  webPushNotifications: false,
  webPushHideContents: false,
  notificationVisibility: {
    follows: true,
    mentions: true,
    likes: true,
    repeats: true,
    moves: true,
    emojiReactions: true,
    followRequest: true,
    polls: true,
  },
  // confirmations: on by default for block, delete and logout (spec 000 §9)
  modalOnLogout: true,
  modalOnBlock: true,
  modalOnDelete: true,
  modalOnMute: false,
  modalOnUnfollow: false,
  modalOnRepeat: false,
  modalOnApproveFollow: false,
  modalOnDenyFollow: false,
  // composer
  postContentType: 'text/plain',
  sensitiveByDefault: false,
  sensitiveIfSubject: true,
  alwaysShowSubjectInput: false,
  hideScopeNotice: false,
  subjectLineBehavior: 'email' as 'email' | 'masto' | 'noop',
  submitOnEnter: false,
  postLanguage: '',
  translationLanguage: '',
};

export type Settings = typeof clientDefaults;
export type SettingKey = keyof Settings;
