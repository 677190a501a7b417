// The security tab's flows against msw: what each intent sends, the states the 2FA setup walks through, and the
// server's words on a refusal.
import { http, HttpResponse } from 'msw';
import { securityTabSaga } from '../../../../src/features/settingsModal/tabs/security/saga';
import {
  aliasAddRequested,
  aliasRemoveRequested,
  deletionRequested,
  emailChangeRequested,
  mfaBackupCodesRequested,
  mfaConfirmRequested,
  mfaDisableRequested,
  mfaIntroShown,
  mfaSetupStarted,
  mfaStepLeft,
  moveRequested,
  passwordChangeRequested,
  securityOpened,
  selectSecurityState,
  tokenRevokeRequested,
} from '../../../../src/features/settingsModal/tabs/security/securitySlice';
import { logoutRequested, tokenObtained } from '../../../../src/slices/auth';
import { stateAfter } from '../../../support/factories';
import { createTestServer } from '../../../support/server';
import { runSagaInStore, until } from '../../../support/sagaStore';

const { server, to } = createTestServer();
const MFA = '/api/pleroma/accounts/mfa';

const start = () => runSagaInStore(securityTabSaga, stateAfter(tokenObtained({ token: 'secret-token' })));
const security = (run: ReturnType<typeof start>) => selectSecurityState(run.getState());
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

function openedServer(opts: { mfa?: boolean; tokens?: 'fail' } = {}) {
  server.use(
    http.get(MFA, () => HttpResponse.json({ settings: { enabled: opts.mfa ?? false, totp: opts.mfa ?? false } })),
    http.get('/api/pleroma/aliases', () => HttpResponse.json({ aliases: ['old@elsewhere.example'] })),
    http.get('/api/oauth_tokens.json', () =>
      opts.tokens === 'fail'
        ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 })
        : HttpResponse.json([
            { id: 7, app_name: 'fedi-client', valid_until: '2126-01-01T00:00:00' },
            { id: 9, app_name: 'Other app', valid_until: '2126-01-01T00:00:00' },
          ]),
    ),
  );
}

describe('security tab sagas', () => {
  it('opening loads the two-factor status, the aliases and the tokens', async () => {
    openedServer();
    const run = start();
    run.store.dispatch(securityOpened());
    expect(security(run).tokens.load).toBe('loading');
    await until(
      () => security(run).tokens.load === 'ready' && security(run).aliases.load === 'ready' && security(run).mfa.load === 'ready',
    );
    expect(security(run).tokens.list).toEqual([
      { id: '7', appName: 'fedi-client', validUntil: '2126-01-01T00:00:00' },
      { id: '9', appName: 'Other app', validUntil: '2126-01-01T00:00:00' },
    ]);
    expect(security(run).aliases.list).toEqual(['old@elsewhere.example']);
    expect(security(run).mfa.step).toBe('off');
    expect(to(MFA)[0]?.authorization).toBe('Bearer secret-token');
  });

  it('a failed token list is an error state (the tab says "Error fetching auth tokens")', async () => {
    openedServer({ tokens: 'fail' });
    const run = start();
    run.store.dispatch(securityOpened());
    await until(() => security(run).tokens.load === 'error');
  });

  it('revoking a token: DELETE by id, the row goes on 201', async () => {
    openedServer();
    server.use(http.delete('/api/oauth_tokens/:id', () => new HttpResponse(null, { status: 201 })));
    const run = start();
    run.store.dispatch(securityOpened());
    await until(() => security(run).tokens.load === 'ready');
    run.store.dispatch(tokenRevokeRequested({ id: '9' }));
    expect(security(run).tokens.revoking).toEqual(['9']);
    await until(() => security(run).tokens.list.length === 1);
    expect(to('/api/oauth_tokens/9', 'DELETE')).toHaveLength(1);
    expect(security(run).tokens.revoking).toEqual([]);
  });

  it('change password: the three fields as Pleroma names them; a 403 keeps the server’s words', async () => {
    server.use(
      http.post('/api/pleroma/change_password', () => HttpResponse.json({ error: 'Invalid password.' }, { status: 403 })),
    );
    const run = start();
    run.store.dispatch(passwordChangeRequested({ password: 'wrong', newPassword: 'n', confirmation: 'n' }));
    expect(security(run).password.state).toBe('pending');
    await until(() => security(run).password.state === 'error');
    expect(security(run).password.error).toBe('Invalid password.');
    expect(form(to('/api/pleroma/change_password')[0]?.body ?? '')).toEqual({
      password: 'wrong',
      new_password: 'n',
      new_password_confirmation: 'n',
    });
    server.use(http.post('/api/pleroma/change_password', () => HttpResponse.json({ status: 'success' })));
    run.store.dispatch(passwordChangeRequested({ password: 'right', newPassword: 'n', confirmation: 'n' }));
    await until(() => security(run).password.state === 'done');
  });

  it('an error sent with a 200 (older Pleroma, refused moves) is a refusal', async () => {
    server.use(
      http.post('/api/pleroma/move_account', () =>
        HttpResponse.json({ error: 'Target account must have the origin in `alsoKnownAs`' }),
      ),
    );
    const run = start();
    run.store.dispatch(moveRequested({ password: 'p', target: 'new@server.example' }));
    await until(() => security(run).move.state === 'error');
    expect(security(run).move.error).toBe('Target account must have the origin in `alsoKnownAs`');
    expect(form(to('/api/pleroma/move_account')[0]?.body ?? '')).toEqual({ password: 'p', target_account: 'new@server.example' });
  });

  it('change e-mail sends the password and the address; a code-only error falls back to the client’s sentence', async () => {
    server.use(http.post('/api/pleroma/change_email', () => HttpResponse.json({ error: 'unauthorized' }, { status: 400 })));
    const run = start();
    run.store.dispatch(emailChangeRequested({ password: 'p', email: 'a@b.example' }));
    await until(() => security(run).email.state === 'error');
    expect(security(run).email.error).toBeNull();
    expect(form(to('/api/pleroma/change_email')[0]?.body ?? '')).toEqual({ password: 'p', email: 'a@b.example' });
  });

  it('aliases: PUT then the list read back; DELETE drops the row', async () => {
    openedServer();
    server.use(
      http.put('/api/pleroma/aliases', () => HttpResponse.json({ status: 'success' })),
      http.delete('/api/pleroma/aliases', () => HttpResponse.json({ status: 'success' })),
    );
    const run = start();
    run.store.dispatch(aliasAddRequested({ alias: 'old@elsewhere.example' }));
    await until(() => security(run).aliases.add.state === 'done' && security(run).aliases.load === 'ready');
    expect(form(to('/api/pleroma/aliases', 'PUT')[0]?.body ?? '')).toEqual({ alias: 'old@elsewhere.example' });
    run.store.dispatch(aliasRemoveRequested({ alias: 'old@elsewhere.example' }));
    await until(() => security(run).aliases.list.length === 0);
    expect(form(to('/api/pleroma/aliases', 'DELETE')[0]?.body ?? '')).toEqual({ alias: 'old@elsewhere.example' });
  });

  it('deleting the account signs out through the usual flow; a refusal does not', async () => {
    server.use(
      http.post('/api/pleroma/delete_account', () => HttpResponse.json({ error: 'Invalid password.' }, { status: 403 })),
    );
    const run = start();
    run.store.dispatch(deletionRequested({ password: 'wrong' }));
    await until(() => security(run).deletion.state === 'error');
    expect(run.ofType(logoutRequested.type)).toHaveLength(0);
    server.use(http.post('/api/pleroma/delete_account', () => HttpResponse.json({ status: 'success' })));
    run.store.dispatch(deletionRequested({ password: 'right' }));
    await until(() => run.ofType(logoutRequested.type).length === 1);
  });

  describe('two-factor setup', () => {
    it('off → intro → scan (key and address) → a refused code keeps the step with the server’s words → codes → on', async () => {
      openedServer();
      server.use(
        http.get(`${MFA}/setup/totp`, () =>
          HttpResponse.json({ key: 'JBSWY3DPEHPK3PXP', provisioning_uri: 'otpauth://totp/x:ada?secret=JBSWY3DPEHPK3PXP' }),
        ),
        http.post(`${MFA}/confirm/totp`, () => HttpResponse.json({ error: 'Invalid password.' }, { status: 422 })),
      );
      const run = start();
      run.store.dispatch(securityOpened());
      await until(() => security(run).mfa.load === 'ready');
      run.store.dispatch(mfaIntroShown());
      expect(security(run).mfa.step).toBe('intro');
      run.store.dispatch(mfaSetupStarted());
      expect(security(run).mfa.busy).toBe(true);
      await until(() => security(run).mfa.step === 'scan');
      expect(security(run).mfa).toMatchObject({
        key: 'JBSWY3DPEHPK3PXP',
        uri: expect.stringContaining('otpauth://'),
        busy: false,
      });

      run.store.dispatch(mfaConfirmRequested({ password: 'wrong', code: '123456' }));
      await until(() => !security(run).mfa.busy);
      expect(security(run).mfa).toMatchObject({ step: 'scan', error: 'Invalid password.' });
      expect(form(to(`${MFA}/confirm/totp`)[0]?.body ?? '')).toEqual({ password: 'wrong', code: '123456' });

      // Pleroma's refused code is a code word, not a sentence: the client says it its own way
      server.use(http.post(`${MFA}/confirm/totp`, () => HttpResponse.json({ error: 'invalid_token' }, { status: 422 })));
      run.store.dispatch(mfaConfirmRequested({ password: 'right', code: '000000' }));
      await until(() => !security(run).mfa.busy);
      expect(security(run).mfa.error).toBe('');

      server.use(
        http.post(`${MFA}/confirm/totp`, () => HttpResponse.json({})),
        http.get(`${MFA}/backup_codes`, () => HttpResponse.json({ codes: ['aaaa1111', 'bbbb2222'] })),
      );
      run.store.dispatch(mfaConfirmRequested({ password: 'right', code: '654321' }));
      await until(() => security(run).mfa.step === 'codes');
      expect(security(run).mfa).toMatchObject({ codes: ['aaaa1111', 'bbbb2222'], key: null, uri: null, error: null });
      run.store.dispatch(mfaStepLeft());
      expect(security(run).mfa).toMatchObject({ step: 'on', codes: [] });
    });

    it('a failed setup request stays on the intro with an error', async () => {
      server.use(http.get(`${MFA}/setup/totp`, () => HttpResponse.json({ error: 'Not allowed' }, { status: 422 })));
      const run = start();
      run.store.dispatch(mfaIntroShown());
      run.store.dispatch(mfaSetupStarted());
      await until(() => !security(run).mfa.busy);
      expect(security(run).mfa).toMatchObject({ step: 'intro', error: 'Not allowed' });
    });

    it('on: new backup codes shown once; disable with the password goes back to off', async () => {
      openedServer({ mfa: true });
      server.use(
        http.get(`${MFA}/backup_codes`, () => HttpResponse.json({ codes: ['cccc3333'] })),
        http.delete(`${MFA}/totp`, () => HttpResponse.json({ error: 'Invalid password.' }, { status: 422 })),
      );
      const run = start();
      run.store.dispatch(securityOpened());
      await until(() => security(run).mfa.step === 'on');
      run.store.dispatch(mfaBackupCodesRequested());
      await until(() => security(run).mfa.step === 'codes');
      expect(security(run).mfa.codes).toEqual(['cccc3333']);
      run.store.dispatch(mfaStepLeft());
      run.store.dispatch(mfaDisableRequested({ password: 'wrong' }));
      await until(() => security(run).mfa.error === 'Invalid password.');
      expect(security(run).mfa.step).toBe('on');
      server.use(http.delete(`${MFA}/totp`, () => HttpResponse.json({})));
      run.store.dispatch(mfaDisableRequested({ password: 'right' }));
      await until(() => security(run).mfa.step === 'off');
      expect(form(to(`${MFA}/totp`, 'DELETE')[1]?.body ?? '')).toEqual({ password: 'right' });
    });
  });
});
