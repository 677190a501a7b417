// The list form on screen: create stays disabled until a title is typed, a refused create keeps the form as
// typed with the server's words, and deleting asks first (spec 000 §2, §5).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { ListEditScreen } from '../../../src/features/lists/screens/ListEditScreen';
import { listsSaga } from '../../../src/features/lists/sagas/lists';
import { tokenObtained } from '../../../src/slices/auth';
import { accountFactory, stateAfter } from '../../support/factories';
import { renderWithSaga } from '../../support/render';
import { createTestServer } from '../../support/server';

const { server, to } = createTestServer();

const routes = (
  <Routes>
    <Route path="lists/new" element={<ListEditScreen />} />
    <Route path="lists/:id/edit" element={<ListEditScreen />} />
  </Routes>
);

const preloadedState = () => stateAfter(tokenObtained({ token: 'secret-token' }));

describe('ListEditScreen', () => {
  it("create is disabled while the title is empty; a refused create keeps the form and shows the server's words", async () => {
    server.use(http.post('/api/v1/lists', () => HttpResponse.json({ error: 'Title is taken' }, { status: 422 })));
    renderWithSaga(routes, listsSaga, { route: '/lists/new', preloadedState: preloadedState() });
    const title = await screen.findByLabelText('Title');
    const create = screen.getByRole('button', { name: 'Create' });
    expect(title).toHaveFocus();
    expect(create).toBeDisabled();
    fireEvent.change(title, { target: { value: '   ' } });
    expect(create).toBeDisabled();
    fireEvent.change(title, { target: { value: 'Friends' } });
    expect(create).toBeEnabled();
    fireEvent.click(create);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the list: Title is taken');
    expect(screen.getByLabelText('Title')).toHaveValue('Friends');
    expect(to('/api/v1/lists', 'POST')).toHaveLength(1);
  });

  it('edit shows the members as ticked boxes; delete asks first and sends nothing when cancelled', async () => {
    const alice = accountFactory({ id: '1', acct: 'alice', username: 'alice', display_name: 'Alice' });
    server.use(
      http.get('/api/v1/lists/5', () => HttpResponse.json({ id: '5', title: 'Friends' })),
      http.get('/api/v1/lists/5/accounts', () => HttpResponse.json([alice])),
    );
    renderWithSaga(routes, listsSaga, { route: '/lists/5/edit', preloadedState: preloadedState() });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Friends'));
    const member = screen.getByRole('checkbox', { name: /Alice/ });
    expect(member).toBeChecked();
    fireEvent.click(member);
    expect(member).not.toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the list “Friends”?' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(to('/api/v1/lists/5', 'DELETE')).toHaveLength(0);
  });
});
