import { choiceKey, themeChoice } from '../../../src/theme/choice';

describe('the theme a browser shows', () => {
  it("is the member's, else the instance's (pleroma_fe over config.json), else as the browser prefers", () => {
    expect(themeChoice({ theme: 'paper' }, { theme: 'bird' }, {}, false).name).toBe('paper');
    expect(themeChoice({}, { theme: 'bird' }, { theme: 'monokai' }, true).name).toBe('bird');
    expect(themeChoice({}, {}, { theme: 'monokai' }, true).name).toBe('monokai');
    expect(themeChoice({}, {}, {}, true).name).toBe('pleroma-light');
    expect(themeChoice({}, {}, {}, false).name).toBe('pleroma-dark');
  });

  it('keys a custom source by its content', () => {
    const source = {
      themeEngineVersion: 3 as const,
      colors: { bg: '#000', text: '#fff' },
      opacity: {},
      radii: {},
      shadows: {},
      fonts: {},
    };
    const a = choiceKey(themeChoice({ customThemeSource: source }, {}, {}, false));
    const b = choiceKey(themeChoice({ customThemeSource: { ...source, colors: { bg: '#111', text: '#fff' } } }, {}, {}, false));
    expect(a).toMatch(/custom/);
    expect(a).not.toBe(b);
    expect(choiceKey(themeChoice({ customThemeSource: source }, {}, {}, false))).toBe(a);
  });
});
