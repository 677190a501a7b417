// What the screens show on servers written by others (issue 17 §8, §9, §10, §17), from their recorded answers:
// local accounts without the host, features the server lacks not offered, and 'Log in to see' for visitors.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { Status } from '../../../src/components/Status/Status';
import { Timeline } from '../../../src/components/Timeline/Timeline';
import { TimelineScreen } from '../../../src/screens/Timeline/TimelineScreen';
import { UserCard } from '../../../src/features/profiles/components/UserCard/UserCard';
import { ConversationScreen } from '../../../src/features/conversations/screens/ConversationScreen';
import { conversationFetchFailed } from '../../../src/features/conversations/conversationsSlice';
import { normalizeStatus } from '../../../src/schemas';
import { entitiesImported } from '../../../src/slices/entities';
import { featureMissing, instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { loginSucceeded } from '../../../src/slices/auth';
import { timelineFetchFailed } from '../../../src/slices/timelines';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import type { UnknownAction } from '@reduxjs/toolkit';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { dispatchedActions, LocationProbe, renderWithMockStore } from '../../support/render';
import { recordedBody, type RealServer } from '../../support/realServers';

const STATUS = '179563933681df70cb1448872bd52f11e2066a2d99';
const ALICE = '7755bebe04272c8f44687799dede9e00';

const knowing = (name: RealServer): UnknownAction[] => [
  instanceLoaded(recordedBody<Instance>(name, '001-instance-v1.json')),
  nodeinfoLoaded(recordedBody<Nodeinfo>(name, '004-nodeinfo-linked.json')),
];

/** snac2's recorded post by alice (acct 'alice@127.0.0.1:8015'), read by bob, a member. */
function snacState(...more: UnknownAction[]) {
  const bob = accountFactory({ id: 'BOB', username: 'bob', acct: 'bob@127.0.0.1:8015' });
  return stateAfter(
    ...knowing('snac2'),
    entitiesImported(normalizeStatus(recordedBody('snac2', '029-status-with-mention.json')).entities),
    importAccount(bob),
    loginSucceeded({ me: 'BOB' }),
    ...more,
  );
}

const menuItems = async () => {
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Post actions' })).getByRole('button', { name: 'More actions' }),
  );
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
};

describe('local accounts (the local-host rule)', () => {
  it("a snac2 post shows its local author as '@alice', never '@alice@127.0.0.1:8015'", () => {
    renderWithMockStore(<Status entryId={STATUS} position={1} setSize={1} />, { state: snacState() });
    const article = screen.getByRole('article');
    expect(article.querySelector('.status-acct')).toHaveTextContent(/^@alice$/);
    expect(article).not.toHaveTextContent('127.0.0.1:8015');
  });

  it('the report dialog offers no forwarding for a local author whose acct carried the host', async () => {
    // a server with reports (a Mastodon claim) whose local accts carry the host, as snac2's do
    const carol = accountFactory({ id: 'CAROL', username: 'carol', acct: 'carol@127.0.0.1:8012' });
    const raw = { ...recordedBody<Record<string, unknown>>('snac2', '029-status-with-mention.json'), account: carol };
    const state = stateAfter(
      instanceLoaded({ uri: '127.0.0.1:8012', title: 'x', version: '4.2.0' }),
      entitiesImported(normalizeStatus(raw).entities),
      importAccount(accountFactory({ id: 'ME', username: 'me', acct: 'me' })),
      loginSucceeded({ me: 'ME' }),
    );
    renderWithMockStore(<Status entryId={STATUS} position={1} setSize={1} />, { state });
    expect(await menuItems()).toContain('Report');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report carol' });
    expect(within(dialog).queryByRole('checkbox', { name: /Forward to/ })).toBeNull();
  });

  it('the user card shows the local acct without the host', () => {
    const s = snacState();
    const alice = s.entities.accounts.entities[ALICE];
    if (!alice) throw new Error('alice was not imported');
    renderWithMockStore(<UserCard account={alice} />, { state: s });
    expect(screen.getByRole('region', { name: /Profile of/ }).querySelector('.user-card-acct')).toHaveTextContent(/^@alice$/);
  });
});

describe('features the server lacks are not offered', () => {
  it('snac2: no mute conversation, no report in the post menu', async () => {
    renderWithMockStore(<Status entryId={STATUS} position={1} setSize={1} />, { state: snacState() });
    const items = await menuItems();
    expect(items).toContain('Copy link');
    expect(items).not.toContain('Mute conversation');
    expect(items).not.toContain('Report');
  });

  it('a feature found missing at run time leaves the menu too', async () => {
    const state = stateAfter(
      entitiesImported(normalizeStatus(recordedBody('hollo', '028-status-with-mention.json')).entities),
      importAccount(accountFactory({ id: 'ME', username: 'me', acct: 'me' })),
      loginSucceeded({ me: 'ME' }),
      featureMissing({ feature: 'reports' }),
      featureMissing({ feature: 'muteConversation' }),
    );
    const id = recordedBody<{ id: string }>('hollo', '028-status-with-mention.json').id;
    renderWithMockStore(<Status entryId={id} position={1} setSize={1} />, { state });
    const items = await menuItems();
    expect(items).not.toContain('Report');
    expect(items).not.toContain('Mute conversation');
  });

  it("snac2's user card: no private note, no report and no domain mute", async () => {
    const carol = accountFactory({ id: 'CAROL', username: 'carol', acct: 'carol@elsewhere.example' });
    const s = snacState(importAccount(carol));
    const account = s.entities.accounts.entities.CAROL;
    if (!account) throw new Error('carol was not imported');
    renderWithMockStore(<UserCard account={account} />, { state: s });
    expect(screen.queryByRole('textbox', { name: 'Personal note' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const items = [...document.querySelectorAll('.user-card-menu-item')].map((i) => i.textContent);
    expect(items).toContain('Mention');
    expect(items).not.toContain('Report');
    expect(items.some((i) => i?.includes('elsewhere.example'))).toBe(false);
  });

  it('the direct messages route on a server without them says so and asks nothing', () => {
    const { store } = renderWithMockStore(
      <Routes>
        <Route path="/users/:username/dms" element={<TimelineScreen kind="dms" />} />
      </Routes>,
      { state: snacState(), route: '/users/bob/dms' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('This server does not support direct messages.');
    expect(dispatchedActions(store)).toEqual([]);
  });
});

describe("visitors: 'Log in to see'", () => {
  it('a refused public timeline offers the sign-in, not an error panel', () => {
    const state = stateAfter(
      timelineFetchFailed({
        key: 'public',
        direction: 'initial',
        error: { id: 'timeline.login_to_see_posts' },
        loginRequired: true,
      }),
    );
    renderWithMockStore(
      <>
        <Timeline timelineKey="public" title="Local timeline" />
        <LocationProbe />
      </>,
      { state },
    );
    expect(screen.getByText('Log in to see posts on this server').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it("a refused conversation shows its post and 'Log in to see this conversation', never 'timeline'", () => {
    const state = stateAfter(
      entitiesImported(normalizeStatus(recordedBody('snac2', '029-status-with-mention.json')).entities),
      conversationFetchFailed({ id: STATUS, error: { id: 'conversation.login_to_see' }, loginRequired: true }),
    );
    renderWithMockStore(
      <Routes>
        <Route path="/notice/:id" element={<ConversationScreen />} />
      </Routes>,
      { state, route: `/notice/${STATUS}` },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Log in to see this conversation');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body).not.toHaveTextContent(/timeline/i);
    expect(screen.getByRole('article')).toBeInTheDocument();
  });
});
