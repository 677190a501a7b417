// The sign-in, sign-up and recovery screens' public entry, and sign-out: their sagas load with those
// screens or on the first sign-out (the "login" chunk). The stored token at start-up is the spine's
// (sagas/auth.ts).
import { defineFeature } from '../../store/feature';
import {
  loginRequested,
  logoutRequested,
  mfaCodeSubmitted,
  oauthAuthorizeRequested,
  oauthCallbackReceived,
  oauthCallbackRefused,
} from '../../slices/auth';
import { captchaRequested, passwordResetRequested, registrationSubmitted } from './signInIntents';

export * from './signInIntents';

export const signInFeature = defineFeature({
  name: 'login',
  intents: [
    loginRequested,
    logoutRequested,
    mfaCodeSubmitted,
    oauthAuthorizeRequested,
    oauthCallbackReceived,
    oauthCallbackRefused,
    captchaRequested,
    registrationSubmitted,
    passwordResetRequested,
  ],
  load: () => import(/* webpackChunkName: "login" */ './sagas/login').then((m) => ({ flows: m.loginFlows })),
});
