// Sign-out's part of the service worker (features/signIn/sagas/logout.ts): nothing the worker kept during the
// session outlives it.
import { isOurCache } from './cacheNames';
import { RESTORE_SHELL } from './messages';

/**
 * Deletes every cache the worker made (the scripts the reader used tell what they did), then asks the worker to
 * fetch the shell again, which is the same for every reader, so the client still opens offline.
 */
export async function clearWorkerCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const ours = (await caches.keys()).filter(isOurCache);
    await Promise.all(ours.map((name) => caches.delete(name)));
    navigator.serviceWorker?.controller?.postMessage({ type: RESTORE_SHELL });
  } catch (error) {
    console.warn('could not clear the offline caches', error instanceof Error ? error.message : error);
  }
}
