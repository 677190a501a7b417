import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { App } from '../../../src/app/App';
import { createAppStore } from '../../../src/store';
import { bootFinished, startupSettled } from '../../../src/slices/ui';
import { removeSkeleton } from '../../../src/app/shell/skeleton';

// A navigation is drawn in the task that asked for it. Rendered as a transition, as react-router does by default, the
// new screen was drawn in slices that every store update restarted: after a sign-in, the answers arriving for the
// member's chrome held the home timeline back by half a second (issue 25).
describe('navigating', () => {
  const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  afterEach(() => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    window.history.replaceState(null, '', '/');
    removeSkeleton();
  });

  it('draws the new screen before the task that asked for it ends, not in later slices', async () => {
    window.history.replaceState(null, '', '/main/public');
    const container = document.createElement('div');
    document.body.append(container);
    const store = createAppStore({ devTools: false, runSagas: false });
    const root = createRoot(container);
    await act(async () => root.render(<App store={store} />));
    await act(async () => {
      store.dispatch(bootFinished());
      store.dispatch(startupSettled());
    });
    const heading = () => container.querySelector('#timeline-title')?.textContent ?? '';
    expect(heading()).toContain('Local timeline');
    const link = [...container.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === 'Known network');
    if (!link) throw new Error('no link to the known network in the navigation');

    // the browser's own scheduling, not act's, which would flush a transition too
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    link.click();
    await Promise.resolve();
    expect(window.location.pathname).toBe('/main/all');
    expect(heading()).toContain('Known network');

    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root.unmount());
    container.remove();
  });
});
