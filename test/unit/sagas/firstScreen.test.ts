import { firstScreenSaga, FIRST_SCREEN_MAX_WAIT_MS } from '../../../src/sagas/firstScreen';
import { firstScreenMounted } from '../../../src/slices/ui';
import { timelineFetched, timelineFetchStarted, timelineOpened } from '../../../src/slices/timelines';
import { runSagaInStore, settle, until } from '../../support/sagaStore';

const drawn = (run: ReturnType<typeof runSagaInStore>) => run.getState().ui.firstScreenDrawn;

describe('the first screen (what loads after it)', () => {
  it("waits for the screen's first timeline page, then for a painted frame", async () => {
    const run = runSagaInStore(firstScreenSaga);
    run.store.dispatch(timelineOpened({ key: 'public' }));
    run.store.dispatch(timelineFetchStarted({ key: 'public', direction: 'initial' }));
    run.store.dispatch(firstScreenMounted());
    await settle();
    expect(drawn(run)).toBe(false);
    run.store.dispatch(timelineFetched({ key: 'public', direction: 'initial', ids: [], maxId: null }));
    await until(() => drawn(run), 'first screen drawn');
  });

  it('a screen without a timeline loading is drawn at its first frame', async () => {
    const run = runSagaInStore(firstScreenSaga);
    await settle();
    expect(drawn(run)).toBe(false);
    run.store.dispatch(firstScreenMounted());
    await until(() => drawn(run), 'first screen drawn');
  });

  it('a first page that never comes holds the extras back no longer than the cap', async () => {
    jest.useFakeTimers();
    try {
      const run = runSagaInStore(firstScreenSaga);
      run.store.dispatch(timelineOpened({ key: 'public' }));
      run.store.dispatch(timelineFetchStarted({ key: 'public', direction: 'initial' }));
      run.store.dispatch(firstScreenMounted());
      await jest.advanceTimersByTimeAsync(FIRST_SCREEN_MAX_WAIT_MS - 100);
      expect(drawn(run)).toBe(false);
      await jest.advanceTimersByTimeAsync(200);
      expect(drawn(run)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
