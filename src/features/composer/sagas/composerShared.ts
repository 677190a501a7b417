// What the compose sagas share: reading the composer and turning errors into messages.
import { select } from 'redux-saga/effects';
import { describeError, HttpError } from '../../../api/client';
import type { ComposerKey, ComposerState } from '../composerSlice';
import type { UiMessage } from '../../../slices/ui';
import type { RootState } from '../../../store/rootReducer';

/** The server's own error text when it sent one ('Error: …' in the composer), else our wording. */
export const causeOf = (error: unknown): UiMessage => {
  const described = describeError(error);
  return error instanceof HttpError && error.serverMessage ? { ...described, text: error.serverMessage } : described;
};

export function* selectComposerOf(key: ComposerKey) {
  const composer: ComposerState | undefined = yield select((s: RootState) => s.composer.composers[key]);
  return composer ?? null;
}
