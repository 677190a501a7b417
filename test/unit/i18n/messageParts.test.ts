// The messages of pieces opened now and then (settings, the screens a route loads, menus, the moderation area...)
// travel with them, not the first screen: the split must cover every id once, and an id the first screen shows must
// stay in the core.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '../../../locales/en.json';
import { MESSAGE_PARTS, partOf, selectPart } from '../../../src/i18n/messageParts';
import { loadedMessages, loadMessagePart, loadMessages, subscribeMessages } from '../../../src/i18n/loadMessages';

const src = path.resolve(__dirname, '../../../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

describe('message parts', () => {
  it('settings ids go with the extra part, except the few the first screens show', () => {
    expect(partOf('settings.general.highlights')).toBe('extra');
    expect(partOf('hotkeys.title')).toBe('extra');
    expect(partOf('settings.interface_language')).toBe('core');
    expect(partOf('settings_profile.synchronizing')).toBe('core');
    expect(partOf('timeline.up_to_date')).toBe('core');
  });

  it("the screens' and menus' ids go with it too; the action bar's, the shell's and the start-up sagas' stay", () => {
    expect(partOf('lists.title')).toBe('extra');
    expect(partOf('status_actions.pin')).toBe('extra');
    expect(partOf('status_actions.translation_from')).toBe('extra');
    // a post menu id as a prefix does not take the action bar's notices with it
    expect(partOf('status_actions.error.pin')).toBe('core');
    expect(partOf('status_actions.favourite')).toBe('core');
    expect(partOf('moderation.reports.open_count')).toBe('core');
    expect(partOf('login.login')).toBe('core');
    // a shared post opens without waiting for the part
    expect(partOf('conversation.title')).toBe('core');
    // the composer is a member's, its floating button on a phone's first screen excepted
    expect(partOf('post_status.placeholder')).toBe('extra');
    expect(partOf('upload.error.default')).toBe('extra');
    expect(partOf('post_status.new_status')).toBe('core');
    expect(partOf('notifications.liked')).toBe('extra');
    expect(partOf('notifications.open')).toBe('core');
  });

  it('the parts of a locale file are disjoint and together the whole file', () => {
    const core = selectPart(en, 'core');
    const settings = selectPart(en, 'extra');
    expect(Object.keys(settings).length).toBeGreaterThan(100);
    expect(Object.keys(core).filter((id) => id in settings)).toEqual([]);
    expect(Object.keys(core).length + Object.keys(settings).length).toBe(Object.keys(en).length);
  });

  it("no code outside a part's own piece names one of its ids (it would show a bare id before the piece loads)", () => {
    // the pieces that await the part before they render (withMessages)
    const own: Record<keyof typeof MESSAGE_PARTS, string[]> = {
      extra: [
        'features/settingsModal',
        'features/signIn/screens/Registration',
        'features/signIn/screens/PasswordResetScreen.tsx',
        'features/signIn/sagas/passwordReset.ts',
        'features/interactions/sagas/statusActions.ts',
        'features/hotkeys',
        // the routes' screens (routes.tsx) with what only they render
        'features/about/screens',
        'features/about/components/StaffPanel.tsx',
        'features/about/components/FederationPanel.tsx',
        'features/announcements/screens',
        'features/announcements/components',
        'features/lists/screens',
        'features/lists/components/MemberSearch.tsx',
        'features/profiles/screens',
        // the user card and its lines: only the profile, search, about and who-to-follow screens show them
        'features/profiles/components/UserCard',
        'components/HighlightPicker',
        'features/search/screens',
        'features/search/components/SearchResults.tsx',
        'features/search/components/StatusResults.tsx',
        'features/search/components/PeopleResults.tsx',
        'features/search/components/HashtagResults.tsx',
        'features/search/components/MoreFooter.tsx',
        'features/signIn/screens/Login',
        'features/signIn/screens/OAuthCallbackScreen.tsx',
        'features/notifications/screens/InteractionsScreen.tsx',
        'features/notifications/screens/FollowRequestsScreen.tsx',
        // the moderation area (ModerationHost) and the admin menu (UserCard, ReportItem)
        'features/moderation/components/ModerationModal.tsx',
        'features/moderation/components/ReportItem.tsx',
        'features/moderation/components/ModerationMenu.tsx',
        // the post menu and what it opens, and a translation's pieces (StatusActions.tsx)
        'features/interactions/components/StatusMenu',
        'features/interactions/components/TranslationPicker.tsx',
        'components/Status/StatusTranslation.tsx',
        'components/Status/translationHeading.ts',
        // the emoji picker (emoji/components/index.ts)
        'features/emoji/components',
        // the composer's pieces (features/composer/components/lazy.ts) and its sagas (features/composer/index.ts), and
        // the file-too-big message only its media field and the profile images' pickers build
        ...[
          'ComposerModal.tsx',
          'InlineComposer.tsx',
          'PanelPostForm.tsx',
          'ComposerForm.tsx',
          'ComposerPreview.tsx',
          'ComposerSelects.tsx',
          'ComposerWarnings.tsx',
          'ScopeSelector.tsx',
          'fields',
        ].map((piece) => `features/composer/components/${piece}`),
        'features/composer/sagas',
        // the notifications panel, drawer and screens (components/lazyPanels.ts, routes.tsx) and their sagas
        // (loadNotificationsChunk), the switches the settings show
        ...[
          'NotificationsPanel.tsx',
          'NotificationsDrawer.tsx',
          'NotificationItem.tsx',
          'NotificationsFilter.tsx',
          'NotificationKindSwitches.tsx',
          'DesktopAlertsButton.tsx',
          'PushSwitches.tsx',
          'FollowRequestActions.tsx',
        ].map((piece) => `features/notifications/components/${piece}`),
        'features/notifications/screens',
        'features/notifications/sagas',
        'utils/fileSize.ts',
        // Sagas whose moved ids come only from intents that the pieces above dispatch, or that land in state only
        // they show: the announcement edits and reactions (the screen), the lists' forms, the search screen's
        // searches, the sign-in flows (the login and callback screens; the sign-out
        // flow names none), the admin menu's changes and the post menu's admin entries, the reports area's notes and
        // states (the reports poller's load error stays in the core), the follow, mute, block and
        // note changes (only user cards and follow lists ask for them).
        'features/announcements/sagas/announcements.ts',
        'features/lists/sagas/lists.ts',
        'features/search/sagas/search.ts',
        'features/signIn/sagas/login.ts',
        'features/moderation/sagas/adminUsers.ts',
        'features/moderation/sagas/reports.ts',
        'features/moderation/sagas/adminStatuses.ts',
        'features/profiles/sagas/relationships.ts',
      ].map((piece) => path.join(src, piece)),
    };
    const misplaced: string[] = [];
    // the split itself names some ids as prefixes
    for (const file of files(src).filter((f) => f !== path.join(src, 'i18n/messageParts.ts'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, id] of text.matchAll(/['"`]([a-z_]+\.[a-z0-9_.]+)['"`]/g)) {
        const part = partOf(id);
        if (part !== 'core' && id in en && !own[part].some((piece) => file.startsWith(piece)))
          misplaced.push(`${path.relative(src, file)}: ${id}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('a part arrives into the language already loaded, and the provider is told', async () => {
    await loadMessages('de');
    const told = jest.fn();
    const stop = subscribeMessages(told);
    await loadMessagePart('extra');
    stop();
    expect(told).toHaveBeenCalled();
    expect(loadedMessages('de')?.['settings.general.highlights']).toBe('Hervorgehobene Nutzer');
    // a language loaded afterwards brings the parts asked for before
    expect((await loadMessages('fr'))['settings.general.highlights']).toBe('Utilisateurs mis en évidence');
  });
});
