import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { TimelineScreen } from '../../../src/screens/Timeline/TimelineScreen';
import { forgetPlaces } from '../../../src/components/Timeline/scrollMemory';
import { listLoaded } from '../../../src/features/lists/listsSlice';
import { listRequested } from '../../../src/features/lists/listsIntents';
import { timelineOpened } from '../../../src/slices/timelines';
import { stateAfter } from '../../support/factories';
import { soapbox } from '../../support/fixtures';
import { instanceLoaded } from '../../../src/slices/instance';
import type { Instance } from '../../../src/api/types';
import { dispatchedActions, renderWithMockStore } from '../../support/render';

const routes = (
  <Routes>
    <Route path="lists/:id" element={<TimelineScreen kind="list" />} />
    <Route path="tag/:tag" element={<TimelineScreen kind="tag" />} />
    <Route path="bookmarks" element={<TimelineScreen kind="bookmarks" />} />
  </Routes>
);

beforeEach(() => forgetPlaces());

describe('TimelineScreen', () => {
  it('a list timeline opens list:{id}, asks for the list, and is titled "List" until its title is known', () => {
    const { store } = renderWithMockStore(routes, { route: '/lists/7' });
    expect(dispatchedActions(store)).toEqual([listRequested({ id: '7' }), timelineOpened({ key: 'list:7' })]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('List');
  });

  it('a known list is titled by its own title', () => {
    renderWithMockStore(routes, { route: '/lists/7', state: stateAfter(listLoaded({ id: '7', title: 'Close friends' })) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Close friends');
  });

  it('a tag timeline opens tag:{tag} and is titled #tag; bookmarks have their own title', () => {
    const tag = renderWithMockStore(routes, { route: '/tag/cats' });
    expect(dispatchedActions(tag.store)).toEqual([timelineOpened({ key: 'tag:cats' })]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#cats');
    tag.unmount();
    // on a server with bookmarks (capabilities.bookmarks)
    const state = stateAfter(instanceLoaded(soapbox<Instance>('akkoma-instance')));
    renderWithMockStore(routes, { route: '/bookmarks', state });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bookmarks');
  });
});
