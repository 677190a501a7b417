// The settings messages travel with the settings modal, not the first screen: the split must cover every id once,
// and an id the first screen shows must stay in the core.
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
  it('settings ids go with the settings part, except the few the first screens show', () => {
    expect(partOf('settings.general.highlights')).toBe('settings');
    expect(partOf('settings.interface_language')).toBe('core');
    expect(partOf('settings_profile.synchronizing')).toBe('core');
    expect(partOf('timeline.up_to_date')).toBe('core');
  });

  it('the parts of a locale file are disjoint and together the whole file', () => {
    const core = selectPart(en, 'core');
    const settings = selectPart(en, 'settings');
    expect(Object.keys(settings).length).toBeGreaterThan(100);
    expect(Object.keys(core).filter((id) => id in settings)).toEqual([]);
    expect(Object.keys(core).length + Object.keys(settings).length).toBe(Object.keys(en).length);
  });

  it("no code outside a part's own piece names one of its ids (it would show a bare id before the piece loads)", () => {
    const own: Record<keyof typeof MESSAGE_PARTS, string> = { settings: path.join(src, 'features/settingsModal') };
    const misplaced: string[] = [];
    for (const file of files(src)) {
      const text = readFileSync(file, 'utf8');
      for (const [, id] of text.matchAll(/['"`]([a-z_]+\.[a-z0-9_.]+)['"`]/g)) {
        const part = partOf(id);
        if (part !== 'core' && id in en && !file.startsWith(own[part])) misplaced.push(`${path.relative(src, file)}: ${id}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('a part arrives into the language already loaded, and the provider is told', async () => {
    await loadMessages('de');
    const told = jest.fn();
    const stop = subscribeMessages(told);
    await loadMessagePart('settings');
    stop();
    expect(told).toHaveBeenCalled();
    expect(loadedMessages('de')?.['settings.general.highlights']).toBe('Hervorgehobene Nutzer');
    // a language loaded afterwards brings the parts asked for before
    expect((await loadMessages('fr'))['settings.general.highlights']).toBe('Utilisateurs mis en évidence');
  });
});
