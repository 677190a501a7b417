import { REDACTED, redactSecrets } from '../../../src/store/redact';

describe('redactSecrets', () => {
  it('redacts tokens, passwords, client secrets and one-time codes at any depth', () => {
    const input = {
      type: 'x',
      payload: {
        username: 'lain',
        password: 'hunter2',
        nested: [{ access_token: 'a', refresh_token: 'r' }, { deeper: { mfa_token: 'm', code: '123456', otp: '654321' } }],
        app: { clientId: 'cid', clientSecret: 'cs', client_secret: 'cs2' },
        challenge_code: '111111',
        recovery_code: 'rc',
        captcha_solution: 'cap',
        headers: { Authorization: 'Bearer a' },
        new_password: 'n',
        token: 't',
      },
    };
    const out = redactSecrets(input);
    expect(out).toEqual({
      type: 'x',
      payload: {
        username: 'lain',
        password: REDACTED,
        nested: [
          { access_token: REDACTED, refresh_token: REDACTED },
          { deeper: { mfa_token: REDACTED, code: REDACTED, otp: REDACTED } },
        ],
        app: { clientId: 'cid', clientSecret: REDACTED, client_secret: REDACTED },
        challenge_code: REDACTED,
        recovery_code: REDACTED,
        captcha_solution: REDACTED,
        headers: { Authorization: REDACTED },
        new_password: REDACTED,
        token: REDACTED,
      },
    });
  });

  it('keeps what is not secret, including keys that merely contain "code" or "token"-less names', () => {
    const input = {
      id: '1',
      content: 'my password is hunter2',
      country_code: 'FI',
      zip: { postcode: 1 },
      clientId: 'cid',
      list: [1, 'a', null],
    };
    expect(redactSecrets(input)).toEqual(input);
  });

  it('leaves empty secrets as they are (null shows that there is none)', () => {
    expect(redactSecrets({ token: null, password: '', userToken: undefined })).toEqual({
      token: null,
      password: '',
      userToken: undefined,
    });
  });

  it('does not change its input', () => {
    const input = { auth: { token: 't' } };
    redactSecrets(input);
    expect(input.auth.token).toBe('t');
  });

  it('passes primitives through', () => {
    expect(redactSecrets('token')).toBe('token');
    expect(redactSecrets(3)).toBe(3);
    expect(redactSecrets(null)).toBeNull();
  });

  it('redacts the auth slice of a whole state', () => {
    const state = { auth: { app: { clientId: 'c', clientSecret: 's' }, token: 't', me: '1', lastLoginName: 'lain' } };
    expect(redactSecrets(state).auth).toEqual({
      app: { clientId: 'c', clientSecret: REDACTED },
      token: REDACTED,
      me: '1',
      lastLoginName: 'lain',
    });
  });
});
