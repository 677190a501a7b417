import { reportRateLimit } from '../../../src/api/rateLimit';
import { noticesSaga } from '../../../src/sagas/notices';
import { RATE_LIMIT_DEFAULT_PAUSE_MS, RATE_LIMIT_NOTICE_MS, rateLimitSaga } from '../../../src/sagas/rateLimit';
import { all, fork } from 'redux-saga/effects';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';

const NOW = Date.parse('2024-06-01T12:00:00Z');
beforeEach(() => useSagaFakeTimers(NOW));
afterEach(() => jest.useRealTimers());

function* sagas() {
  yield all([fork(rateLimitSaga), fork(noticesSaga)]);
}

const limitedNotices = (run: ReturnType<typeof runSagaInStore>) =>
  run
    .ofType('ui/noticeAdded')
    .filter((a) => (a.payload as { message: { id: string } }).message.id === 'errors.http.rate_limited');

it('many 429s in one stretch give one notice; a 429 after the stretch gives another', async () => {
  const run = runSagaInStore(sagas);
  await settle();
  reportRateLimit(30_000);
  reportRateLimit(20_000);
  reportRateLimit(null);
  await until(() => run.ofType('ui/rateLimited').length === 3, 'three reports');
  expect(limitedNotices(run)).toHaveLength(1);
  // a report without a hint pauses for the default, which is the furthest here
  expect(run.getState().ui.rateLimitedUntil).toBe(NOW + RATE_LIMIT_DEFAULT_PAUSE_MS);

  jest.advanceTimersByTime(RATE_LIMIT_NOTICE_MS);
  await until(() => run.getState().ui.notices.length === 0, 'notice gone');
  reportRateLimit(1_000);
  await settle();
  expect(limitedNotices(run)).toHaveLength(1);

  jest.advanceTimersByTime(RATE_LIMIT_DEFAULT_PAUSE_MS);
  reportRateLimit(1_000);
  await until(() => limitedNotices(run).length === 2, 'second stretch');
  run.task.cancel();
});
