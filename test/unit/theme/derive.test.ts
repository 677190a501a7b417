import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { computeTheme } from '../../../src/theme/derive';
import { parseStylesIndex, parseThemeFile } from '../../../src/theme/parse';
import { SHIPPED_PRESETS } from '../../../src/theme/presets';
import { parseColor } from '../../../src/theme/color';
import { AA_LARGE, AA_TEXT } from '../../../src/theme/defaults';
import type { Theme } from '../../../src/theme/types';

const DIR = join(__dirname, '../../fixtures/themes');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'styles.json');

function load(file: string): Theme {
  const parsed = parseThemeFile(readFileSync(join(DIR, file), 'utf8'), file);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.reason}`);
  return parsed.theme;
}

/** Every custom property the stylesheets read (src/theme/base.css's :root). */
const CSS = readFileSync(join(__dirname, '../../../src/theme/base.css'), 'utf8');
const ROOT_BLOCK = CSS.slice(CSS.indexOf(':root {'), CSS.indexOf('}', CSS.indexOf(':root {')));
const cssVars = (block: string) =>
  Object.fromEntries(
    [...block.matchAll(/\n\s*(--[a-z0-9-]+|color-scheme):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.replace(/\s+/g, ' ').trim()]),
  );
const DEFAULTS = cssVars(ROOT_BLOCK);
const THEMED = Object.keys(computeTheme(SHIPPED_PRESETS['pleroma-dark']!.source).vars);

function expectComplete(theme: Theme) {
  const { vars } = computeTheme(theme.source);
  expect(Object.keys(vars).sort()).toEqual([...THEMED].sort());
  for (const [name, value] of Object.entries(vars)) {
    expect(value).not.toMatch(/NaN|undefined|null/);
    if (
      /^--(bg|text|link|red|green|orange|blue|border|focus|accent|btn|badge|topbar|panel-header|highlight|alert|input|on-)/.test(
        name,
      )
    )
      expect(parseColor(value)).not.toBeNull();
  }
}

describe('derivation', () => {
  it('covers every themed variable the stylesheet declares', () => {
    for (const name of THEMED) expect(DEFAULTS).toHaveProperty([name]);
  });

  it("keeps base.css's defaults equal to the engine's pleroma-dark", () => {
    const { vars } = computeTheme(SHIPPED_PRESETS['pleroma-dark']!.source);
    for (const [name, value] of Object.entries(vars)) expect([name, DEFAULTS[name]]).toEqual([name, value]);
  });

  it("keeps base.css's light-browser defaults equal to the engine's pleroma-light", () => {
    const start = CSS.indexOf('@media (prefers-color-scheme: light)');
    const light = cssVars(CSS.slice(start, CSS.indexOf('}', start)));
    const { vars } = computeTheme(SHIPPED_PRESETS['pleroma-light']!.source);
    // radii and fonts are the same in both, so the light block leaves them to :root
    for (const [name, value] of Object.entries(vars)) {
      if (name.startsWith('--radius') || name.startsWith('--font')) expect(DEFAULTS[name]).toBe(value);
      else expect([name, light[name]]).toEqual([name, value]);
    }
  });

  it.each(files)('%s gives a complete variable set', (file) => {
    expectComplete(load(file));
  });

  describe('every styles.json entry', () => {
    const index = parseStylesIndex(JSON.parse(readFileSync(join(DIR, 'styles.json'), 'utf8')));
    it('lists all of them', () => expect(Object.keys(index)).toHaveLength(14));
    it.each(Object.keys(index))('%s gives a complete variable set', (name) => {
      const entry = index[name]!;
      expectComplete('theme' in entry ? entry.theme : load(entry.path.replace('/static/themes/', '')));
    });
  });

  it('follows slot references with their lightness shift, away from the background', () => {
    const breezy = computeTheme(load('breezy-dark.json').source).vars;
    // input: '--bg,-6.47' on a dark theme is darker than bg
    expect(breezy['--bg-input']).toBe('#2a2e32');
    const redmond = computeTheme(load('redmond-xx.json').source).vars;
    expect(redmond['--panel-header']).toBe('#000080');
    expect(redmond['--bg']).toBe('#008080'); // the wallpaper
    expect(redmond['--radius-panel']).toBe('0px');
    expect(redmond['--shadow-panel']).toContain('inset -1px -1px 0px 0px #000000');
  });

  it('fills what a theme leaves out from the spec defaults', () => {
    const { vars } = computeTheme({
      themeEngineVersion: 3,
      colors: { bg: '#ffffff', text: '#000000' },
      opacity: {},
      radii: {},
      shadows: {},
      fonts: {},
    });
    expect(vars['--radius-panel']).toBe('10px');
    expect(vars['--radius-avatar-alt']).toBe('50px');
    expect(vars['--font']).toContain('Atkinson Hyperlegible');
    expect(vars['--font-mono']).toBe('monospace');
  });

  it('takes fonts by name, generic or custom', () => {
    const base = SHIPPED_PRESETS['pleroma-dark']!.source;
    const { vars } = computeTheme({ ...base, fonts: { interface: { family: 'serif' }, postCode: { family: 'Fira Code' } } });
    expect(vars['--font']).toBe('serif');
    expect(vars['--font-mono']).toBe('"Fira Code", monospace');
  });
});

describe('contrast of the shipped presets', () => {
  it.each(Object.keys(SHIPPED_PRESETS))('%s passes AA on every pair the engine produces', (name) => {
    const { pairs } = computeTheme(SHIPPED_PRESETS[name]!.source);
    expect(pairs.length).toBeGreaterThan(30);
    const failing = pairs.filter((p) => p.ratio < p.min).map((p) => `${p.fg} on ${p.bg}: ${p.ratio.toFixed(2)} < ${p.min}`);
    expect(failing).toEqual([]);
    // text pairs at 4.5, borders and focus rings at 3
    for (const p of pairs) expect(p.min).toBe(/border|focus/.test(p.fg) ? AA_LARGE : AA_TEXT);
  });

  // the pairs the stylesheets rely on beyond text on panels (issue 26's axe findings): 'Delete' on a hovered menu row,
  // placeholders in fields, fields' outlines on every surface they sit on, the focus ring in the top bar and headings
  it.each(Object.keys(SHIPPED_PRESETS))('%s checks the pairs of menus, fields and focus rings', (name) => {
    const { pairs } = computeTheme(SHIPPED_PRESETS[name]!.source);
    const checked = pairs.map((p) => `${p.fg} on ${p.bg}`);
    expect(checked).toEqual(
      expect.arrayContaining([
        '--red on --border',
        '--text-faint on --bg-input',
        '--border-control on --bg-panel',
        '--border-control on --bg-faint',
        '--border-control on --bg-input',
        '--focus on --bg-panel',
        '--focus on --bg-faint',
        '--focus on --border',
        '--focus on --topbar',
        '--focus on --panel-header',
      ]),
    );
  });

  it('reports a theme whose own text fails on its own background, without moving it', () => {
    const { vars, pairs } = computeTheme({
      themeEngineVersion: 3,
      colors: { bg: '#777777', text: '#888888' },
      opacity: {},
      radii: {},
      shadows: {},
      fonts: {},
    });
    expect(vars['--text']).toBe('#888888');
    expect(pairs.filter((p) => p.ratio < p.min).map((p) => p.fg)).toContain('--text');
    // what the engine derives still reaches AA
    expect(pairs.filter((p) => p.ratio < p.min && p.fg !== '--text')).toEqual([]);
  });
});
