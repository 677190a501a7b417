import { screen, within } from '@testing-library/react';
import { AboutScreen } from '../../../src/features/about/screens/AboutScreen';
import { aboutOpened } from '../../../src/features/about/aboutIntents';
import { instancePanelLoaded, staffLoaded } from '../../../src/features/about/aboutSlice';
import { instanceLoaded, termsOfServiceLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import type { Instance } from '../../../src/api/types';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { dispatchedActions, renderWithMockStore } from '../../support/render';

const federation = {
  mrf_policies: ['SimplePolicy', 'KeywordPolicy'],
  mrf_simple: { reject: ['spam.example', 'abuse.example'], media_nsfw: [] },
  mrf_simple_info: { reject: { 'spam.example': { reason: 'Spam waves' } } },
  mrf_keyword: { reject: ['crypto giveaway'], replace: [{ pattern: 'teh', replacement: 'the' }] },
};
const pleroma = {
  uri: 'https://pl.example',
  title: 'Pleroma Place',
  version: '2.7.2 (compatible; Pleroma 2.6.0)',
  pleroma: { metadata: { federation } },
} as unknown as Instance;

const admin = accountFactory({ id: 'A1', username: 'admin', acct: 'admin', pleroma: { is_admin: true, is_moderator: false } });
const mod = accountFactory({ id: 'M1', username: 'mod', acct: 'mod', pleroma: { is_admin: false, is_moderator: true } });

const loaded = (...more: Parameters<typeof stateAfter>) =>
  stateAfter(
    instanceLoaded(pleroma),
    importAccount(mod),
    importAccount(admin),
    staffLoaded({ ids: ['M1', 'A1'] }),
    instancePanelLoaded({ html: '<p>Our own words<script>alert(1)</script></p>' }),
    termsOfServiceLoaded('<h4>Terms</h4><p>Be kind.</p><img src="javascript:alert(1)">'),
    ...more,
  );

describe('AboutScreen', () => {
  it('asks for its data once shown', () => {
    const { store } = renderWithMockStore(<AboutScreen />, { state: stateAfter(instanceLoaded(pleroma)) });
    expect(dispatchedActions(store).map((a) => a.type)).toContain(aboutOpened.type);
  });

  it('shows the panel and terms sanitized, staff administrators first, and the federation tables', () => {
    const { container } = renderWithMockStore(<AboutScreen />, { state: loaded() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Pleroma Place');
    expect(screen.getByText('Our own words')).toBeInTheDocument();
    expect(screen.getByText('Be kind.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src^="javascript"]')).toBeNull();

    const staff = screen.getByRole('region', { name: 'Staff' });
    const headings = within(staff)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Administrators', 'Moderators']);
    const names = within(staff)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names[0]).toContain('@admin');
    expect(names[1]).toContain('@mod');

    const fed = screen.getByRole('region', { name: 'Federation' });
    const rejected = within(fed).getByRole('table', { name: 'Rejected' });
    const rows = within(rejected)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['spam.exampleSpam waves', 'abuse.examplenot applicable']);
    // an empty list has no table
    expect(within(fed).queryByRole('table', { name: 'Media marked sensitive' })).toBeNull();
    expect(within(fed).getByText('crypto giveaway')).toBeInTheDocument();
    expect(within(fed).getByText(/becomes/)).toHaveTextContent('teh becomes the');
  });

  it('no federation panel without instance-specific rules; the member can hide the instance panel', () => {
    const plain = { ...pleroma, pleroma: { metadata: { federation: { mrf_policies: ['TagPolicy'] } } } } as unknown as Instance;
    renderWithMockStore(<AboutScreen />, { state: loaded(instanceLoaded(plain), settingChanged('hideISP', true)) });
    expect(screen.queryByRole('region', { name: 'Federation' })).toBeNull();
    expect(screen.queryByText('Our own words')).toBeNull();
    expect(screen.getByRole('region', { name: 'Features' })).toHaveTextContent('Posts up to');
  });
});
