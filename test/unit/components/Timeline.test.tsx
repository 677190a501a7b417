import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timeline } from '../../../src/components/Timeline/Timeline';
import { forgetPlaces } from '../../../src/components/Timeline/scrollMemory';
import {
  timelineFetched,
  timelineFetchFailed,
  timelineFetchStarted,
  timelineNewShown,
  timelineOlderRequested,
  timelineReloadRequested,
} from '../../../src/slices/timelines';
import type { RootState } from '../../../src/store';
import { mastoTimeline } from '../../support/fixtures';
import { importStatuses, reduce, stateAfter, statusFactory } from '../../support/factories';
import { dispatchedActions, renderWithMockStore, renderWithStore } from '../../support/render';

const KEY = 'public';
const page = mastoTimeline();
const ids = page.map((s) => String(s.id));
const withPage = (): RootState =>
  stateAfter(
    importStatuses(page),
    timelineFetchStarted({ key: KEY, direction: 'initial' }),
    timelineFetched({ key: KEY, direction: 'initial', ids, maxId: null }),
  );

const ui = <Timeline timelineKey={KEY} title="Local timeline" />;
/** Rows rendered at the top of a 768 px jsdom window (120 px placeholders): 7 in view + 9 around. */
const VISIBLE_AT_TOP = 16;

beforeEach(() => forgetPlaces());

describe('Timeline', () => {
  it('renders a feed of articles carrying their position', async () => {
    renderWithStore(ui, { preloadedState: withPage() });
    const feed = screen.getByRole('feed', { name: 'Local timeline' });
    // The first frame holds only the rows on screen: 4 rows of the first frame's 200 px guess cross jsdom's 768 px
    // window (nothing is measured there)
    expect(within(feed).getAllByRole('article')).toHaveLength(4);
    // then floor(768 / 80) = 9 more below
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(VISIBLE_AT_TOP));
    const articles = within(feed).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-posinset'))).toEqual(
      ids.slice(0, VISIBLE_AT_TOP).map((_, i) => String(i + 1)),
    );
    // the end is unknown until the bottom is reached
    expect(articles[0]).toHaveAttribute('aria-setsize', '-1');
    expect(feed).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Local timeline');
  });

  it("once bottomed out, the set size is known and the footer says 'No more statuses'", () => {
    renderWithStore(ui, {
      preloadedState: reduce(withPage(), timelineFetched({ key: KEY, direction: 'older', ids: [], maxId: null })),
    });
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '20');
    expect(screen.queryByText('Up to date')).toBeInTheDocument();
    expect(screen.getByText('No more statuses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older statuses' })).toBeNull();
  });

  it("an empty timeline says 'No statuses'", () => {
    renderWithStore(ui, {
      preloadedState: stateAfter(timelineFetched({ key: KEY, direction: 'initial', ids: [], maxId: null })),
    });
    expect(screen.getByText('No statuses')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a spinner while the first page loads', () => {
    renderWithStore(ui, { preloadedState: stateAfter(timelineFetchStarted({ key: KEY, direction: 'initial' })) });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it('the Show new (N) button dispatches timelineNewShown', async () => {
    const user = userEvent.setup();
    const fresh = [statusFactory({ id: '20000000' }), statusFactory({ id: '19999999' })];
    const state = reduce(
      withPage(),
      importStatuses(fresh),
      timelineFetched({ key: KEY, direction: 'newer', ids: ['20000000', '19999999'], maxId: null }),
    );
    const { store } = renderWithMockStore(ui, { state });
    // pending statuses are not shown yet
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-entry-id', ids[0]);
    expect(screen.queryByText('Up to date')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show new (2)' }));
    // at the top: the reader is not holding a place, so the usual 50 are kept
    expect(dispatchedActions(store)).toEqual([timelineNewShown({ key: KEY, keepShown: false })]);
  });

  it('with the real store, Show new puts the pending statuses on top and the button goes away', async () => {
    const user = userEvent.setup();
    const fresh = [statusFactory({ id: '20000000' })];
    const state = reduce(
      withPage(),
      importStatuses(fresh),
      timelineFetched({ key: KEY, direction: 'newer', ids: ['20000000'], maxId: null }),
    );
    renderWithStore(ui, { preloadedState: state });
    await user.click(screen.getByRole('button', { name: 'Show new (1)' }));
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-status-id', '20000000');
    expect(screen.queryByRole('button', { name: /Show new/ })).toBeNull();
  });

  it('after a gap (flush marker) the button reloads instead', async () => {
    const user = userEvent.setup();
    const newer = Array.from({ length: 20 }, (_, i) => String(30000000 - i));
    const state = reduce(withPage(), timelineFetched({ key: KEY, direction: 'newer', ids: newer, maxId: null }));
    const { store } = renderWithMockStore(ui, { state });
    expect(screen.queryByRole('button', { name: /Show new/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(dispatchedActions(store)).toEqual([timelineReloadRequested({ key: KEY })]);
  });

  it('a failed first load shows the error with a retry that reloads', async () => {
    const user = userEvent.setup();
    const state = stateAfter(timelineFetchFailed({ key: KEY, direction: 'initial', error: { id: 'errors.http.internal' } }));
    const { store } = renderWithMockStore(ui, { state });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error fetching timeline: Internal Server Error');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(dispatchedActions(store)).toEqual([timelineReloadRequested({ key: KEY })]);
  });

  it('fills the error with its values', () => {
    const state = stateAfter(
      timelineFetchFailed({
        key: KEY,
        direction: 'initial',
        error: { id: 'errors.http.unexpected_status', values: { code: 502 } },
      }),
    );
    renderWithMockStore(ui, { state });
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching timeline: Unexpected status: 502');
  });

  it('the footer loads older statuses, and offers a retry after an error', async () => {
    const user = userEvent.setup();
    const { store, unmount } = renderWithMockStore(ui, { state: withPage() });
    await user.click(screen.getByRole('button', { name: 'Load older statuses' }));
    expect(dispatchedActions(store)).toEqual([timelineOlderRequested({ key: KEY })]);
    unmount();

    const failed = reduce(
      withPage(),
      timelineFetchFailed({ key: KEY, direction: 'older', error: { id: 'errors.http.network' } }),
    );
    const second = renderWithMockStore(ui, { state: failed });
    await user.click(screen.getByRole('button', { name: 'Error loading, click to retry' }));
    expect(dispatchedActions(second.store)).toEqual([timelineOlderRequested({ key: KEY })]);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(VISIBLE_AT_TOP));
  });

  it('asks for older statuses when the footer comes near the viewport, and again each second while it stays near', () => {
    jest.useFakeTimers();
    const observed: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
    const original = window.IntersectionObserver;
    class Recording {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    }
    window.IntersectionObserver = Recording as unknown as typeof IntersectionObserver;
    const report = (isIntersecting: boolean) =>
      act(() => observed[0].callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
    try {
      const { store } = renderWithMockStore(ui, { state: withPage() });
      expect(observed).toHaveLength(1);
      expect(observed[0].options?.rootMargin).toBe('0px 0px 750px 0px');
      report(false);
      expect(dispatchedActions(store)).toEqual([]);
      report(true);
      expect(dispatchedActions(store)).toEqual([timelineOlderRequested({ key: KEY })]);
      // the saga drops asks inside its 1 s throttle: a reader resting at the bottom is asked for again
      act(() => jest.advanceTimersByTime(999));
      expect(dispatchedActions(store)).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(dispatchedActions(store)).toHaveLength(2);
      report(false);
      act(() => jest.advanceTimersByTime(5000));
      expect(dispatchedActions(store)).toHaveLength(2);
    } finally {
      window.IntersectionObserver = original;
      jest.useRealTimers();
    }
  });
  it("a stale 'near' asks nothing once the footer is far: the observer's report can come after the page arrived", () => {
    jest.useFakeTimers();
    const observed: IntersectionObserverCallback[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    let footerTop = 0;
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: this.classList.contains('timeline-footer') ? footerTop : 0 } as DOMRect;
    });
    try {
      const { store } = renderWithMockStore(ui, { state: withPage() });
      act(() => observed[0]([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(dispatchedActions(store)).toHaveLength(1);
      // the older page came in below: the footer is now far down, the observer has not said so yet
      footerTop = window.innerHeight + 2000;
      act(() => jest.advanceTimersByTime(5000));
      expect(dispatchedActions(store)).toHaveLength(1);
    } finally {
      rect.mockRestore();
      window.IntersectionObserver = original;
      jest.useRealTimers();
    }
  });
});
