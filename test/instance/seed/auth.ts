// The seeded auth configuration: open registrations with the native captcha, the
// mailer on, password sign-in, and one single-use invite token for tests.
import type { AuthConfig, AuthState, Invite } from '../model';

export const DEMO_INVITE = 'demo-invite';

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  registrations: 'open',
  accountActivationRequired: false,
  captcha: 'native',
  mailerEnabled: true,
  loginMethod: 'password',
  resetThrottle: 3,
  registrationErrorFormat: 'string',
};

export const oneTimeInvite = (token: string): Invite => ({ token, maxUse: null, uses: 0, used: false });

export function seedAuthState(): AuthState {
  return {
    config: { ...DEFAULT_AUTH_CONFIG },
    invites: new Map([[DEMO_INVITE, oneTimeInvite(DEMO_INVITE)]]),
    captchas: new Map(),
    captchaSerial: 0,
    resetRequests: new Map(),
    outbox: [],
  };
}
