// Opened offline (the service worker served its shell): the shell says so, rather than showing empty screens
// with no word why. Until the client keeps timelines of its own (IndexedDB), the shell and this notice are all.
import { put, select, call } from 'typed-redux-saga';
import { fetchInstance } from '../api/instance';
import { NetworkError } from '../api/client';
import { selectApiConfig } from '../selectors/instance';
import { noticeAdded } from '../slices/ui';
import type { RootState } from '../store/rootReducer';

/**
 * Start-up could not read the instance document (boot.ts only logs that): when asking again meets no network at
 * all, the reader is offline. A server that answered with an error is not "offline", and says nothing here.
 */
export function* noticeIfOffline() {
  if (yield* select((s: RootState) => s.instance.instance !== null)) return;
  try {
    yield* call(fetchInstance, yield* select(selectApiConfig));
  } catch (error) {
    if (error instanceof NetworkError) yield* put(noticeAdded('warning', { id: 'general.offline' }));
  }
}
