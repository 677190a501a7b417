import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Instance } from '../../../../src/api/types';
import NotificationsTab from '../../../../src/features/settingsModal/tabs/notifications/NotificationsTab';
import { notificationsTabSaga } from '../../../../src/features/settingsModal/tabs/notifications/saga';
import { selectSettings } from '../../../../src/selectors/settings';
import { loginSucceeded, tokenObtained } from '../../../../src/slices/auth';
import { instanceLoaded } from '../../../../src/slices/instance';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { renderWithSaga } from '../../../support/render';
import { createTestServer } from '../../../support/server';
import { settle, until } from '../../../support/sagaStore';

const { server, to } = createTestServer();
const PATH = '/api/pleroma/notification_settings';

const instance = (version: string) => ({ uri: 'demo.test', title: 'Demo', version }) as unknown as Instance;

/** Renders the tab and lets its first read of the account land (inside act: it changes what is shown). */
async function renderTab(version = '2.7.2 (compatible; Akkoma 3.13.0)', pleroma: Record<string, unknown> = {}, served?: object) {
  const me = accountFactory({ id: 'ME', username: 'ada', pleroma });
  server.use(http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(served ?? me)));
  const rendered = renderWithSaga(<NotificationsTab />, notificationsTabSaga, {
    preloadedState: stateAfter(
      instanceLoaded(instance(version)),
      tokenObtained({ token: 't' }),
      importAccount(me),
      loginSucceeded({ me: 'ME' }),
    ),
  });
  await act(() => settle());
  return rendered;
}

describe('the notifications tab', () => {
  it('shows the kinds the panel shows, and a change there is the filter popover’s setting', async () => {
    const { store } = await renderTab();
    const user = userEvent.setup();
    const likes = screen.getByRole('checkbox', { name: 'Likes' });
    expect(likes).toBeChecked();
    await user.click(likes);
    expect(likes).not.toBeChecked();
    expect(selectSettings(store.getState()).notificationVisibility.likes).toBe(false);
  });

  it('a refused server-side setting goes back to its old value, with the server’s words', async () => {
    server.use(http.put(PATH, () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 })));
    await renderTab(undefined, { notification_settings: { block_from_strangers: false, hide_notification_contents: false } });
    const user = userEvent.setup();
    const block = screen.getByRole('checkbox', { name: 'Block notifications from people you do not follow' });
    await user.click(block);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server did not save it, so the previous value is back: Database unavailable',
    );
    expect(block).not.toBeChecked();
    expect(to(PATH, 'PUT')).toHaveLength(1);
  });

  it('a saved one stays as chosen', async () => {
    server.use(http.put(PATH, () => HttpResponse.json({ status: 'success' })));
    await renderTab(undefined, { notification_settings: { block_from_strangers: true, hide_notification_contents: false } });
    const user = userEvent.setup();
    const block = screen.getByRole('checkbox', { name: 'Block notifications from people you do not follow' });
    expect(block).toBeChecked();
    await user.click(block);
    expect(block).not.toBeChecked();
    await until(() => to(PATH, 'PUT').length === 1, 'sent');
    expect(new URLSearchParams(to(PATH, 'PUT')[0]?.body).get('block_from_strangers')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the server-side settings out where the server has none (Mastodon), and asks nothing', async () => {
    await renderTab('4.2.1');
    expect(screen.getByRole('checkbox', { name: 'Likes' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Block notifications/ })).toBeNull();
    await settle();
    expect(to('/api/v1/accounts/verify_credentials')).toHaveLength(0);
  });

  it('reads the account afresh when shown: a copy of the account without the settings does not blank them', async () => {
    const fresh = accountFactory({
      id: 'ME',
      username: 'ada',
      pleroma: { notification_settings: { block_from_strangers: true, hide_notification_contents: false } },
    });
    // the entity holds a copy from a post (no notification_settings); the server knows better
    await renderTab(undefined, {}, fresh);
    const block = screen.getByRole('checkbox', { name: 'Block notifications from people you do not follow' });
    await until(() => (block as HTMLInputElement).checked, 'read from the server');
    expect(to('/api/v1/accounts/verify_credentials')).toHaveLength(1);
  });
});
