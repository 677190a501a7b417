import { withColor, withFont, withKept, withNumber } from '../../../src/features/settingsModal/tabs/theme/themeEdits';
import { SHIPPED_PRESETS } from '../../../src/theme/presets';

const dark = SHIPPED_PRESETS['pleroma-dark']!.source;
const light = SHIPPED_PRESETS['pleroma-light']!.source;

describe("the theme tab's edits", () => {
  it("loads a preset keeping what the 'keep' switches name", () => {
    const out = withKept(light, dark, new Set(['radii', 'fonts'] as const));
    expect(out.colors).toBe(light.colors);
    expect(out.shadows).toBe(light.shadows);
    expect(out.radii).toBe(dark.radii);
    expect(out.fonts).toBe(dark.fonts);
    expect(withKept(light, dark, new Set())).toEqual(light);
  });

  it('sets one colour, number or font, leaving the source it came from as it was', () => {
    const red = withColor(dark, 'cRed', '#ff0000');
    expect(red.colors.cRed).toBe('#ff0000');
    expect(dark.colors.cRed).toBe('#d31014');
    expect(withNumber(dark, 'radii', 'panel', 12).radii.panel).toBe(12);
    expect(withFont(dark, 'interface', 'serif').fonts.interface).toEqual({ family: 'serif' });
    expect(withFont(withFont(dark, 'interface', 'serif'), 'interface', '').fonts.interface).toBeUndefined();
  });
});
