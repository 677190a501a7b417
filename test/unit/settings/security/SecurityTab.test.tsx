// The security tab as the member uses it: the two-factor steps on screen (QR code drawn as SVG, the key, the
// recovery codes), the server's words on a refusal, the token list's failure sentence, and deletion's confirmation.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SecurityTab from '../../../../src/features/settingsModal/tabs/security/SecurityTab';
import { securityTabSaga } from '../../../../src/features/settingsModal/tabs/security/saga';
import { logoutRequested, tokenObtained } from '../../../../src/slices/auth';
import { stateAfter } from '../../../support/factories';
import { renderWithSaga } from '../../../support/render';
import { createTestServer } from '../../../support/server';
import { settle, until } from '../../../support/sagaStore';
import { instanceLoaded } from '../../../../src/slices/instance';
import type { Instance } from '../../../../src/api/types';
import { fork, take } from 'typed-redux-saga';

const { server, to } = createTestServer();
const MFA = '/api/pleroma/accounts/mfa';

function serve(tokens: 'ok' | 'fail' = 'ok') {
  server.use(
    http.get(MFA, () => HttpResponse.json({ settings: { enabled: false, totp: false } })),
    http.get('/api/pleroma/aliases', () => HttpResponse.json({ aliases: [] })),
    http.get('/api/oauth_tokens.json', () =>
      tokens === 'fail'
        ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 })
        : HttpResponse.json([{ id: 3, app_name: 'Other app', valid_until: '2126-01-01T00:00:00' }]),
    ),
  );
}

const render = () =>
  renderWithSaga(<SecurityTab />, securityTabSaga, { preloadedState: stateAfter(tokenObtained({ token: 't' })) });

describe('SecurityTab', () => {
  it('sets up two-factor: intro, QR code and key, a refused password in the server’s words, then recovery codes', async () => {
    serve();
    server.use(
      http.get(`${MFA}/setup/totp`, () =>
        HttpResponse.json({ key: 'JBSWY3DPEHPK3PXP', provisioning_uri: 'otpauth://totp/demo:ada?secret=JBSWY3DPEHPK3PXP' }),
      ),
      http.post(`${MFA}/confirm/totp`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        return body.get('password') === 'right'
          ? HttpResponse.json({})
          : HttpResponse.json({ error: 'Invalid password.' }, { status: 422 });
      }),
      http.get(`${MFA}/backup_codes`, () => HttpResponse.json({ codes: ['aaaa1111', 'bbbb2222'] })),
    );
    const user = userEvent.setup();
    render();
    await screen.findByText('Two-factor authentication is off.');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    // drawn here, as shapes: no image request, no data: address
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('mfa-key').textContent).toBe('JBSWY3DPEHPK3PXP');

    const mfa = screen.getByRole('region', { name: 'Two-factor authentication' });
    await user.type(within(mfa).getByLabelText('Authentication code'), '123 456');
    await user.type(within(mfa).getByLabelText('Current password'), 'wrong');
    await user.click(within(mfa).getByRole('button', { name: 'Turn on' }));
    expect(await within(mfa).findByRole('alert')).toHaveTextContent('Invalid password.');
    expect(new URLSearchParams(to(`${MFA}/confirm/totp`)[0]?.body).get('code')).toBe('123456');

    await user.clear(within(mfa).getByLabelText('Current password'));
    await user.type(within(mfa).getByLabelText('Current password'), 'right');
    await user.click(within(mfa).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaa1111', 'bbbb2222']);
    expect(screen.getByRole('button', { name: 'Download as a text file' })).toBeInTheDocument();
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(written).toHaveBeenCalledWith('aaaa1111\nbbbb2222');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(screen.queryByText('aaaa1111')).not.toBeInTheDocument();
  });

  it('says "Error fetching auth tokens" when the list fails, and revokes a listed token', async () => {
    serve('fail');
    const first = render();
    expect(await screen.findByText('Error fetching auth tokens')).toBeInTheDocument();
    first.unmount();

    serve();
    server.use(http.delete('/api/oauth_tokens/3', () => new HttpResponse(null, { status: 201 })));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Revoke Other app' }));
    expect(await screen.findByText('No apps have access.')).toBeInTheDocument();
  });

  it('shows the server’s words for a refused password change and checks the two new passwords agree', async () => {
    serve();
    server.use(
      http.post('/api/pleroma/change_password', () => HttpResponse.json({ error: 'Invalid password.' }, { status: 403 })),
    );
    const user = userEvent.setup();
    render();
    const section = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText('Current password'), 'wrong');
    await user.type(within(section).getByLabelText('New password'), 'one');
    await user.type(within(section).getByLabelText('Confirm new password'), 'two');
    expect(within(section).getByRole('alert')).toHaveTextContent('The new passwords do not match.');
    expect(within(section).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(within(section).getByLabelText('Confirm new password'));
    await user.type(within(section).getByLabelText('Confirm new password'), 'one');
    await user.click(within(section).getByRole('button', { name: 'Save changes' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Invalid password.');
  });

  it('deleting the account asks first, saying what is lost, then signs out', async () => {
    serve();
    server.use(http.post('/api/pleroma/delete_account', () => HttpResponse.json({ status: 'success' })));
    const signedOut: unknown[] = [];
    const user = userEvent.setup();
    renderWithSaga(
      <SecurityTab />,
      function* () {
        yield* fork(securityTabSaga);
        signedOut.push(yield* take(logoutRequested.type));
      },
      { preloadedState: stateAfter(tokenObtained({ token: 't' })) },
    );
    const section = screen.getByRole('region', { name: 'Delete account' });
    await user.type(within(section).getByLabelText('Current password'), 'demo-password');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(confirm).toHaveTextContent('posts, media, follows, followers and settings will be deleted');
    expect(to('/api/pleroma/delete_account')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));
    await until(() => signedOut.length === 1, 'signed out');
    expect(new URLSearchParams(to('/api/pleroma/delete_account')[0]?.body).get('password')).toBe('demo-password');
  });

  it('on a server without Pleroma’s calls (Mastodon) it says so and asks nothing', async () => {
    renderWithSaga(<SecurityTab />, securityTabSaga, {
      preloadedState: stateAfter(
        tokenObtained({ token: 't' }),
        instanceLoaded({ uri: 'mastodon.test', title: 'M', version: '4.3.0' } as unknown as Instance),
      ),
    });
    expect(await screen.findByText('This server keeps these settings on its own website.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Two-factor authentication' })).not.toBeInTheDocument();
    await settle();
    expect(to(MFA)).toHaveLength(0);
  });
});
