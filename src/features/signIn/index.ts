// The sign-in, sign-up and recovery screens' public entry: their sagas load with those screens (the
// "login" chunk). The session itself (stored token, sign-out) is the spine's (sagas/auth.ts).
import { defineFeature } from '../../store/feature';
import {
  loginRequested,
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
