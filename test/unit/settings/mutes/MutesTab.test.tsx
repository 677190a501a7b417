import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import MutesTab from '../../../../src/features/settingsModal/tabs/mutes/MutesTab';
import { mutesTabSaga } from '../../../../src/features/settingsModal/tabs/mutes/saga';
import { loginSucceeded, tokenObtained } from '../../../../src/slices/auth';
import { accountFactory, stateAfter } from '../../../support/factories';
import { renderWithSaga } from '../../../support/render';
import { createTestServer, ORIGIN } from '../../../support/server';

const { server, to } = createTestServer();
const bob = accountFactory({ id: 'B', username: 'bob', display_name: 'Bob' });
const kai = accountFactory({ id: 'K', username: 'kai', acct: 'kai@akkoma.example', display_name: 'Kai' });
const relationship = (id: string) => ({ id, muting: false, blocking: false, following: false });

const renderTab = () =>
  renderWithSaga(<MutesTab />, mutesTabSaga, {
    preloadedState: stateAfter(tokenObtained({ token: 't' }), loginSucceeded({ me: 'ME' })),
  });

describe('MutesTab', () => {
  it('lists the muted accounts with when each mute ends, and unmutes the selected ones together', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/mutes`, () =>
        HttpResponse.json([
          { ...bob, mute_expires_at: '2030-05-06T07:08:00.000Z' },
          { ...kai, mute_expires_at: null },
        ]),
      ),
      http.post(`${ORIGIN}/api/v1/accounts/:id/unmute`, ({ params }) => HttpResponse.json(relationship(String(params.id)))),
    );
    const user = userEvent.setup();
    renderTab();
    const list = await screen.findByRole('list', { name: 'Muted accounts' });
    await within(list).findByText('@bob');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const ends = [...list.querySelectorAll('.mutes-row-expiry')].map((e) => e.textContent);
    expect(ends).toEqual([expect.stringMatching(/^Muted until .*2030/), 'Indefinitely']);
    const bulk = screen.getByRole('button', { name: 'Unmute selected (0)' });
    expect(bulk).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Unmute selected (2)' }));
    await screen.findByText('You have not muted anyone.');
    expect(to('/api/v1/accounts/B/unmute', 'POST')).toHaveLength(1);
    expect(to('/api/v1/accounts/K/unmute', 'POST')).toHaveLength(1);
  });

  it('offers mute lengths in the reader’s language and sends the chosen one', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/mutes`, () => HttpResponse.json([{ ...bob, mute_expires_at: null }])),
      http.post(`${ORIGIN}/api/v1/accounts/B/mute`, () => HttpResponse.json({ ...relationship('B'), muting: true })),
    );
    const user = userEvent.setup();
    renderTab();
    const select = await screen.findByRole('combobox', { name: 'How long to mute @bob' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mute for…', 'Indefinitely', '1 hour', '1 day', '7 days', '30 days']);
    await user.selectOptions(select, '86400');
    await screen.findByText(/Muted until/);
    expect(new URLSearchParams(to('/api/v1/accounts/B/mute')[0]?.body).get('expires_in')).toBe('86400');
  });

  it('blocked accounts come without mute ends; unblock one row', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/mutes`, () => HttpResponse.json([])),
      http.get(`${ORIGIN}/api/v1/blocks`, () => HttpResponse.json([bob])),
      http.post(`${ORIGIN}/api/v1/accounts/B/unblock`, () => HttpResponse.json(relationship('B'))),
    );
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('You have not muted anyone.');
    await user.click(screen.getByRole('button', { name: 'Blocked accounts' }));
    const list = await screen.findByRole('list', { name: 'Blocked accounts' });
    await within(list).findByText('@bob');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unblock @bob' }));
    await screen.findByText('You have not blocked anyone.');
  });

  it('refuses a typed domain that is not one, and blocks a real one', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/mutes`, () => HttpResponse.json([])),
      http.get(`${ORIGIN}/api/v1/domain_blocks`, () => HttpResponse.json([])),
      http.post(`${ORIGIN}/api/v1/domain_blocks`, () => HttpResponse.json({})),
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Blocked domains' }));
    await screen.findByText('You have not blocked any domain.');
    const input = screen.getByLabelText('Block a whole domain');
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Block domain' }));
    expect(screen.getByRole('alert').textContent).toMatch('not a domain name');
    expect(to('/api/v1/domain_blocks', 'POST')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'Spam.Example');
    await user.click(screen.getByRole('button', { name: 'Block domain' }));
    await screen.findByRole('button', { name: 'Unblock spam.example' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
