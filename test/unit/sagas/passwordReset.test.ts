import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { featureLoader } from '../../../src/store/featureLoader';
import { passwordResetRequested, signInFeature } from '../../../src/features/signIn';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';
import { selectPasswordResetState } from '../../../src/features/signIn/passwordResetSlice';

const { server, to } = createTestServer();

async function reset(reply: () => Response) {
  server.use(http.post('/auth/password', reply));
  const run = runSagaInStore(function* () {
    yield all([fork(featureLoader, signInFeature)]);
  });
  run.store.dispatch(passwordResetRequested({ email: 'lain@example.com' }));
  expect(selectPasswordResetState(run.getState()).status).toBe('pending');
  await until(() => selectPasswordResetState(run.getState()).status !== 'pending', 'reply');
  return selectPasswordResetState(run.getState());
}

describe('password reset', () => {
  it('POSTs /auth/password?email= without a body; 204 is success', async () => {
    expect(await reset(() => new HttpResponse(null, { status: 204 }))).toEqual({ status: 'success', error: null });
    const [call] = to('/auth/password');
    expect(call.search.get('email')).toBe('lain@example.com');
    expect(call.body).toBe('');
    expect(call.authorization).toBeNull();
  });

  it('429 is throttled', async () => {
    expect(await reset(() => HttpResponse.json({ error: 'Throttled' }, { status: 429 }))).toEqual({
      status: 'throttled',
      error: null,
    });
  });

  it("another failure is an error with the server's words, or the generic wording", async () => {
    expect(await reset(() => HttpResponse.json({ error: 'Mailer is not configured' }, { status: 400 }))).toEqual({
      status: 'error',
      error: { id: 'password_reset.error', text: 'Mailer is not configured' },
    });
    expect(await reset(() => new HttpResponse('<html>oops</html>', { status: 500 }))).toEqual({
      status: 'error',
      error: { id: 'login.generic_error' },
    });
    expect(await reset(() => HttpResponse.error())).toEqual({ status: 'error', error: { id: 'login.network_error' } });
  });
});
