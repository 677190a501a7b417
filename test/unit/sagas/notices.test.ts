import { noticesSaga } from '../../../src/sagas/notices';
import { noticeAdded, noticeDismissed } from '../../../src/slices/ui';
import { runSagaInStore, settle } from '../../support/sagaStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const ids = (run: ReturnType<typeof runSagaInStore>) => run.getState().ui.notices.map((n) => n.message.id);

describe('notices saga', () => {
  it('a notice with a timeout dismisses itself when the time is up, not before', async () => {
    const run = runSagaInStore(noticesSaga);
    run.store.dispatch(noticeAdded('info', { id: 'a' }, 3000));
    jest.advanceTimersByTime(2999);
    expect(ids(run)).toEqual(['a']);
    jest.advanceTimersByTime(1);
    await settle(2);
    expect(ids(run)).toEqual([]);
    expect(run.ofType(noticeDismissed.type).map((a) => a.payload)).toEqual([1]);
  });

  it('a notice without a timeout stays', async () => {
    const run = runSagaInStore(noticesSaga);
    run.store.dispatch(noticeAdded('error', { id: 'a' }));
    jest.advanceTimersByTime(3_600_000);
    await settle(2);
    expect(ids(run)).toEqual(['a']);
  });

  it('each notice keeps its own timer', async () => {
    const run = runSagaInStore(noticesSaga);
    run.store.dispatch(noticeAdded('info', { id: 'long' }, 5000));
    run.store.dispatch(noticeAdded('info', { id: 'short' }, 1000));
    run.store.dispatch(noticeAdded('info', { id: 'stays' }));
    jest.advanceTimersByTime(1000);
    await settle(2);
    expect(ids(run)).toEqual(['long', 'stays']);
    jest.advanceTimersByTime(4000);
    await settle(2);
    expect(ids(run)).toEqual(['stays']);
  });

  it('a notice dismissed by hand before its time leaves the others alone', async () => {
    const run = runSagaInStore(noticesSaga);
    run.store.dispatch(noticeAdded('info', { id: 'a' }, 1000));
    run.store.dispatch(noticeDismissed(1));
    run.store.dispatch(noticeAdded('info', { id: 'b' }));
    jest.advanceTimersByTime(1000);
    await settle(2);
    expect(ids(run)).toEqual(['b']);
  });
});
