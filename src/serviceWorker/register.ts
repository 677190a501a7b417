// The page's side of the service worker, a lazy chunk ("service-worker", loaded by start.ts once the first
// screen is up): registers /sw-pleroma.js for the whole site, hands it the scripts and styles this page
// loaded before it was there, and says when a new release is ready. The page is reloaded only when the
// reader clicks the notice's 'Reload', never under what they are typing.
import { createAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, take, takeEvery } from 'typed-redux-saga';
import { noticeAdded } from '../slices/ui';
import { cacheableUrls } from './cacheable';
import { CACHE_URLS, SKIP_WAITING, SW_URL } from './messages';

/** The reader clicked 'Reload' on the new-version notice. */
export const updateReloadRequested = createAction('serviceWorker/updateReloadRequested');

/** How often a tab that stays open asks whether a new release is out (browsers also ask on every visit). */
export const UPDATE_CHECK_MS = 60 * 60_000;

/** What the flow uses of the browser, so tests can hand it their own. */
export interface WorkerEnv {
  container: Pick<ServiceWorkerContainer, 'register' | 'ready' | 'controller' | 'addEventListener'>;
  reload: () => void;
  /** the scripts and styles this page has loaded so far (URLs) */
  usedAssets: () => string[];
  origin: string;
}

const browserEnv = (): WorkerEnv => ({
  container: navigator.serviceWorker,
  reload: () => window.location.reload(),
  usedAssets: () => [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href),
  ],
  origin: window.location.origin,
});

/**
 * Emits once a new version has installed and waits while this page is served by the old one: one found now,
 * or one already waiting when this page registered (found through another tab, or this page's own load).
 */
export function updatesReady(registration: ServiceWorkerRegistration, env: WorkerEnv): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onFound = () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && env.container.controller) emit(true);
      });
    };
    registration.addEventListener('updatefound', onFound);
    // (the buffer keeps this until the saga takes from the channel)
    if (registration.waiting && env.container.controller) emit(true);
    return () => registration.removeEventListener('updatefound', onFound);
  }, buffers.sliding(1));
}

/** The reader's 'Reload': the waiting version takes over, then this page loads again under it. */
function applyUpdate(registration: ServiceWorkerRegistration, env: WorkerEnv) {
  const waiting = registration.waiting;
  // Another tab's 'Reload' may have activated it already: the page only needs loading again.
  if (!waiting) {
    env.reload();
    return;
  }
  // Only the tab that asked reloads; the others keep their page and their notice.
  env.container.addEventListener('controllerchange', () => env.reload(), { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
}

function* announceUpdates(registration: ServiceWorkerRegistration, env: WorkerEnv) {
  const ready = updatesReady(registration, env);
  try {
    // every release found while the tab stays open (a notice still on screen is not shown twice)
    for (;;) {
      yield* take(ready);
      yield* put(noticeAdded('info', { id: 'general.update_ready' }, undefined, updateReloadRequested(), 'general.reload'));
    }
  } finally {
    ready.close();
  }
}

function* checkForUpdates(registration: ServiceWorkerRegistration) {
  for (;;) {
    yield* delay(UPDATE_CHECK_MS);
    try {
      yield* call(() => registration.update());
    } catch {
      // offline or the server is away: the next check, or the next visit, finds it
    }
  }
}

/** The worker keeps what it serves from now on; what the page loaded before it was there is handed over. */
function* handOverUsedAssets(env: WorkerEnv) {
  const registration = yield* call(() => env.container.ready);
  const urls = cacheableUrls(env.usedAssets(), env.origin);
  registration.active?.postMessage({ type: CACHE_URLS, payload: { urlsToCache: urls } });
}

export function* serviceWorkerFlow(env: WorkerEnv = browserEnv()) {
  const registration = yield* call(() => env.container.register(SW_URL, { scope: '/' }));
  yield* takeEvery(updateReloadRequested, applyUpdate, registration, env);
  yield* fork(announceUpdates, registration, env);
  yield* fork(checkForUpdates, registration);
  yield* fork(handOverUsedAssets, env);
}
