// What the composer sagas share: reading the composer and turning errors into messages.
import { select } from 'typed-redux-saga';
import { describeError, HttpError } from '../../../api/client';
import type { ComposerKey } from '../composerSlice';
import type { UiMessage } from '../../../slices/ui';
import type { RootState } from '../../../store/rootReducer';
import { selectComposerState } from '../composerSlice';

/** The server's own error text when it sent one ('Error: …' in the composer), else our wording. */
export const causeOf = (error: unknown): UiMessage => {
  const described = describeError(error);
  return error instanceof HttpError && error.serverMessage ? { ...described, text: error.serverMessage } : described;
};

export function* selectComposerOf(key: ComposerKey) {
  const composer = yield* select((s: RootState) => selectComposerState(s).composers[key]);
  return composer ?? null;
}
