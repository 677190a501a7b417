import { http, HttpResponse } from 'msw';
import { timelinesSaga } from '../../../src/sagas/timelines';
import { timelineOlderRequested, timelineOpened } from '../../../src/slices/timelines';
import { accountFactory, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';

const { server, to } = createTestServer();

const STATUSES = '/api/v1/accounts/9/statuses';
const author = accountFactory({ id: '9' });
const post = (id: string) => statusFactory({ id, account: author });

describe("a profile's statuses tab", () => {
  it('fetches the pinned statuses once, shows them first (pinnedIds mark them), then the normal pages', async () => {
    server.use(
      http.get(STATUSES, ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('pinned') === 'true') return HttpResponse.json([post('S2')]);
        if (q.get('max_id')) return HttpResponse.json([post('S1')]);
        return HttpResponse.json([post('S4'), post('S3'), post('S2')]);
      }),
    );
    const run = runSagaInStore(timelinesSaga);
    run.store.dispatch(timelineOpened({ key: 'user:9' }));
    await until(() => run.getState().timelines['user:9']?.status === 'loaded', 'loaded');
    const tl = run.getState().timelines['user:9'];
    expect(tl.ids).toEqual(['S2', 'S4', 'S3']);
    expect(tl.pinnedIds).toEqual(['S2']);
    expect(tl.newestId).toBe('S4');
    expect(run.getState().entities.statuses.entities.S2).toBeDefined();
    const asked = to(STATUSES).map((r) => r.search);
    expect(asked.map((q) => q.get('pinned'))).toEqual([null, 'true']);
    expect(asked[0].get('exclude_replies')).toBe('true');
    run.store.dispatch(timelineOlderRequested({ key: 'user:9' }));
    await until(() => run.getState().timelines['user:9'].ids.length === 4, 'older page');
    expect(to(STATUSES).filter((r) => r.search.get('pinned'))).toHaveLength(1);
  });

  it('a failed pinned fetch leaves the profile with its normal page', async () => {
    server.use(
      http.get(STATUSES, ({ request }) =>
        new URL(request.url).searchParams.get('pinned')
          ? HttpResponse.json({ error: 'nope' }, { status: 500 })
          : HttpResponse.json([post('S4')]),
      ),
    );
    const run = runSagaInStore(timelinesSaga);
    run.store.dispatch(timelineOpened({ key: 'user:9' }));
    await until(() => run.getState().timelines['user:9']?.status === 'loaded', 'loaded');
    expect(run.getState().timelines['user:9'].ids).toEqual(['S4']);
    expect(run.getState().timelines['user:9'].pinnedIds).toEqual([]);
  });

  it('replies and media tabs ask without pinned; favorites read /api/v1/favourites', async () => {
    server.use(
      http.get(STATUSES, () => HttpResponse.json([post('S4')])),
      http.get('/api/v1/favourites', () => HttpResponse.json([post('S7')])),
    );
    const run = runSagaInStore(timelinesSaga);
    for (const key of ['replies:9', 'media:9', 'favorites:9']) run.store.dispatch(timelineOpened({ key }));
    await until(
      () => ['replies:9', 'media:9', 'favorites:9'].every((k) => run.getState().timelines[k]?.status === 'loaded'),
      'loaded',
    );
    const asked = to(STATUSES).map((r) => r.search);
    expect(asked.every((q) => q.get('pinned') === null)).toBe(true);
    expect(asked.map((q) => q.get('only_media'))).toEqual(expect.arrayContaining(['true', null]));
    expect(asked.every((q) => q.get('exclude_replies') === null)).toBe(true);
    expect(run.getState().timelines['favorites:9'].ids).toEqual(['S7']);
  });
});
