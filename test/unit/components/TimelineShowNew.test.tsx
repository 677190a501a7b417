import { act, fireEvent, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Timeline } from '../../../src/components/Timeline/Timeline';
import { forgetPlaces } from '../../../src/components/Timeline/scrollMemory';
import { AUTO_SHOW_INTERVAL_MS, CLICK_BLOCK_MS } from '../../../src/components/Timeline/useShowNew';
import { timelineFetched, timelineFetchStarted, timelineNewShown, timelineReloadRequested } from '../../../src/slices/timelines';
import { settingChanged } from '../../../src/slices/settings';
import type { RootState } from '../../../src/store';
import { descendingIds, importStatuses, reduce, stateAfter, statusFactory } from '../../support/factories';
import { dispatchedActions, LocationProbe, renderWithMockStore, renderWithStore } from '../../support/render';

const KEY = 'public';
const ids = descendingIds(20, 500);
const fresh = descendingIds(2, 600);
const ui = <Timeline timelineKey={KEY} title="Local timeline" />;

/** A loaded timeline with two statuses waiting behind "show new". */
function withPending(...settings: UnknownAction[]): RootState {
  return stateAfter(
    ...settings,
    importStatuses([...fresh, ...ids].map((id) => statusFactory({ id }))),
    timelineFetchStarted({ key: KEY, direction: 'initial' }),
    timelineFetched({ key: KEY, direction: 'initial', ids, maxId: null }),
    timelineFetched({ key: KEY, direction: 'newer', ids: fresh, maxId: null }),
  );
}

const shown = (store: { getActions: () => unknown[] }) =>
  (store.getActions() as UnknownAction[]).filter((a) => a.type === timelineNewShown.type);

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

let hasFocus: jest.SpyInstance;
beforeEach(() => {
  forgetPlaces();
  setScrollY(0);
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe("the '.' key", () => {
  it('shows the new statuses', () => {
    const { store } = renderWithMockStore(ui, { state: withPending() });
    fireEvent.keyDown(document.body, { key: '.' });
    expect(dispatchedActions(store)).toEqual([timelineNewShown({ key: KEY, keepShown: false })]);
  });

  it('is typing inside a field, and is left alone with a modifier', () => {
    const { store } = renderWithMockStore(
      <>
        <textarea aria-label="Compose" />
        <input aria-label="Search" />
        <div contentEditable aria-label="Editor" role="textbox" />
        {ui}
      </>,
      { state: withPending() },
    );
    fireEvent.keyDown(screen.getByLabelText('Compose'), { key: '.' });
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: '.' });
    fireEvent.keyDown(document.body, { key: '.', ctrlKey: true });
    expect(dispatchedActions(store)).toEqual([]);
  });

  it('after a gap, reloads instead', () => {
    const gap = descendingIds(20, 900);
    const state = reduce(withPending(), timelineFetched({ key: KEY, direction: 'newer', ids: gap, maxId: null }));
    const { store } = renderWithMockStore(ui, { state });
    fireEvent.keyDown(document.body, { key: '.' });
    expect(dispatchedActions(store)).toEqual([timelineReloadRequested({ key: KEY })]);
  });

  it('below the top, keeps what the reader is reading', () => {
    setScrollY(2000);
    const { store } = renderWithMockStore(ui, { state: withPending() });
    fireEvent.keyDown(document.body, { key: '.' });
    expect(dispatchedActions(store)).toEqual([timelineNewShown({ key: KEY, keepShown: true })]);
  });
});

describe('after new statuses are shown', () => {
  it(`clicks inside the timeline are swallowed for ${CLICK_BLOCK_MS} ms`, () => {
    jest.useFakeTimers();
    renderWithStore(
      <>
        {ui}
        <LocationProbe />
      </>,
      { preloadedState: withPending(), route: '/main/public' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show new (2)' }));
    const authorLink = () => screen.getAllByRole('article')[0].querySelector('a.status-name, header a') as HTMLElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      authorLink().dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/main/public');

    act(() => {
      jest.advanceTimersByTime(CLICK_BLOCK_MS - 1);
    });
    fireEvent.click(authorLink());
    expect(screen.getByTestId('location')).toHaveTextContent('/main/public');

    act(() => {
      jest.advanceTimersByTime(1);
    });
    fireEvent.click(authorLink());
    expect(screen.getByTestId('location')).not.toHaveTextContent('/main/public');
  });
});

describe('automatic showing (setting "streaming")', () => {
  const streaming = settingChanged('streaming', true);

  it('shows new statuses at once at the top of a focused page', () => {
    const { store } = renderWithMockStore(ui, { state: withPending(streaming) });
    expect(shown(store)).toEqual([timelineNewShown({ key: KEY, keepShown: false })]);
  });

  it('not with the setting off', () => {
    const { store } = renderWithMockStore(ui, { state: withPending() });
    expect(shown(store)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Show new (2)' })).toBeInTheDocument();
  });

  it('not when the reader has scrolled 15 px or more', () => {
    setScrollY(15);
    const { store } = renderWithMockStore(ui, { state: withPending(streaming) });
    expect(shown(store)).toEqual([]);
  });

  it('just below 15 px still counts as the top', () => {
    setScrollY(14);
    const { store } = renderWithMockStore(ui, { state: withPending(streaming) });
    expect(shown(store)).toHaveLength(1);
  });

  it('not while the reader is writing', () => {
    const textarea = document.createElement('textarea');
    document.body.appendChild(textarea);
    textarea.focus();
    try {
      const { store } = renderWithMockStore(ui, { state: withPending(streaming) });
      expect(shown(store)).toEqual([]);
    } finally {
      textarea.remove();
    }
  });

  it('not while a modal locks the page', () => {
    document.body.classList.add('scroll-locked');
    try {
      const { store } = renderWithMockStore(ui, { state: withPending(streaming) });
      expect(shown(store)).toEqual([]);
    } finally {
      document.body.classList.remove('scroll-locked');
    }
  });

  it('not in a tab out of focus, unless pauseOnUnfocused is off', () => {
    hasFocus.mockReturnValue(false);
    const paused = renderWithMockStore(ui, { state: withPending(streaming) });
    expect(shown(paused.store)).toEqual([]);
    paused.unmount();

    const unpaused = renderWithMockStore(ui, { state: withPending(streaming, settingChanged('pauseOnUnfocused', false)) });
    expect(shown(unpaused.store)).toHaveLength(1);
  });

  it(`a burst is shown at most every ${AUTO_SHOW_INTERVAL_MS} ms`, () => {
    jest.useFakeTimers();
    const { store } = renderWithStore(ui, { preloadedState: withPending(streaming) });
    // the first arrivals show at once
    expect(store.getState().timelines[KEY].pendingIds).toEqual([]);
    const more = descendingIds(2, 700);
    act(() => {
      store.dispatch(importStatuses(more.map((id) => statusFactory({ id }))));
      store.dispatch(timelineFetched({ key: KEY, direction: 'newer', ids: [more[1]], maxId: null }));
    });
    act(() => {
      jest.advanceTimersByTime(AUTO_SHOW_INTERVAL_MS / 2);
      store.dispatch(timelineFetched({ key: KEY, direction: 'newer', ids: [more[0]], maxId: null }));
    });
    expect(store.getState().timelines[KEY].pendingIds).toEqual([more[0], more[1]]);
    act(() => {
      jest.advanceTimersByTime(AUTO_SHOW_INTERVAL_MS / 2 - 1);
    });
    expect(store.getState().timelines[KEY].pendingIds).toHaveLength(2);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(store.getState().timelines[KEY].pendingIds).toEqual([]);
    expect(store.getState().timelines[KEY].ids.slice(0, 4)).toEqual([...more, ...fresh]);
  });

  it('with the real store, the new ones land on top and the heading says it is up to date', () => {
    renderWithStore(ui, { preloadedState: withPending(streaming) });
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-entry-id', fresh[0]);
    expect(screen.getByText('Up to date')).toBeInTheDocument();
  });
});
