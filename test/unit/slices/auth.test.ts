import reducer, {
  appForgotten,
  appRegistered,
  authRestored,
  initialAuthState,
  loginErrorDismissed,
  loginFailed,
  loginRequested,
  loginSucceeded,
  loginCancelled,
  loginStepChanged,
  mfaCodeRejected,
  mfaCodeSubmitted,
  mfaRequired,
  passwordResetRequired,
  passwordSignInUnavailable,
  sessionCleared,
  tokenObtained,
  type AuthState,
} from '../../../src/slices/auth';

const app = { clientId: 'cid', clientSecret: 'csecret' };
const run = (...actions: Parameters<typeof reducer>[1][]): AuthState =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

describe('auth slice', () => {
  it('starts as a visitor', () => {
    expect(run()).toEqual(initialAuthState);
    expect(run()).toMatchObject({ token: null, me: null, app: null, loggingIn: false });
  });

  it('password login: requested → app registered → token → succeeded', () => {
    let s = run(loginRequested({ username: 'lain', password: 'pw' }));
    expect(s).toMatchObject({ loggingIn: true, error: null, lastLoginName: 'lain', token: null });
    s = reducer(s, appRegistered(app));
    expect(s.app).toEqual(app);
    s = reducer(s, tokenObtained({ token: 'tok' }));
    expect(s).toMatchObject({ token: 'tok', loggingIn: true, me: null });
    s = reducer(s, loginSucceeded({ me: '9x' }));
    expect(s).toMatchObject({ token: 'tok', me: '9x', loggingIn: false, error: null, step: 'initial' });
  });

  it('a failed login stops the spinner, drops any token and keeps the error', () => {
    const s = run(
      loginRequested({ username: 'lain', password: 'bad' }),
      tokenObtained({ token: 'tok' }),
      loginFailed({ id: 'login.generic_error' }),
    );
    expect(s).toMatchObject({
      loggingIn: false,
      token: null,
      me: null,
      error: { id: 'login.generic_error' },
      lastLoginName: 'lain',
    });
  });

  it('two-factor: mfa_required → totp ⇄ recovery; a refused code keeps the step; success or cancel returns to the first step', () => {
    let s = run(loginRequested({ username: 'frank', password: 'pw' }), mfaRequired({ mfaToken: 'mfa-1' }));
    expect(s).toMatchObject({ step: 'totp', mfaToken: 'mfa-1', loggingIn: false });
    s = reducer(s, loginStepChanged('recovery'));
    expect(s.step).toBe('recovery');
    s = reducer(s, loginStepChanged('totp'));
    s = reducer(s, mfaCodeSubmitted({ code: '000000', challengeType: 'totp' }));
    expect(s.loggingIn).toBe(true);
    s = reducer(s, mfaCodeRejected({ id: 'login.generic_error', text: 'Invalid code' }));
    expect(s).toMatchObject({ step: 'totp', loggingIn: false, error: { text: 'Invalid code' }, mfaToken: 'mfa-1' });
    expect(reducer(s, loginCancelled())).toMatchObject({ step: 'initial', mfaToken: null, error: null });
    s = reducer(s, tokenObtained({ token: 'tok' }));
    expect(reducer(s, loginSucceeded({ me: '9x' }))).toMatchObject({ step: 'initial', mfaToken: null, me: '9x' });
  });

  it('password_reset_required is a flag for the login screen, cleared by the next attempt', () => {
    const s = run(loginRequested({ username: 'grace', password: 'pw' }), passwordResetRequired());
    expect(s).toMatchObject({ passwordResetRequired: true, loggingIn: false, token: null });
    expect(reducer(s, loginRequested({ username: 'grace', password: 'pw' })).passwordResetRequired).toBe(false);
  });

  it('a new attempt clears the previous error; dismissing clears it too', () => {
    const failed = run(loginFailed({ id: 'login.wrong_credentials' }));
    expect(reducer(failed, loginRequested({ username: 'a', password: 'b' })).error).toBeNull();
    expect(reducer(failed, loginErrorDismissed()).error).toBeNull();
  });

  it('authRestored puts back what storage held', () => {
    const s = run(authRestored({ app, token: 'stored', lastLoginName: 'lain' }));
    expect(s).toMatchObject({ app, token: 'stored', lastLoginName: 'lain', me: null });
  });

  it('sessionCleared keeps the registered app and the last login name but drops token, me and error', () => {
    const s = run(
      loginRequested({ username: 'lain', password: 'pw' }),
      appRegistered(app),
      tokenObtained({ token: 'tok' }),
      loginSucceeded({ me: '9x' }),
      loginFailed({ id: 'x' }),
      sessionCleared(),
    );
    expect(s).toEqual({ ...initialAuthState, app, lastLoginName: 'lain' });
  });

  it('an app the server forgot is dropped; a refused password grant is remembered past sign-out', () => {
    const s = run(appRegistered(app), passwordSignInUnavailable({ id: 'login.password_not_accepted' }), appForgotten());
    expect(s).toMatchObject({ app: null, passwordUnsupported: true, error: { id: 'login.password_not_accepted' } });
    expect(reducer(s, sessionCleared()).passwordUnsupported).toBe(true);
  });
});
