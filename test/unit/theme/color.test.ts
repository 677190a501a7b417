import { contrastRatio, parseColor, readable, shiftLightness, toHex, WHITE, BLACK } from '../../../src/theme/color';

const c = (hex: string) => parseColor(hex)!;

describe('contrast ratio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4],
    ['#595959', '#ffffff', 7],
  ])('%s on %s is %d:1', (fg, bg, ratio) => {
    expect(contrastRatio(c(fg), c(bg))).toBeCloseTo(ratio, 1);
    expect(contrastRatio(c(bg), c(fg))).toBeCloseTo(ratio, 1);
  });
});

describe('colours', () => {
  it('reads short and long hex, rgb() and refuses the rest', () => {
    expect(parseColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseColor('#FF6C60')).toEqual({ r: 255, g: 108, b: 96 });
    expect(parseColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3 });
    for (const bad of ['red', '#12', '--bg', 'url(x)', 42, null]) expect(parseColor(bad)).toBeNull();
  });

  it('moves HSL lightness by points and clamps', () => {
    expect(toHex(shiftLightness(c('#808080'), 10))).toBe('#9a9a9a');
    expect(toHex(shiftLightness(c('#31363b'), 900))).toBe('#ffffff');
    expect(toHex(shiftLightness(c('#31363b'), -900))).toBe('#000000');
  });

  it('moves a text colour the least needed to reach the ratio, and turns over one on the wrong side', () => {
    const bg = c('#f2f6f9');
    const orange = readable(c('#f55b1b'), [bg], 4.5);
    expect(contrastRatio(orange, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(orange, bg)).toBeLessThan(5);
    expect(readable(c('#000000'), [c('#000080')], 4.5).r).toBeGreaterThan(200);
    expect(readable(WHITE, [BLACK], 4.5)).toEqual(WHITE);
  });
});
