// The preferences the General tab lists, grouped as Pleroma-FE groups them. Only those the app reads are here
// (a preference nothing reads would be a switch that does nothing); `expert` ones show in expert mode only.
import type { Settings, SettingKey } from '../../../../settings/defaults';

type KeysOf<T> = { [K in SettingKey]: Settings[K] extends T ? K : never }[SettingKey];
export type BooleanKey = KeysOf<boolean>;
export type NumberKey = KeysOf<number>;
export type ChoiceKey = KeysOf<string>;

interface Common {
  /** message id of the label, when not `settings.general.<key>` (an existing message says the same) */
  label?: string;
  expert?: boolean;
  /** shown only where the server has this (a preference that does nothing elsewhere) */
  needs?: 'translation';
  /** shown only while this switch is on (the tree's finer options behind conversationTreeAdvanced) */
  shownIf?: BooleanKey;
}

export type SettingControl =
  | (Common & { kind: 'check'; key: BooleanKey })
  | (Common & { kind: 'number'; key: NumberKey; min: number; max: number })
  | (Common & { kind: 'text'; key: ChoiceKey })
  | (Common & {
      kind: 'choice';
      key: ChoiceKey;
      /** the values, or the server's post formats */
      options: readonly string[] | 'postFormats';
      /** message id per value, when not `<label>.<value>` */
      optionLabels?: Readonly<Record<string, string>>;
    });

export type GroupId = 'interface' | 'timelines' | 'conversations' | 'composer' | 'media' | 'confirmations' | 'filters';

export interface SettingsGroup {
  id: GroupId;
  controls: SettingControl[];
}

const check = (key: BooleanKey, extra: Common = {}): SettingControl => ({ kind: 'check', key, ...extra });

export const GENERAL_GROUPS: SettingsGroup[] = [
  {
    id: 'interface',
    controls: [
      check('sidebarRight'),
      check('widenTimeline'),
      check('disableStickyHeaders'),
      check('showScrollbars'),
      check('hideInstanceWallpaper'),
      check('displayPageBackgrounds'),
      {
        kind: 'choice',
        key: 'thirdColumnMode',
        options: ['none', 'notifications', 'postform'],
      },
      check('hideNotificationsPanel'),
      check('hideNotificationCount'),
      check('hideSiteName'),
      check('hideSiteFavicon'),
      check('showNavShortcuts'),
      check('showWiderShortcuts'),
      check('showPanelNavShortcuts'),
      check('hotkeys'),
      check('alwaysShowNewPostButton'),
      check('autohideFloatingPostButton'),
      check('hideISP'),
      check('hideFollowingStatus'),
      {
        kind: 'choice',
        key: 'userProfileDefaultTab',
        options: ['statuses', 'replies', 'media', 'favorites'],
        optionLabels: {
          statuses: 'user_profile.tab_statuses',
          replies: 'user_profile.tab_replies',
          media: 'user_profile.tab_media',
          favorites: 'user_profile.tab_favorites',
        },
        expert: true,
      },
    ],
  },
  {
    id: 'timelines',
    controls: [
      { kind: 'choice', key: 'timeType', options: ['relative', 'absolute'] },
      { kind: 'choice', key: 'timelineStyle', options: ['classic', 'compact'] },
      {
        kind: 'choice',
        key: 'replyVisibility',
        label: 'timeline.quick.reply_visibility',
        options: ['all', 'following', 'self'],
        optionLabels: {
          all: 'timeline.quick.replies_all',
          following: 'timeline.quick.replies_following',
          self: 'timeline.quick.replies_self',
        },
      },
      check('streaming', { label: 'timeline.quick.streaming' }),
      check('pauseOnUnfocused', { label: 'timeline.quick.pause_unfocused' }),
      check('useStreamingApi', { expert: true }),
      check('virtualScrolling', { expert: true }),
      check('hidePostStats'),
      { kind: 'text', key: 'translationLanguage', expert: true, needs: 'translation' },
    ],
  },
  {
    id: 'conversations',
    controls: [
      {
        kind: 'choice',
        key: 'conversationDisplay',
        options: ['linear', 'tree'],
        optionLabels: { linear: 'conversation.display_linear', tree: 'conversation.display_tree' },
      },
      check('conversationTreeAdvanced'),
      check('conversationTreeFadeAncestors', { shownIf: 'conversationTreeAdvanced' }),
      {
        kind: 'choice',
        key: 'conversationOtherRepliesButton',
        options: ['below', 'inside'],
        shownIf: 'conversationTreeAdvanced',
      },
      { kind: 'number', key: 'maxDepthInThread', min: 3, max: 50, expert: true },
    ],
  },
  {
    id: 'composer',
    controls: [
      {
        kind: 'choice',
        key: 'postContentType',
        options: 'postFormats',
        optionLabels: {
          'text/plain': 'post_status.content_type.plain',
          'text/html': 'post_status.content_type.html',
          'text/markdown': 'post_status.content_type.markdown',
          'text/bbcode': 'post_status.content_type.bbcode',
          'text/x.misskeymarkdown': 'post_status.content_type.mfm',
        },
      },
      { kind: 'text', key: 'postLanguage', expert: true },
      check('sensitiveByDefault', { label: 'settings.sensitive_by_default' }),
      check('hideScopeNotice'),
      check('sensitiveIfSubject'),
      check('alwaysShowSubjectInput'),
      { kind: 'choice', key: 'subjectLineBehavior', options: ['email', 'masto', 'noop'] },
      check('submitOnEnter'),
    ],
  },
  {
    id: 'media',
    controls: [
      check('hideAttachments', { label: 'timeline.quick.hide_media' }),
      check('hideAttachmentsInConv'),
      check('hideNsfw'),
      check('useOneClickNsfw'),
      check('useBlurhash'),
      { kind: 'number', key: 'maxThumbnails', min: 1, max: 64 },
    ],
  },
  {
    id: 'confirmations',
    controls: [
      check('modalOnLogout'),
      check('modalOnBlock'),
      check('modalOnDelete'),
      check('modalOnMute'),
      check('modalOnUnfollow'),
      check('modalOnRepeat'),
      check('modalOnApproveFollow'),
      check('modalOnDenyFollow'),
    ],
  },
  {
    id: 'filters',
    controls: [
      check('wholeWordMuting'),
      check('muteBotStatuses', { label: 'timeline.quick.mute_bots' }),
      check('hideFilteredStatuses', { label: 'timeline.quick.hide_filtered' }),
      check('hideMutedPosts'),
      check('hideMutedThreads'),
      check('hideWordFilteredPosts'),
      check('hideThreadsWithBlockedUsers'),
    ],
  },
];

export const labelOf = (control: SettingControl): string => control.label ?? `settings.general.${control.key}`;

export const optionLabelOf = (control: SettingControl & { kind: 'choice' }, value: string): string =>
  control.optionLabels?.[value] ?? `settings.general.${control.key}.${value}`;
