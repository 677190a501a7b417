import { act } from '@testing-library/react';
import { cssString, nameSkeleton, removeSkeleton, SKELETON_ID, SKELETON_NAME_PROPERTY } from '../../../src/app/shell/skeleton';
import { App } from '../../../src/app/App';
import { createAppStore } from '../../../src/store';
import { bootFinished } from '../../../src/slices/ui';
import { createRoot } from 'react-dom/client';

const nameProperty = () => document.documentElement.style.getPropertyValue(SKELETON_NAME_PROPERTY);

describe("the shell's frame in index.html", () => {
  afterEach(() => {
    removeSkeleton();
    document.title = '';
  });

  it('names the server with the name shown last time, else the page title, as a CSS string', () => {
    document.title = 'Title from the page';
    nameSkeleton('Last name');
    expect(nameProperty()).toBe('"Last name"');
    nameSkeleton(null);
    expect(nameProperty()).toBe('"Title from the page"');
  });

  it('a name cannot leave its CSS string: quotes and backslashes escaped, line breaks made spaces, length capped', () => {
    expect(cssString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(cssString('one\ntwo\u0000')).toBe('"one two "');
    expect(cssString('x'.repeat(200))).toHaveLength(82);
    nameSkeleton('"; } body { display: none } .x { content: "');
    const probe = document.createElement('div');
    probe.style.setProperty('content', nameProperty());
    // one string value, whatever the name held
    expect(probe.style.getPropertyValue('content')).toMatch(/^".*"$/);
  });

  it('stays until the app has what its first screen needs, then goes in the commit that mounts the shell', async () => {
    const frame = document.createElement('div');
    frame.id = SKELETON_ID;
    document.body.append(frame);
    const container = document.createElement('div');
    document.body.append(container);
    const store = createAppStore({ devTools: false, runSagas: false });
    const root = createRoot(container);
    await act(async () => root.render(<App store={store} />));
    expect(document.getElementById(SKELETON_ID)).not.toBeNull();
    await act(async () => store.dispatch(bootFinished()));
    expect(document.getElementById(SKELETON_ID)).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
