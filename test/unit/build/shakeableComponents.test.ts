import shakeableComponents from '../../../scripts/webpack/shakeableComponentsLoader.mjs';

const library = [
  'var Ctx = React.createContext(null);',
  'Ctx.displayName = "Ctx";',
  'var Link = React10.forwardRef(',
  '  function LinkWithRef(props, ref) { return null; }',
  ');',
  'Link.displayName = "Link";',
  'var Memo = React3.memo(Inner);',
  'var other = makeThing();',
  'function keep() { el.displayName = "kept inside a function"; }',
  'var value = compute(); // React.forwardRef( in a comment stays as it is',
].join('\n');

describe('the loader that lets unused library components be dropped', () => {
  const out = shakeableComponents(library);

  it('removes top-level displayName assignments, and only those', () => {
    expect(out).not.toMatch(/^Ctx\.displayName/m);
    expect(out).not.toMatch(/^Link\.displayName/m);
    expect(out).toContain('el.displayName = "kept inside a function"');
  });

  it('marks top-level component and context calls pure, and no other call', () => {
    expect(out).toContain('var Ctx = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var Memo = /* @__PURE__ */ React3.memo(Inner);');
    expect(out).toContain('var other = makeThing();');
    expect(out).toContain('var value = compute();');
  });

  it('leaves an already marked call with a single mark', () => {
    const marked = 'var A = /* @__PURE__ */ React.createContext(null);';
    expect(shakeableComponents(marked)).toBe(marked);
  });
});
