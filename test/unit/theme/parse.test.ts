import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  fromShortArray,
  MAX_THEME_FILE_BYTES,
  parseStylesIndex,
  parseThemeDocument,
  parseThemeFile,
} from '../../../src/theme/parse';
import { exportThemeFile } from '../../../src/theme/exportTheme';

const DIR = join(__dirname, '../../fixtures/themes');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'styles.json');
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');
const redmond = JSON.parse(read('redmond-xx.json')) as Record<string, unknown>;

const reason = (doc: unknown) => {
  const parsed = typeof doc === 'string' ? parseThemeFile(doc) : parseThemeDocument(doc);
  return parsed.ok ? 'accepted' : parsed.error.reason;
};

describe('theme files', () => {
  it.each(files)('%s is read, with its name', (file) => {
    const parsed = parseThemeFile(read(file));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.theme.name).toBe((JSON.parse(read(file)) as { name: string }).name);
      expect(parsed.theme.source.themeEngineVersion).toBe(3);
    }
  });

  it('reads the older `theme` block (mammal.json) as a source', () => {
    const parsed = parseThemeFile(read('mammal.json'));
    expect(parsed.ok && parsed.theme.source.colors.inputText).toBe('#282c37');
  });

  it.each([
    ['not JSON', '{"_pleroma_theme_version": 2,', 'not_json'],
    ['a list', [], 'not_theme'],
    ['a settings backup', { _pleroma_settings_version: [1, 0], hideNsfw: true }, 'not_theme'],
    ['version 1', { ...redmond, _pleroma_theme_version: 1 }, 'bad_version'],
    ['version 3', { ...redmond, _pleroma_theme_version: 3 }, 'bad_version'],
    ['version "2"', { ...redmond, _pleroma_theme_version: '2' }, 'bad_version'],
    [
      'another engine, no snapshot',
      { ...redmond, source: { ...(redmond.source as object), themeEngineVersion: 4 } },
      'bad_engine',
    ],
    ['neither source nor theme', { _pleroma_theme_version: 2, name: 'x' }, 'not_theme'],
    ['no colours', { _pleroma_theme_version: 2, source: { themeEngineVersion: 3 } }, 'no_colors'],
    ['no background', { _pleroma_theme_version: 2, source: { themeEngineVersion: 3, colors: { text: '#fff' } } }, 'no_colors'],
    [
      'a colour that is not one',
      { _pleroma_theme_version: 2, source: { themeEngineVersion: 3, colors: { bg: '#000', text: 'url(x)' } } },
      'bad_color',
    ],
    [
      'a radius that is not a number',
      {
        _pleroma_theme_version: 2,
        source: { themeEngineVersion: 3, colors: { bg: '#000', text: '#fff' }, radii: { btn: 'big' } },
      },
      'bad_value',
    ],
    [
      'a broken shadow',
      {
        _pleroma_theme_version: 2,
        source: { themeEngineVersion: 3, colors: { bg: '#000', text: '#fff' }, shadows: { panel: [{ x: 1 }] } },
      },
      'bad_value',
    ],
    ['a huge file', `{"x":"${'a'.repeat(MAX_THEME_FILE_BYTES)}"}`, 'too_big'],
  ])('refuses %s', (_what, doc, expected) => {
    expect(reason(doc)).toBe(expected);
  });

  it('says which version it refused', () => {
    const parsed = parseThemeDocument({ ...redmond, _pleroma_theme_version: 7 });
    expect(parsed.ok ? null : parsed.error).toEqual({ reason: 'bad_version', values: { version: '7' } });
  });

  it("reads a snapshot when the source is another engine's", () => {
    const doc = {
      _pleroma_theme_version: 2,
      name: 'n',
      source: { themeEngineVersion: 2 },
      theme: { colors: { bg: '#000', text: '#fff' } },
    };
    expect(reason(doc)).toBe('accepted');
  });
});

describe('export', () => {
  it.each(files)('%s: export then import keeps the source block equal', (file) => {
    const first = parseThemeFile(read(file));
    if (!first.ok) throw new Error(first.error.reason);
    const text = exportThemeFile(first.theme);
    const again = parseThemeFile(text);
    expect(again.ok && again.theme).toEqual(first.theme);
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(doc._pleroma_theme_version).toBe(2);
    // a file that had a source gives back exactly that block
    const original = JSON.parse(read(file)) as { source?: unknown };
    if (original.source) expect(doc.source).toEqual(original.source);
  });
});

describe('styles.json', () => {
  const styles = JSON.parse(read('styles.json')) as unknown;

  it('reads the short array form', () => {
    const bird = fromShortArray(['Bird', '#f8fafd', '#e6ecf0', '#14171a', '#0084b8', '#e0245e', '#17bf63', '#1b95e0', '#fab81e']);
    expect(bird?.name).toBe('Bird');
    expect(bird?.source.colors).toEqual({
      bg: '#f8fafd',
      fg: '#e6ecf0',
      text: '#14171a',
      link: '#0084b8',
      cRed: '#e0245e',
      cGreen: '#17bf63',
      cBlue: '#1b95e0',
      cOrange: '#fab81e',
    });
  });

  it('lists paths and arrays, and skips what is neither', () => {
    const index = parseStylesIndex({ ...(styles as object), odd: 42, far: '//evil.example/x.json', bad: ['x', 'red'] });
    expect(index['redmond-xx']).toEqual({ name: 'redmond-xx', path: '/static/themes/redmond-xx.json' });
    expect(index['ir-black'] && 'theme' in index['ir-black'] && index['ir-black'].theme.name).toBe('Ir Black');
    expect(Object.keys(index)).not.toEqual(expect.arrayContaining(['odd']));
    expect(index.far).toBeUndefined();
    expect(index.bad).toBeUndefined();
    expect(Object.keys(index)).toHaveLength(14);
  });
});
