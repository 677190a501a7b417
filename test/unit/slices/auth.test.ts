import reducer, {
  appRegistered,
  authRestored,
  initialAuthState,
  loginErrorDismissed,
  loginFailed,
  loginRequested,
  loginSucceeded,
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
    expect(s).toMatchObject({ token: 'tok', me: '9x', loggingIn: false, error: null, strategy: 'password' });
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
});
