import { call, put, select } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { requestPasswordReset } from '../api/registration';
import { passwordResetFailed, passwordResetSucceeded, passwordResetThrottled } from '../passwordResetSlice';
import { passwordResetRequested } from '../signInIntents';
import { selectApiConfig } from '../../../selectors/instance';
import { loginErrorMessage } from '../../../sagas/auth';
import type { Flow } from '../../../store/feature';

function* resetPassword(action: ReturnType<typeof passwordResetRequested>) {
  try {
    const cfg = yield* select(selectApiConfig);
    yield* call(requestPasswordReset, cfg, action.payload.email);
    yield* put(passwordResetSucceeded());
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      yield* put(passwordResetThrottled());
      return;
    }
    const text = error instanceof HttpError ? error.serverMessage : null;
    yield* put(passwordResetFailed(text ? { id: 'password_reset.error', text } : loginErrorMessage(error, 'verify')));
  }
}

export const passwordResetFlows: Flow[] = [{ type: passwordResetRequested.type, mode: 'leading', handler: resetPassword }];
