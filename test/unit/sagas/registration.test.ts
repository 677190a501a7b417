import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { ADMIN_SCOPES } from '../../../src/api/oauth';
import { featureLoader } from '../../../src/store/featureLoader';
import { signInFeature } from '../../../src/features/signIn';
import { registrationErrorSentences } from '../../../src/features/signIn/sagas/registration';
import { HttpError, NetworkError } from '../../../src/api/client';
import { initialAuthState } from '../../../src/slices/auth';
import { captchaRequested, registrationSubmitted } from '../../../src/features/signIn/signInIntents';
import type { RegistrationParams } from '../../../src/features/signIn/api/registration';
import { soapbox } from '../../support/fixtures';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';
import { selectRegistrationState } from '../../../src/features/signIn/registrationSlice';

const { server, to } = createTestServer();
const account = soapbox('pleroma-account');
const APP = { clientId: 'cid', clientSecret: 'csecret' };

// The sign-in feature's loader routes the registration intents to their lazily loaded flows.
function* sagas() {
  yield all([fork(featureLoader, signInFeature)]);
}

const PARAMS: RegistrationParams = {
  username: 'newbie',
  fullname: 'New Person',
  email: 'new@example.com',
  password: 'pw',
  confirm: 'pw',
  bio: '',
  reason: 'I like it',
  language: 'pt',
  token: null,
  captchaSolution: '4711',
  captchaToken: 'cap-1',
  captchaAnswerData: 'answer-data',
};

let captchas = 0;
function serve(reply: () => Response) {
  captchas = 0;
  server.use(
    http.get('/api/v1/pleroma/captcha', () => {
      captchas += 1;
      return HttpResponse.json({
        type: 'native',
        token: `cap-${captchas}`,
        url: `/captcha/${captchas}.png`,
        answer_data: `a${captchas}`,
      });
    }),
    http.post('/oauth/token', () => HttpResponse.json({ access_token: 'app-token', token_type: 'Bearer' })),
    http.post('/api/v1/accounts', reply),
    http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(account)),
  );
}

const start = () => runSagaInStore(sagas, { auth: { ...initialAuthState, app: APP } });
const body = (i = 0) => Object.fromEntries(new URLSearchParams(to('/api/v1/accounts')[i].body));

describe('registration', () => {
  it('loads a captcha', async () => {
    serve(() => HttpResponse.json({}));
    const run = start();
    run.store.dispatch(captchaRequested());
    await until(() => selectRegistrationState(run.getState()).captcha !== null, 'captcha');
    expect(selectRegistrationState(run.getState()).captcha).toEqual({
      type: 'native',
      url: '/captcha/1.png',
      token: 'cap-1',
      answerData: 'a1',
    });
  });

  it('signs up with an app token, sends every field, signs in with the returned token and goes to friends', async () => {
    serve(() => HttpResponse.json({ access_token: 'user-token', token_type: 'Bearer', scope: ADMIN_SCOPES, created_at: 1 }));
    const run = start();
    run.store.dispatch(registrationSubmitted(PARAMS));
    await until(() => run.getState().ui.navigation !== null, 'navigation');
    expect(run.getState().ui.navigation).toMatchObject({ to: '/main/friends' });
    expect(run.getState().auth).toMatchObject({ token: 'user-token', me: String(account.id) });
    expect(to('/api/v1/accounts')[0].authorization).toBe('Bearer app-token');
    expect(Object.fromEntries(new URLSearchParams(to('/oauth/token')[0].body))).toMatchObject({
      grant_type: 'client_credentials',
    });
    expect(body()).toEqual({
      nickname: 'newbie',
      username: 'newbie',
      fullname: 'New Person',
      email: 'new@example.com',
      password: 'pw',
      confirm: 'pw',
      bio: '',
      reason: 'I like it',
      locale: 'pt',
      agreement: 'true',
      captcha_solution: '4711',
      captcha_token: 'cap-1',
      captcha_answer_data: 'answer-data',
    });
  });

  it.each([
    ['awaiting_approval', '/registration-request-sent'],
    ['missing_confirmed_email', '/awaiting-email-confirmation'],
  ])('%s goes to %s without signing in', async (identifier, path) => {
    serve(() => HttpResponse.json({ identifier, message: 'later' }));
    const run = start();
    run.store.dispatch(registrationSubmitted({ ...PARAMS, token: 'invite-1' }));
    await until(() => run.getState().ui.navigation !== null, 'navigation');
    expect(run.getState().ui.navigation).toMatchObject({ to: path });
    expect(run.getState().auth.token).toBeNull();
    expect(body().token).toBe('invite-1');
  });

  it('a refusal lists the server errors as sentences and fetches a new captcha', async () => {
    serve(() =>
      HttpResponse.json({ error: { ap_id: ['has already been taken'], captcha: ['Invalid CAPTCHA'] } }, { status: 400 }),
    );
    const run = start();
    run.store.dispatch(captchaRequested());
    await until(() => captchas === 1, 'first captcha');
    run.store.dispatch(registrationSubmitted(PARAMS));
    await until(() => selectRegistrationState(run.getState()).status === 'failed' && captchas === 2, 'failure');
    expect(selectRegistrationState(run.getState())).toMatchObject({
      errors: ['Username has already been taken.', 'Captcha Invalid CAPTCHA.'],
      message: null,
    });
    await until(() => selectRegistrationState(run.getState()).captcha?.token === 'cap-2', 'new captcha');
  });

  it('a network failure says so in the sign-in wording', async () => {
    serve(() => HttpResponse.error());
    const run = start();
    run.store.dispatch(registrationSubmitted(PARAMS));
    await until(() => selectRegistrationState(run.getState()).status === 'failed', 'failure');
    expect(selectRegistrationState(run.getState())).toMatchObject({ errors: [], message: { id: 'login.network_error' } });
  });
});

describe('registrationErrorSentences', () => {
  it('flattens every shape servers send', () => {
    expect(registrationErrorSentences(new HttpError(400, { error: { email: ['is invalid', 'is taken'] } }))).toEqual([
      'Email is invalid.',
      'Email is taken.',
    ]);
    expect(registrationErrorSentences(new HttpError(422, { errors: { nickname: ['has invalid characters'] } }))).toEqual([
      'Username has invalid characters.',
    ]);
    expect(registrationErrorSentences(new HttpError(403, { error: 'Registrations are closed' }))).toEqual([
      'Registrations are closed.',
    ]);
    // Akkoma: the field errors as JSON text
    expect(registrationErrorSentences(new HttpError(400, { error: '{"ap_id":["has already been taken"]}' }))).toEqual([
      'Username has already been taken.',
    ]);
    expect(registrationErrorSentences(new HttpError(422, { password_confirmation: ['does not match'] }))).toEqual([
      'Password confirmation does not match.',
    ]);
    expect(registrationErrorSentences(new HttpError(502, '<html>Bad gateway</html>'))).toEqual([]);
    expect(registrationErrorSentences(new NetworkError('down'))).toEqual([]);
  });
});
