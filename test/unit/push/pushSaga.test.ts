// Web push from the page (spec 001 §5, §7 Push): subscribed only with the flag, a key and the browser's
// consent; the alerts the server has; off again on the member's word; the worker's clicks open the post.
import { webcrypto } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { Instance } from '../../../src/api/types';
import { pushSaga } from '../../../src/features/push/sagas/push';
import * as browserPush from '../../../src/features/push/lib/browserPush';
import * as pushSession from '../../../src/features/push/lib/pushSession';
import { WORKER_OPEN_MESSAGE } from '../../../src/features/push/lib/workerMessages';
import { initialAuthState } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import type { RootState } from '../../../src/store/rootReducer';
import { soapbox } from '../../support/fixtures';
import { stateAfter } from '../../support/factories';
import { runSagaInStore, settle, until } from '../../support/sagaStore';
import { createTestServer } from '../../support/server';

jest.mock('../../../src/features/push/lib/browserPush');
jest.mock('../../../src/features/push/lib/pushSession', () => ({
  ...jest.requireActual<typeof pushSession>('../../../src/features/push/lib/pushSession'),
  writePushSession: jest.fn(async () => undefined),
  clearPushSession: jest.fn(async () => undefined),
}));
const browser = jest.mocked(browserPush);
const session = jest.mocked(pushSession);

const { server, to } = createTestServer();
// jsdom has no SubtleCrypto; the browser's and Node's compute the same digest
Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
const SUBSCRIPTION = { endpoint: 'https://push.example/send/1', keys: { p256dh: 'BPk', auth: 'au' } };

function signedIn(instance: Instance, push: boolean): RootState {
  const state = stateAfter(instanceLoaded(instance), settingChanged('webPushNotifications', push));
  return { ...state, auth: { ...initialAuthState, token: 'secret-token', me: '1' } };
}
const pleroma = () => soapbox<Instance>('pleroma-instance');

let worker: EventTarget;
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  browser.pushSupported.mockReturnValue(true);
  browser.browserSubscribe.mockResolvedValue(SUBSCRIPTION);
  browser.browserUnsubscribe.mockResolvedValue(true);
  server.use(
    http.post('/api/v1/push/subscription', () => HttpResponse.json({ id: '7', endpoint: SUBSCRIPTION.endpoint })),
    http.delete('/api/v1/push/subscription', () => HttpResponse.json({})),
  );
});
afterEach(() => jest.restoreAllMocks());

describe('subscribing', () => {
  it("asks the server for the alerts it has, and records the token's digest for the worker first", async () => {
    // the record is there before the server is asked: a push that comes at once finds it
    let askedWhenWritten = -1;
    session.writePushSession.mockImplementationOnce(async () => {
      askedWhenWritten = to('/api/v1/push/subscription', 'POST').length;
    });
    const run = runSagaInStore(pushSaga, signedIn(pleroma(), true));
    await until(() => to('/api/v1/push/subscription', 'POST').length === 1, 'subscribed');
    expect(askedWhenWritten).toBe(0);
    const [post] = to('/api/v1/push/subscription', 'POST');
    expect(post.authorization).toBe('Bearer secret-token');
    expect(JSON.parse(post.body)).toEqual({
      subscription: SUBSCRIPTION,
      // this Pleroma has polls and emoji reactions
      data: {
        alerts: {
          follow: true,
          favourite: true,
          mention: true,
          reblog: true,
          move: true,
          poll: true,
          'pleroma:emoji_reaction': true,
        },
      },
    });
    // the browser was given the server's key as bytes
    const key = browser.browserSubscribe.mock.calls[0][0];
    expect(key[0]).toBe(4);
    expect(key).toHaveLength(65);
    const written = session.writePushSession.mock.calls[0][0];
    expect(written).toEqual({ tokenDigest: await pushSession.digestToken('secret-token'), hideContents: false, apiBase: '' });
    expect(JSON.stringify(written)).not.toContain('secret-token');
    run.task.cancel();
  });

  it('without a VAPID key: logged, nothing asked', async () => {
    const instance = pleroma();
    delete instance.pleroma?.vapid_public_key;
    const run = runSagaInStore(pushSaga, signedIn(instance, true));
    await settle();
    expect(console.warn).toHaveBeenCalledWith('VAPID public key is not found');
    expect(browser.browserSubscribe).not.toHaveBeenCalled();
    expect(to('/api/v1/push/subscription')).toHaveLength(0);
    run.task.cancel();
  });

  it("Mastodon's key in the v2 configuration is used too", async () => {
    const instance = pleroma();
    const key = instance.pleroma?.vapid_public_key ?? '';
    delete instance.pleroma?.vapid_public_key;
    instance.configuration = { vapid: { public_key: key } };
    const run = runSagaInStore(pushSaga, signedIn(instance, true));
    await until(() => to('/api/v1/push/subscription', 'POST').length === 1, 'subscribed');
    run.task.cancel();
  });

  it('without permission: logged, no server subscription', async () => {
    browser.browserSubscribe.mockResolvedValue('permission');
    const run = runSagaInStore(pushSaga, signedIn(pleroma(), true));
    await until(() => browser.browserSubscribe.mock.calls.length === 1, 'asked the browser');
    await settle();
    expect(console.warn).toHaveBeenCalledWith('web push is not available here (permission)');
    expect(to('/api/v1/push/subscription')).toHaveLength(0);
    run.task.cancel();
  });

  it('a refused subscription is logged only, and its record taken back', async () => {
    server.use(http.post('/api/v1/push/subscription', () => HttpResponse.json({ error: 'nope' }, { status: 403 })));
    const run = runSagaInStore(pushSaga, signedIn(pleroma(), true));
    await until(() => to('/api/v1/push/subscription', 'POST').length === 1, 'asked');
    await until(() => session.clearPushSession.mock.calls.length === 1, 'record taken back');
    expect(session.writePushSession).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('web push subscription failed:', expect.any(String));
    expect(run.ofType('ui/noticeAdded')).toHaveLength(0);
    run.task.cancel();
  });
});

describe('the settings', () => {
  it('off: nothing until the member turns it on; off again: the server, the browser and the record forget it', async () => {
    const run = runSagaInStore(pushSaga, signedIn(pleroma(), false));
    await settle();
    expect(browser.browserSubscribe).not.toHaveBeenCalled();
    run.store.dispatch(settingChanged('webPushNotifications', true));
    await until(() => to('/api/v1/push/subscription', 'POST').length === 1, 'subscribed');
    await until(() => session.writePushSession.mock.calls.length === 1, 'recorded');

    run.store.dispatch(settingChanged('webPushHideContents', true));
    await until(() => session.writePushSession.mock.calls.length === 2, 'record rewritten');
    expect(session.writePushSession.mock.calls[1][0]).toMatchObject({ hideContents: true });
    expect(to('/api/v1/push/subscription', 'POST')).toHaveLength(1);

    run.store.dispatch(settingChanged('webPushNotifications', false));
    await until(() => session.clearPushSession.mock.calls.length === 1, 'record cleared');
    expect(to('/api/v1/push/subscription', 'DELETE')).toHaveLength(1);
    expect(browser.browserUnsubscribe).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });
});

describe("the worker's clicks", () => {
  it('a path of this client is opened in the tab; anything else is ignored', async () => {
    const run = runSagaInStore(pushSaga, signedIn(pleroma(), false));
    await settle();
    const send = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
    send({ type: WORKER_OPEN_MESSAGE, url: '//evil.example/x' });
    send({ type: WORKER_OPEN_MESSAGE, url: 'https://evil.example/x' });
    send({ type: 'other', url: '/notice/1' });
    send({ type: WORKER_OPEN_MESSAGE, url: '/notice/42' });
    await until(() => run.ofType('ui/navigationRequested').length === 1, 'navigated');
    await settle();
    expect(run.ofType('ui/navigationRequested').map((a) => (a.payload as { to: string }).to)).toEqual(['/notice/42']);
    run.task.cancel();
  });
});
