// Spec 001 §5 settings import rules, on a file in Pleroma-FE's own backup shape (test/fixtures/pleroma-fe).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSettingsFile,
  readSettingsFile,
  SETTINGS_VERSION,
  VERSION_KEY,
} from '../../../../src/features/settingsModal/tabs/data/lib/settingsFile';

const fixture = readFileSync(path.resolve(__dirname, '../../../fixtures/pleroma-fe/settings-backup.json'), 'utf8');
const withVersion = (version: unknown) => JSON.stringify({ ...(JSON.parse(fixture) as object), [VERSION_KEY]: version });

describe('settings file', () => {
  it('a Pleroma-FE backup loads: known preferences with our types, the rest ignored', () => {
    const result = readSettingsFile(fixture);
    if (!result.ok) throw new Error(result.error);
    expect(result.warning).toBeNull();
    expect(result.settings).toMatchObject({
      hideAttachments: true,
      maxThumbnails: 8,
      replyVisibility: 'following',
      muteWords: ['spoilers', 'crypto'],
      interfaceLanguage: 'de',
      sidebarRight: true,
      conversationDisplay: 'tree',
      postContentType: 'text/markdown',
      subjectLineBehavior: 'masto',
    });
    // their object keeps only the kinds we know, with our defaults for the rest
    expect(result.settings.notificationVisibility).toEqual(expect.objectContaining({ likes: false, follows: true }));
    expect(result.settings.notificationVisibility).not.toHaveProperty('chatMention');
    // Pleroma-FE's own keys (theme source, column widths...) are not ours
    expect(result.settings).not.toHaveProperty('customTheme');
    expect(result.settings).not.toHaveProperty('sidebarColumnWidth');
    expect(result.ignored).toEqual(expect.arrayContaining(['customTheme', 'padEmoji', 'sidebarColumnWidth']));
  });

  it('round trip: our export reads back as the same preferences', () => {
    const user = { hideAttachments: true, timeType: 'absolute', muteWords: ['a b'], notificationVisibility: undefined };
    const { notificationVisibility: _, ...plain } = user;
    const text = buildSettingsFile(plain);
    expect(JSON.parse(text)).toMatchObject({ [VERSION_KEY]: [...SETTINGS_VERSION] });
    const result = readSettingsFile(text);
    expect(result).toEqual({ ok: true, settings: plain, warning: null, ignored: [] });
  });

  it.each([
    ['no version pair', JSON.stringify({ hideAttachments: true }), 'invalid_file'],
    ['a version that is not a pair', withVersion(1), 'invalid_file'],
    ['a version of words', withVersion(['1', '0']), 'invalid_file'],
    ['a list instead of an object', '[1, 0]', 'invalid_file'],
    ['a theme file', JSON.stringify({ _pleroma_theme_version: 2, theme: {} }), 'invalid_file'],
    ['a parse failure', '{"hideAttachments": tru', 'invalid_settings'],
    ['a truncated file', fixture.slice(0, 200), 'invalid_settings'],
    ['nothing we know', JSON.stringify({ foo: 1, [VERSION_KEY]: [1, 0] }), 'not_backup'],
  ])('%s is refused: %s', (_what, text, error) => {
    expect(readSettingsFile(text)).toEqual({ ok: false, error });
  });

  it('major above ours is too new, below ours too old, both naming the file major', () => {
    expect(readSettingsFile(withVersion([2, 0]))).toEqual({ ok: false, error: 'too_new', fileMajor: 2 });
    expect(readSettingsFile(withVersion([0, 9]))).toEqual({ ok: false, error: 'too_old', fileMajor: 0 });
  });

  it('a newer minor loads, with only the slightly-new warning', () => {
    const result = readSettingsFile(withVersion([1, 3]));
    expect(result).toMatchObject({ ok: true, warning: 'slightly_new' });
  });

  it('a value of the wrong type is ignored, not applied', () => {
    const result = readSettingsFile(
      JSON.stringify({ maxThumbnails: 'many', hideNsfw: false, muteWords: [1], [VERSION_KEY]: [1, 0] }),
    );
    expect(result).toMatchObject({ ok: true, settings: { hideNsfw: false }, ignored: ['maxThumbnails', 'muteWords'] });
  });
});
