import { http, HttpResponse } from 'msw';
import { call } from 'typed-redux-saga';
import { supervise } from '../../../src/store/rootSaga';
import { timelinesSaga, POLL_INTERVAL_MS } from '../../../src/sagas/timelines';
import { timelineOpened } from '../../../src/slices/timelines';
import { createTestServer } from '../../support/server';
import { mastoTimeline } from '../../support/fixtures';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { all, spawn, take } from 'typed-redux-saga';

const { server, to } = createTestServer();
const PUBLIC = '/api/v1/timelines/public';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the supervised root saga', () => {
  it('one saga throwing does not stop the timeline poller, and the thrower starts again', async () => {
    useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(PUBLIC, () => HttpResponse.json(mastoTimeline())));
    let starts = 0;
    function* buggy() {
      starts += 1;
      yield* take('test/boom');
      throw new Error('a bug in one saga');
    }
    const r = runSagaInStore(function* root() {
      yield* all([spawn(supervise, 'buggy', buggy), spawn(supervise, 'timelines', timelinesSaga)]);
    });
    r.store.dispatch(timelineOpened({ key: 'public' }));
    await until(() => to(PUBLIC).length === 1, 'first page');
    r.store.dispatch({ type: 'test/boom' });
    await settle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('[buggy]');
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => to(PUBLIC).length === 2, 'the poller still polls');
    // restarted after a pause, since it failed right after starting
    jest.advanceTimersByTime(1000);
    await until(() => starts === 2, 'restarted');
  });

  it('a saga that ends normally is not started again', async () => {
    let starts = 0;
    function* once() {
      starts += 1;
      yield* call(() => Promise.resolve());
    }
    runSagaInStore(function* root() {
      yield* call(supervise, 'once', once);
    });
    await settle();
    expect(starts).toBe(1);
  });
});
