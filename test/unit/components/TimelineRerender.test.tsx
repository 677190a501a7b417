import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Timeline } from '../../../src/components/Timeline/Timeline';
import { forgetPlaces } from '../../../src/components/Timeline/scrollMemory';
import { timelineFetched, timelineFetchStarted } from '../../../src/slices/timelines';
import { settingChanged } from '../../../src/slices/settings';
import { firstScreenDrawn } from '../../../src/slices/ui';
import { accountFactory, descendingIds, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { renderWithStore } from '../../support/render';

// Render counters: every card renders its header, and every timeline render renders its list. The
// wrappers are not memoized, so they count each render of their parent.
const mockRenders = { headers: [] as string[], lists: 0 };
jest.mock('../../../src/components/Status/StatusHeader', () => {
  const actual = jest.requireActual<typeof import('../../../src/components/Status/StatusHeader')>(
    '../../../src/components/Status/StatusHeader',
  );
  return {
    ...actual,
    StatusHeader: (props: ComponentProps<typeof actual.StatusHeader>) => {
      mockRenders.headers.push(props.status.id);
      return actual.StatusHeader(props);
    },
  };
});
jest.mock('../../../src/components/Timeline/VirtualList', () => {
  const actual = jest.requireActual<typeof import('../../../src/components/Timeline/VirtualList')>(
    '../../../src/components/Timeline/VirtualList',
  );
  return {
    ...actual,
    VirtualList: (props: ComponentProps<typeof actual.VirtualList>) => {
      mockRenders.lists += 1;
      return actual.VirtualList(props);
    },
  };
});

const KEY = 'public';
const ids = descendingIds(6, 500);
const robot = accountFactory({ id: 'robot1', username: 'robot', bot: true });
const raw = ids.map((id, k) => statusFactory({ id, ...(k === 2 ? { account: robot } : {}) }));
const state = stateAfter(
  importStatuses(raw),
  timelineFetchStarted({ key: KEY, direction: 'initial' }),
  timelineFetched({ key: KEY, direction: 'initial', ids, maxId: null }),
);
const ui = <Timeline timelineKey={KEY} title="Local timeline" />;

beforeEach(() => {
  forgetPlaces();
  mockRenders.headers = [];
  mockRenders.lists = 0;
});

describe('Timeline re-renders', () => {
  it('a favourite on one status (one changed status imported) re-renders that card only, not the timeline', async () => {
    const { store } = renderWithStore(ui, { preloadedState: state });
    // the rows the first frame leaves out come one frame later
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(new Set(mockRenders.headers)).toEqual(new Set(ids));
    mockRenders.headers = [];
    mockRenders.lists = 0;

    act(() => {
      store.dispatch(importStatuses([{ ...raw[1], favourited: true, favourites_count: 1 }]));
    });

    expect(mockRenders.headers).toEqual([ids[1]]);
    expect(mockRenders.lists).toBe(0);
  });

  it('the first screen being drawn, or a setting the list does not read, renders the list no more', async () => {
    const { store } = renderWithStore(ui, { preloadedState: state });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    mockRenders.lists = 0;

    // each render of the list measures every row it has (a forced layout in a browser)
    act(() => {
      store.dispatch(firstScreenDrawn());
    });
    expect(mockRenders.lists).toBe(0);
    act(() => {
      store.dispatch(settingChanged('modalOnLogout', false));
    });

    expect(store.getState().ui.firstScreenDrawn).toBe(true);
    expect(mockRenders.lists).toBe(0);
  });

  it('the quick settings "mute bots" + "hide filtered" take the bot post out of the list', async () => {
    const { store } = renderWithStore(ui, { preloadedState: state });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(document.querySelector(`[data-entry-id="${ids[2]}"]`)).not.toBeNull();
    act(() => {
      store.dispatch(settingChanged('muteBotStatuses', true));
    });
    // muted only: still in the feed (its card shows the muted notice)
    expect(document.querySelector(`[data-entry-id="${ids[2]}"]`)).not.toBeNull();
    act(() => {
      store.dispatch(settingChanged('hideFilteredStatuses', true));
    });
    expect(document.querySelector(`[data-entry-id="${ids[2]}"]`)).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    // positions stay consecutive for screen readers
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-posinset'))).toEqual(['1', '2', '3', '4', '5']);
  });
});
