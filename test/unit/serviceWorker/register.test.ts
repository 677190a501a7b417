import type { UnknownAction } from '@reduxjs/toolkit';
import { serviceWorkerFlow, UPDATE_CHECK_MS, type WorkerEnv } from '../../../src/serviceWorker/register';
import { CACHE_URLS, SKIP_WAITING, SW_URL } from '../../../src/serviceWorker/messages';
import { noticeDismissed } from '../../../src/slices/ui';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';

const ORIGIN = 'http://localhost';

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = jest.fn();
  becomes(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active = new FakeWorker();
  update = jest.fn(() => Promise.resolve());

  /** A new version found and installed, as the browser does it. */
  installNewVersion() {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
    return worker;
  }
}

function setUp({ controlled = true, waiting = false } = {}) {
  const registration = new FakeRegistration();
  if (waiting) registration.waiting = new FakeWorker();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: jest.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
  });
  const reload = jest.fn();
  const env: WorkerEnv = {
    container: container as unknown as WorkerEnv['container'],
    reload,
    usedAssets: () => [
      `${ORIGIN}/static/js/about.da9725a5.js`,
      `${ORIGIN}/api/v1/instance`,
      `${ORIGIN}/static/css/main.d27e98ed.css`,
    ],
    origin: ORIGIN,
  };
  const run = runSagaInStore(() => serviceWorkerFlow(env));
  return { registration, container, reload, run };
}

const updateNotices = (run: ReturnType<typeof runSagaInStore>) =>
  run.getState().ui.notices.filter((n) => n.message.id === 'general.update_ready');

afterEach(() => jest.useRealTimers());

describe('the service worker on the page', () => {
  it('registers /sw-pleroma.js for the whole site and hands over the scripts and styles the page loaded', async () => {
    const { container, registration } = setUp();
    await until(() => registration.active.postMessage.mock.calls.length > 0, 'hand-over');
    expect(container.register).toHaveBeenCalledWith(SW_URL, { scope: '/' });
    expect(registration.active.postMessage).toHaveBeenCalledWith({
      type: CACHE_URLS,
      payload: { urlsToCache: [`${ORIGIN}/static/js/about.da9725a5.js`, `${ORIGIN}/static/css/main.d27e98ed.css`] },
    });
  });

  it('tells the reader when a new version is ready, and reloads only on their click, once it has taken over', async () => {
    const { registration, container, reload, run } = setUp();
    await until(() => container.register.mock.calls.length > 0, 'registered');
    await until(() => registration.active.postMessage.mock.calls.length > 0, 'started');
    const next = registration.installNewVersion();
    await until(() => updateNotices(run).length === 1, 'notice');
    const [notice] = updateNotices(run);
    expect(notice).toMatchObject({ level: 'info', retryLabel: 'general.reload' });
    expect(notice?.timeout).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();

    run.store.dispatch(notice?.retry as UnknownAction);
    expect(next.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells again of a later release when the reader dismissed the notice', async () => {
    const { registration, run } = setUp();
    await until(() => registration.active.postMessage.mock.calls.length > 0, 'started');
    registration.installNewVersion();
    await until(() => updateNotices(run).length === 1, 'first notice');
    run.store.dispatch(noticeDismissed(updateNotices(run)[0]?.id ?? 0));
    registration.installNewVersion();
    await until(() => updateNotices(run).length === 1, 'second notice');
  });

  it('says nothing when the first version installs (no page was served by an older one)', async () => {
    const { registration, run } = setUp({ controlled: false });
    await until(() => registration.active.postMessage.mock.calls.length > 0, 'started');
    registration.installNewVersion();
    await settle();
    expect(updateNotices(run)).toEqual([]);
  });

  it('tells of a version already waiting when the page registered (found through another tab)', async () => {
    const { run } = setUp({ waiting: true });
    await until(() => updateNotices(run).length === 1, 'notice');
  });

  it("reloads at once when another tab's click already made the new version take over", async () => {
    const { registration, reload, run } = setUp({ waiting: true });
    await until(() => updateNotices(run).length === 1, 'notice');
    registration.waiting = null;
    run.store.dispatch(updateNotices(run)[0]?.retry as UnknownAction);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a tab left open asks for a new release every hour', async () => {
    useSagaFakeTimers();
    const { registration, container } = setUp();
    await until(() => container.register.mock.calls.length > 0, 'registered');
    await until(() => registration.active.postMessage.mock.calls.length > 0, 'started');
    expect(registration.update).not.toHaveBeenCalled();
    jest.advanceTimersByTime(UPDATE_CHECK_MS);
    await until(() => registration.update.mock.calls.length === 1, 'first check');
    registration.update.mockRejectedValueOnce(new Error('offline'));
    jest.advanceTimersByTime(UPDATE_CHECK_MS);
    await until(() => registration.update.mock.calls.length === 2, 'second check');
    jest.advanceTimersByTime(UPDATE_CHECK_MS);
    await until(() => registration.update.mock.calls.length === 3, 'still checking after a failed one');
  });
});
