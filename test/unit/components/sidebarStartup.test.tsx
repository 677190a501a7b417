// The sidebar at start-up (issue 25, nothing jumpy): the navigation panel is drawn once NodeInfo's answer says which
// timelines there are (or after a wait, when it never comes), and the server's features panel once the admin's
// panel above it has answered, so neither is drawn early and then pushed down under the reader.
import { act, screen, within } from '@testing-library/react';
import { NavPanel } from '../../../src/components/NavPanel/NavPanel';
import { afterFreeTime, SETTLE_WAIT_MS } from '../../../src/store/useSettledOrWaited';
import { SidebarAboutPanels } from '../../../src/features/about/components/SidebarAboutPanels';
import { instancePanelLoaded } from '../../../src/features/about/aboutSlice';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { startupSettled } from '../../../src/slices/ui';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { listsFetchFailed, listsLoaded } from '../../../src/features/lists/listsSlice';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import { accountFactory, importAccount, reduce, stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';

const akkoma = { uri: 'https://ak.example', title: 'AK', version: '2.7.2 (compatible; Akkoma 3.13.0)', pleroma: {} } as Instance;
const bubbleNodeinfo = {
  version: '2.1',
  software: { name: 'akkoma', version: '3.13.0' },
  metadata: {
    localBubbleInstances: ['friend.example'],
    publicTimelineVisibility: { local: true, federated: true, bubble: true },
  },
} as unknown as Nodeinfo;

const timelineLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the navigation panel at start-up', () => {
  it('is drawn once start-up has settled, with the timelines NodeInfo adds in their place', () => {
    const { store } = renderWithStore(<NavPanel />, { preloadedState: stateAfter(instanceLoaded(akkoma)) });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    act(() => {
      store.dispatch(nodeinfoLoaded(bubbleNodeinfo));
      store.dispatch(startupSettled());
    });
    expect(timelineLinks()).toEqual(['Local timeline', 'Bubble timeline', 'Known network', 'About']);
  });

  it('is drawn after a wait when the rest of start-up never settles', () => {
    jest.useFakeTimers();
    try {
      renderWithStore(<NavPanel />, { preloadedState: stateAfter(instanceLoaded(akkoma)) });
      act(() => jest.advanceTimersByTime(SETTLE_WAIT_MS - 1));
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(timelineLinks()).toEqual(['Local timeline', 'Known network', 'About']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the wait for the rest of start-up', () => {
  /** The page's clock runs `ahead()` ms past the fake timers': a timer seen from it fires that much late. */
  const pageClockAhead = (ahead: () => number) => {
    const clock = performance.now.bind(performance);
    jest.spyOn(performance, 'now').mockImplementation(() => clock() + ahead());
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('ends after SETTLE_WAIT_MS on a free page', () => {
    const done = jest.fn();
    afterFreeTime(SETTLE_WAIT_MS, done);
    jest.advanceTimersByTime(SETTLE_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not count the time the main thread was held: an answer may be waiting behind it', () => {
    let held = 0;
    pageClockAhead(() => held);
    const done = jest.fn();
    afterFreeTime(SETTLE_WAIT_MS, done);
    jest.advanceTimersByTime(249);
    // the first step fires 600 ms late
    held = 600;
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(SETTLE_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    // one more step in time makes up for the late one
    jest.advanceTimersByTime(250);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ends after five times its length however busy the page stays', () => {
    let reads = 0;
    // every step fires 300 ms late
    pageClockAhead(() => 300 * reads++);
    const done = jest.fn();
    afterFreeTime(SETTLE_WAIT_MS, done);
    // eight steps: 6.8 s by the page's clock, none of it counted
    jest.advanceTimersByTime(SETTLE_WAIT_MS);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SETTLE_WAIT_MS);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is stopped by the cleanup it returns', () => {
    const done = jest.fn();
    afterFreeTime(SETTLE_WAIT_MS, done)();
    jest.advanceTimersByTime(10 * SETTLE_WAIT_MS);
    expect(done).not.toHaveBeenCalled();
  });
});

describe("a member's navigation panel at start-up", () => {
  const alice = accountFactory({ id: 'A1', username: 'alice', acct: 'alice' });
  const signedIn = () =>
    stateAfter(instanceLoaded(akkoma), tokenObtained({ token: 't' }), importAccount(alice), loginSucceeded({ me: alice.id }));

  it("waits for the member's lists too, so they are never inserted above the entries below 'Lists'", () => {
    const { store } = renderWithStore(<NavPanel />, { preloadedState: signedIn() });
    act(() => {
      store.dispatch(startupSettled());
    });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    act(() => {
      store.dispatch(listsLoaded([{ id: 'L1', title: 'Friends' }]));
    });
    const links = timelineLinks();
    expect(links.indexOf('Friends')).toBe(links.indexOf('Lists') + 1);
    expect(links.indexOf('Notifications')).toBeGreaterThan(links.indexOf('Friends'));
  });

  it('is drawn without them when they fail, or after the wait when they never answer', () => {
    const failed = renderWithStore(<NavPanel />, { preloadedState: signedIn() });
    act(() => {
      failed.store.dispatch(startupSettled());
      failed.store.dispatch(listsFetchFailed());
    });
    expect(timelineLinks()).toContain('Lists');
    failed.unmount();

    jest.useFakeTimers();
    try {
      renderWithStore(<NavPanel />, { preloadedState: reduce(signedIn(), startupSettled()) });
      act(() => jest.advanceTimersByTime(SETTLE_WAIT_MS - 1));
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(timelineLinks()).toContain('Lists');
    } finally {
      jest.useRealTimers();
    }
  });

  it("stays drawn when a visitor signs in, while the member's lists load", () => {
    const { store } = renderWithStore(<NavPanel />, { preloadedState: stateAfter(instanceLoaded(akkoma), startupSettled()) });
    expect(timelineLinks()).toContain('About');
    act(() => {
      store.dispatch(tokenObtained({ token: 't' }));
      store.dispatch(importAccount(alice));
      store.dispatch(loginSucceeded({ me: alice.id }));
    });
    expect(timelineLinks()).toContain('Lists');
  });
});

describe("the server's panels in the sidebar", () => {
  const features = () => screen.queryByRole('heading', { name: 'Features' });

  it("draws the features panel with the admin's panel, below it, once that has answered", () => {
    const { store, container } = renderWithStore(<SidebarAboutPanels features />, {
      preloadedState: stateAfter(instanceLoaded(akkoma), startupSettled()),
    });
    expect(features()).toBeNull();
    act(() => {
      store.dispatch(instancePanelLoaded({ html: '<p>Welcome to AK</p>' }));
    });
    const panels = [...container.querySelectorAll('section')].map((section) => section.className);
    expect(panels).toEqual(['panel instance-panel', expect.stringContaining('about-features')]);
    expect(features()).not.toBeNull();
  });

  it('draws it alone when the admin has no panel, and only once NodeInfo has said what the server offers', () => {
    const { store } = renderWithStore(<SidebarAboutPanels features />, { preloadedState: stateAfter(instanceLoaded(akkoma)) });
    act(() => {
      store.dispatch(instancePanelLoaded({ failed: true }));
    });
    expect(features()).toBeNull();
    act(() => {
      store.dispatch(startupSettled());
    });
    expect(features()).not.toBeNull();
  });

  it('draws it after the same wait as the navigation when NodeInfo never answers', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithStore(<SidebarAboutPanels features />, { preloadedState: stateAfter(instanceLoaded(akkoma)) });
      act(() => {
        store.dispatch(instancePanelLoaded({ html: '<p>Welcome to AK</p>' }));
      });
      act(() => jest.advanceTimersByTime(SETTLE_WAIT_MS - 1));
      expect(features()).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(features()).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws no features panel for a member', () => {
    const { store } = renderWithStore(<SidebarAboutPanels features={false} />, {
      preloadedState: stateAfter(instanceLoaded(akkoma), startupSettled()),
    });
    act(() => {
      store.dispatch(instancePanelLoaded({ html: '<p>Welcome to AK</p>' }));
    });
    expect(screen.getByText('Welcome to AK')).toBeInTheDocument();
    expect(features()).toBeNull();
  });
});
