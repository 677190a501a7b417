import { call, put, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { lazySaga, type ChannelSaga } from '../../../src/sagas/lazyFlows';
import { runSagaInStore, until } from '../../support/sagaStore';

/** A stand-in chunk: echoes every intent it takes as 'seen/<type>'. */
function* echo(source: Channel<UnknownAction>, first: UnknownAction) {
  let action = first;
  for (;;) {
    yield put({ type: 'seen', payload: action.type });
    action = yield take(source);
  }
}

describe('lazySaga', () => {
  it('loads at the first intent not skipped, hands it over, then every later one from the same buffer', async () => {
    const load = jest.fn(() => Promise.resolve(echo as ChannelSaga));
    const run = runSagaInStore(function* root() {
      yield call(lazySaga, 'test', ['a', 'b', 'skip'], load, (action: UnknownAction) => action.type === 'skip');
    });
    run.store.dispatch({ type: 'skip' });
    expect(load).not.toHaveBeenCalled();
    run.store.dispatch({ type: 'a' });
    // sent while the chunk loads: buffered, not lost
    run.store.dispatch({ type: 'b' });
    await until(() => run.ofType('seen').length === 2, 'both seen');
    expect(run.ofType('seen').map((a) => a.payload)).toEqual(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load is tried again at the next intent', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const load = jest
      .fn<Promise<ChannelSaga>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(echo as ChannelSaga);
    const run = runSagaInStore(function* root() {
      yield call(lazySaga, 'test', ['a'], load);
    });
    run.store.dispatch({ type: 'a' });
    await until(() => warn.mock.calls.length === 1, 'failure logged');
    expect(run.ofType('seen')).toHaveLength(0);
    run.store.dispatch({ type: 'a' });
    await until(() => run.ofType('seen').length === 1, 'second try');
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
