// The messages of pieces opened now and then (settings, sign-up, password reset, the report form, the hotkeys list)
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
        'features/interactions/components/StatusMenu/ReportModal.tsx',
        'features/interactions/sagas/statusActions.ts',
        'features/hotkeys',
      ].map((piece) => path.join(src, piece)),
    };
    const misplaced: string[] = [];
    for (const file of files(src)) {
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
