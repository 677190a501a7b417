import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

// Arabic and Hebrew mirror the layout (issue 19): the styles name sides by the reading direction
// (inline-start, inline-end), never left or right. A centred or symmetric rule needs no side.
const SRC = join(__dirname, '..', '..', '..', 'src');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

const PHYSICAL = [
  /\b(margin|padding|border)-(left|right)\b/,
  /^\s*(left|right)\s*:/,
  /\btext-align\s*:\s*(left|right)\b/,
  /\bfloat\s*:\s*(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\b/,
];

/** `margin: 0 4px 0 8px`: four values whose left and right differ. */
function lopsidedShorthand(line: string): boolean {
  const m = /^\s*(margin|padding|inset)\s*:\s*([^;]+);/.exec(line);
  if (!m) return false;
  const values = m[2].trim().split(/\s+(?![^(]*\))/);
  return values.length === 4 && values[1] !== values[3];
}

export function physicalSides(css: string): string[] {
  return css
    .split('\n')
    .map((line, i) => ({ line, at: i + 1 }))
    .filter(({ line }) => PHYSICAL.some((p) => p.test(line)) || lopsidedShorthand(line))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

describe('styles', () => {
  it('the check finds each physical side it looks for (guards the check)', () => {
    const sample = [
      'a { margin-left: 4px; }',
      '  right: 0;',
      'b { text-align: left; }',
      'c { float: right; }',
      'd { border-top-left-radius: 2px; }',
      '  padding: 0 4px 0 8px;',
    ].join('\n');
    expect(physicalSides(sample)).toHaveLength(6);
    expect(physicalSides('  margin-inline-start: 4px;\n  padding: 0 4px 0 4px;\n  inset-inline-end: 0;')).toEqual([]);
  });

  it('name sides by the reading direction, never left or right', () => {
    const found = cssFiles(SRC).flatMap((file) =>
      physicalSides(readFileSync(file, 'utf8')).map((hit) => `${relative(SRC, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
