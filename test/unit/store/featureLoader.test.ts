import type { Channel } from 'redux-saga';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { call, put, select, take } from 'typed-redux-saga';
import { featureLoader } from '../../../src/store/featureLoader';
import { defineFeature, featureLoadRetried, type FeatureModule } from '../../../src/store/feature';
import { noticeAdded, noticeDismissed } from '../../../src/slices/ui';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { CHUNK_RETRY_DELAYS_MS } from '../../../src/utils/retryImport';
import { appWarnings } from '../../support/appWarnings';

const opened = createAction<{ id: string }>('test/opened');
const changed = createAction<{ id: string }>('test/changed');
const signedOut = createAction('test/signedOut');

/** A chunk that echoes every intent it takes as 'seen'. */
function* echo(source: Channel<UnknownAction>, first: UnknownAction) {
  let action = first;
  for (;;) {
    yield* put({ type: 'seen', payload: action.type });
    action = yield* take(source);
  }
}
const echoModule: FeatureModule = { saga: echo };

function run(load: () => Promise<FeatureModule>, skip?: (a: UnknownAction) => boolean) {
  const feature = defineFeature({ name: 'test', intents: [opened, changed, signedOut], load, ...(skip ? { skip } : {}) });
  return runSagaInStore(function* root() {
    yield* call(featureLoader, feature);
  });
}

/** Lets each scheduled retry wait pass on the fake clock. */
async function passRetryWaits() {
  for (const ms of CHUNK_RETRY_DELAYS_MS) {
    await settle();
    jest.advanceTimersByTime(ms);
  }
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('featureLoader', () => {
  it('loads at the first intent not skipped, hands it over, then every later one from the same buffer', async () => {
    const load = jest.fn(() => Promise.resolve(echoModule));
    const r = run(load, (a) => signedOut.match(a));
    r.store.dispatch(signedOut());
    await settle();
    expect(load).not.toHaveBeenCalled();
    r.store.dispatch(opened({ id: '1' }));
    // sent while the chunk loads: buffered, not lost
    r.store.dispatch(changed({ id: '1' }));
    await until(() => r.ofType('seen').length === 2, 'both seen');
    expect(r.ofType('seen').map((a) => a.payload)).toEqual(['test/opened', 'test/changed']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails twice and then loads still delivers the first intent, with no notice', async () => {
    useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z'));
    const load = jest
      .fn<Promise<FeatureModule>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValue(echoModule);
    const r = run(load);
    r.store.dispatch(opened({ id: 'first' }));
    r.store.dispatch(changed({ id: 'second' }));
    await passRetryWaits();
    await until(() => r.ofType('seen').length === 2, 'delivered');
    expect(r.ofType('seen').map((a) => a.payload)).toEqual(['test/opened', 'test/changed']);
    expect(load).toHaveBeenCalledTimes(3);
    expect(r.getState().ui.notices).toEqual([]);
  });

  it('when every try fails, a notice offers to try again, and its retry delivers the buffered intents', async () => {
    useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve(echoModule) : Promise.reject(new Error('offline'))));
    const r = run(load);
    r.store.dispatch(opened({ id: 'first' }));
    await passRetryWaits();
    await until(() => r.getState().ui.notices.length === 1, 'the load-error notice');
    const notice = r.getState().ui.notices[0];
    expect(notice).toMatchObject({ level: 'error', message: { id: 'general.async_load_error' } });
    expect(notice?.retry).toEqual(featureLoadRetried({ feature: 'test' }));
    expect(appWarnings(warn)).toHaveLength(1);
    expect(r.ofType('seen')).toHaveLength(0);
    // the reader goes on meanwhile: nothing is lost
    r.store.dispatch(changed({ id: 'meanwhile' }));
    online = true;
    if (!notice?.retry) throw new Error('no retry on the notice');
    r.store.dispatch(notice.retry);
    r.store.dispatch(noticeDismissed(notice.id));
    await until(() => r.ofType('seen').length === 2, 'delivered after the retry');
    expect(r.ofType('seen').map((a) => a.payload)).toEqual(['test/opened', 'test/changed']);
  });

  it('runs flows with their modes: a leading flow ignores repeats while it runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    function* slow(action: UnknownAction) {
      yield* call(() => gate);
      yield* put({ type: 'done', payload: action.payload });
    }
    const r = run(() => Promise.resolve({ flows: [{ type: opened.type, mode: 'leading', handler: slow }] }));
    r.store.dispatch(opened({ id: 'a' }));
    r.store.dispatch(opened({ id: 'b' }));
    await settle();
    release();
    await until(() => r.ofType('done').length === 1, 'done');
    await settle();
    expect(r.ofType('done').map((a) => a.payload)).toEqual([{ id: 'a' }]);
  });

  it('intents buffered while the chunk loads reach their handlers one after another, each seeing what the one before put', async () => {
    // What a live takeEvery sees: each intent arrives in a dispatch of its own, after the previous handler's puts.
    function* count() {
      const before = yield* select((s: { ui: { notices: unknown[] } }) => s.ui.notices.length);
      yield* put(noticeAdded('info', { id: 'test.seen', text: String(before) }));
    }
    const r = run(() => Promise.resolve({ flows: [{ type: opened.type, mode: 'every', handler: count }] }));
    r.store.dispatch(opened({ id: 'a' }));
    r.store.dispatch(opened({ id: 'b' }));
    await until(() => r.getState().ui.notices.length === 2, 'both handled');
    expect(r.getState().ui.notices.map((n) => n.message.text)).toEqual(['0', '1']);
  });
});
