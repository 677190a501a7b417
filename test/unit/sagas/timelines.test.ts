import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { OLDER_FETCH_THROTTLE_MS, POLL_INTERVAL_MS, PREFETCH_ADOPTION_MS, timelinesSaga } from '../../../src/sagas/timelines';
import { firstTimelineKey } from '../../../src/sagas/boot';
import { noticesSaga } from '../../../src/sagas/notices';
import { rateLimitSaga } from '../../../src/sagas/rateLimit';
import { RETRY_DELAYS_MS } from '../../../src/sagas/retry';
import { sessionCleared } from '../../../src/slices/auth';
import {
  timelineClosed,
  timelineFetchFailed,
  timelineNewShown,
  timelineOlderRequested,
  timelineOpened,
  timelinePrefetched,
  timelineReloadRequested,
} from '../../../src/slices/timelines';
import { settingChanged } from '../../../src/slices/settings';
import { mastoTimeline } from '../../support/fixtures';
import { descendingIds, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { NOTICE_MS } from '../../../src/utils/noticeTimes';

const { server, to } = createTestServer();

const PUBLIC = '/api/v1/timelines/public';
const page = mastoTimeline();
const pageIds = page.map((s) => String(s.id));
const LINK =
  '<http://localhost/api/v1/timelines/public?local=true&max_id=LINKMAX>; rel="next", <http://localhost/api/v1/timelines/public?local=true&min_id=10423476>; rel="prev"';

function* sagas() {
  yield all([fork(timelinesSaga), fork(noticesSaga)]);
}

/** Answers the first request with the fixture page, later since_id polls with `newer`, max_id with `older`. */
function serveTimeline({ newer = [] as unknown[], older = [] as unknown[] } = {}) {
  server.use(
    http.get(PUBLIC, ({ request }) => {
      const q = new URL(request.url).searchParams;
      if (q.get('since_id')) return HttpResponse.json(newer);
      if (q.get('max_id')) return HttpResponse.json(older);
      return HttpResponse.json(page, { headers: { Link: LINK } });
    }),
  );
}

beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openPublic() {
  const run = runSagaInStore(sagas);
  run.store.dispatch(timelineOpened({ key: 'public' }));
  await until(() => run.getState().timelines.public?.status === 'loaded', 'initial page');
  return run;
}

describe('timelines saga', () => {
  it('opening a timeline fetches its first page with the kind-specific query', async () => {
    serveTimeline();
    const run = await openPublic();
    const req = to(PUBLIC)[0];
    expect(req.search.get('local')).toBe('true');
    expect(req.search.get('with_muted')).toBe('true');
    expect(req.search.get('limit')).toBe('20');
    expect(req.search.has('since_id')).toBe(false);
    const tl = run.getState().timelines.public;
    expect(tl.ids).toEqual(pageIds);
    expect(tl).toMatchObject({ newestId: '10423476', oldestId: 'LINKMAX' });
    expect(run.getState().entities.statuses.entities['10418865']).toBeDefined();
    expect(run.ofType('timelines/timelineFetchStarted')[0].payload).toEqual({ key: 'public', direction: 'initial' });
  });

  it(`polls with since_id every ${POLL_INTERVAL_MS / 1000} s and puts new statuses behind "show new"`, async () => {
    const fresh = [statusFactory({ id: '10423999' }), statusFactory({ id: '10423990' })];
    serveTimeline({ newer: fresh });
    const run = await openPublic();
    jest.advanceTimersByTime(POLL_INTERVAL_MS - 1);
    await settle();
    expect(to(PUBLIC)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await until(() => to(PUBLIC).length === 2, 'first poll');
    expect(to(PUBLIC)[1].search.get('since_id')).toBe('10423476');
    await until(() => run.getState().timelines.public.pendingIds.length === 2, 'pending');
    expect(run.getState().timelines.public.ids).toEqual(pageIds);

    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => to(PUBLIC).length === 3, 'second poll');
    expect(to(PUBLIC)[2].search.get('since_id')).toBe('10423999');
    run.store.dispatch(timelineNewShown({ key: 'public' }));
    expect(run.getState().timelines.public.ids.slice(0, 2)).toEqual(['10423999', '10423990']);
  });

  it('a post listed again under a new id (snac2 after an edit) shows in its row, and the next poll starts from that id', async () => {
    const held = page[1] as { id: string; uri: string };
    const renewed = { ...page[1], id: '10423999', content: '<p>words, edited</p>' };
    const fresh = statusFactory({ id: '10423990' });
    serveTimeline({ newer: [renewed, fresh] });
    const run = await openPublic();
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => run.getState().timelines.public.pendingIds.length === 1, 'pending');
    const tl = run.getState().timelines.public;
    expect(tl.pendingIds).toEqual(['10423990']);
    expect(tl.ids).toEqual(pageIds);
    expect(run.getState().entities.statuses.entities[String(held.id)]?.content).toContain('words, edited');
    expect(tl.newer).toBeUndefined();
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => to(PUBLIC).length === 3, 'second poll');
    expect(to(PUBLIC)[2].search.get('since_id')).toBe('10423999');
  });

  it('a poll on its way is marked until it answers, and the mark goes when its screen closes first', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(PUBLIC, ({ request }) =>
        new URL(request.url).searchParams.get('since_id')
          ? new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json([]))))
          : HttpResponse.json(page, { headers: { Link: LINK } }),
      ),
    );
    const run = await openPublic();
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => run.getState().timelines.public.newer === 'loading', 'poll on its way');
    answer();
    await until(() => run.getState().timelines.public.newer === undefined, 'answered');
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => run.getState().timelines.public.newer === 'loading', 'next poll on its way');
    run.store.dispatch(timelineClosed({ key: 'public' }));
    await until(() => run.getState().timelines.public.newer === undefined, 'cancelled');
  });

  it('passes the reply visibility setting to the server', async () => {
    serveTimeline();
    const run = runSagaInStore(sagas);
    run.store.dispatch(settingChanged('replyVisibility', 'following'));
    run.store.dispatch(timelineOpened({ key: 'public' }));
    await until(() => to(PUBLIC).length === 1, 'request');
    expect(to(PUBLIC)[0].search.get('reply_visibility')).toBe('following');
  });

  it('closing the timeline stops its poller', async () => {
    serveTimeline();
    const run = await openPublic();
    run.store.dispatch(timelineClosed({ key: 'public' }));
    jest.advanceTimersByTime(POLL_INTERVAL_MS * 5);
    await settle();
    expect(to(PUBLIC)).toHaveLength(1);
  });

  it('signing out stops every poller', async () => {
    serveTimeline();
    const run = await openPublic();
    run.store.dispatch(sessionCleared());
    jest.advanceTimersByTime(POLL_INTERVAL_MS * 3);
    await settle();
    expect(to(PUBLIC)).toHaveLength(1);
  });

  it('reopening a loaded timeline asks only for what is newer, and runs one poller', async () => {
    serveTimeline();
    const run = await openPublic();
    run.store.dispatch(timelineClosed({ key: 'public' }));
    run.store.dispatch(timelineOpened({ key: 'public' }));
    await until(() => run.ofType('timelines/timelineFetched').length === 2, 'reopen fetch');
    expect(to(PUBLIC)[1].search.get('since_id')).toBe('10423476');
    run.store.dispatch(timelineOpened({ key: 'public' }));
    await until(() => run.ofType('timelines/timelineFetched').length === 3, 'second reopen fetch');
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => to(PUBLIC).length === 4, 'one poll');
    await settle();
    expect(to(PUBLIC)).toHaveLength(4);
  });

  it('a whole page from a poll sets the flush marker', async () => {
    serveTimeline({ newer: descendingIds(20, 99999999, '1').map((id) => statusFactory({ id })) });
    const run = await openPublic();
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => run.getState().timelines.public.flushMarker, 'flush marker');
    expect(run.getState().timelines.public.pendingIds).toHaveLength(20);
  });

  describe('errors', () => {
    /** Lets each automatic retry run: its wait passes, then its request answers. */
    async function throughRetries(requestsBefore: number) {
      for (const [i, wait] of RETRY_DELAYS_MS.entries()) {
        await until(() => to(PUBLIC).length === requestsBefore + i + 1, `attempt ${i + 1}`);
        await settle();
        jest.advanceTimersByTime(wait);
      }
    }

    it('an HTML error page is retried, then fails the fetch with a notice naming the cause, which dismisses itself after 5 s', async () => {
      server.use(
        http.get(
          PUBLIC,
          () =>
            new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
              status: 502,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      );
      const run = runSagaInStore(sagas);
      run.store.dispatch(timelineOpened({ key: 'public' }));
      await throughRetries(0);
      await until(() => run.getState().timelines.public?.status === 'error', 'error');
      expect(to(PUBLIC)).toHaveLength(RETRY_DELAYS_MS.length + 1);
      const cause = { id: 'errors.http.unexpected_status', values: { code: 502 } };
      expect(run.ofType(timelineFetchFailed.type)[0].payload).toEqual({ key: 'public', direction: 'initial', error: cause });
      expect(run.getState().timelines.public.error).toEqual(cause);
      expect(run.getState().ui.notices).toEqual([
        { id: 1, level: 'error', message: { id: 'timeline.error_fetching', cause }, timeout: NOTICE_MS.error },
      ]);

      jest.advanceTimersByTime(NOTICE_MS.error - 1);
      await settle();
      expect(run.getState().ui.notices).toHaveLength(1);
      jest.advanceTimersByTime(1);
      await until(() => run.getState().ui.notices.length === 0, 'notice dismissed');
    });

    it('an HTML page with status 200 is a bad response (retried); a 500 is an internal error (not retried)', async () => {
      server.use(http.get(PUBLIC, () => HttpResponse.text('<html>maintenance</html>')));
      const run = runSagaInStore(sagas);
      run.store.dispatch(timelineOpened({ key: 'public' }));
      await throughRetries(0);
      await until(() => run.getState().timelines.public?.status === 'error', 'error');
      expect(run.getState().timelines.public.error).toEqual({ id: 'errors.http.bad_response' });

      server.use(http.get(PUBLIC, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
      const before = to(PUBLIC).length;
      run.store.dispatch(timelineReloadRequested({ key: 'public' }));
      await until(() => run.ofType(timelineFetchFailed.type).length === 2, 'second failure');
      expect(to(PUBLIC)).toHaveLength(before + 1);
      expect(run.getState().timelines.public.error).toEqual({ id: 'errors.http.internal' });
    });

    it('a reload after an error loads the timeline', async () => {
      server.use(http.get(PUBLIC, () => HttpResponse.error()));
      const run = runSagaInStore(sagas);
      run.store.dispatch(timelineOpened({ key: 'public' }));
      await throughRetries(0);
      await until(() => run.getState().timelines.public?.status === 'error', 'error');
      expect(run.getState().timelines.public.error).toEqual({ id: 'errors.http.network' });
      serveTimeline();
      run.store.dispatch(timelineReloadRequested({ key: 'public' }));
      await until(() => run.getState().timelines.public.status === 'loaded', 'loaded');
      expect(run.getState().timelines.public.ids).toHaveLength(20);
    });

    const badBodies: Array<[string, () => Response]> = [
      ['an empty 200', () => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } })],
      ['a 200 with null', () => HttpResponse.json(null)],
      ['a 200 HTML page', () => HttpResponse.text('<html><body>Bad Gateway</body></html>')],
      [
        'truncated JSON',
        () => HttpResponse.text('[{"id":"1","content":"cut', { headers: { 'Content-Type': 'application/json' } }),
      ],
      ['a 503', () => new HttpResponse(null, { status: 503 })],
    ];
    it.each(badBodies)(
      'an older page that fails once as %s is retried and loads: never the end of the timeline',
      async (_, bad) => {
        const older = [statusFactory({ id: '100' }), statusFactory({ id: '99' })];
        let failed = false;
        server.use(
          http.get(PUBLIC, ({ request }) => {
            if (!new URL(request.url).searchParams.get('max_id')) return HttpResponse.json(page, { headers: { Link: LINK } });
            if (failed) return HttpResponse.json(older);
            failed = true;
            return bad();
          }),
        );
        const run = await openPublic();
        run.store.dispatch(timelineOlderRequested({ key: 'public' }));
        await until(() => to(PUBLIC).length === 2, 'failing older page');
        await settle();
        expect(run.getState().timelines.public.older).toBe('loading');
        expect(run.ofType(timelineFetchFailed.type)).toHaveLength(0);
        jest.advanceTimersByTime(RETRY_DELAYS_MS[0]);
        await until(() => run.getState().timelines.public.ids.length === 22, 'older page after the retry');
        expect(run.getState().timelines.public.older).not.toBe('bottomedOut');
        expect(run.getState().ui.notices).toEqual([]);
      },
    );

    it('only an empty list ends the timeline', async () => {
      serveTimeline({ older: [] });
      const run = await openPublic();
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      await until(() => run.getState().timelines.public.older === 'bottomedOut', 'bottomed out');
      expect(to(PUBLIC)).toHaveLength(2);
    });
  });

  describe('rate limits', () => {
    function* withRateLimits() {
      yield all([fork(timelinesSaga), fork(noticesSaga), fork(rateLimitSaga)]);
    }

    it('a 429 with Retry-After is waited out and retried, and tells the reader once', async () => {
      let limited = true;
      server.use(
        http.get(PUBLIC, () => {
          if (!limited) return HttpResponse.json(page, { headers: { Link: LINK } });
          limited = false;
          return HttpResponse.json({ error: 'Throttled' }, { status: 429, headers: { 'Retry-After': '5' } });
        }),
      );
      const run = runSagaInStore(withRateLimits);
      run.store.dispatch(timelineOpened({ key: 'public' }));
      await until(() => run.getState().ui.notices.length === 1, 'rate-limit notice');
      expect(run.getState().ui.notices[0]?.message).toEqual({ id: 'errors.http.rate_limited' });
      jest.advanceTimersByTime(4_999);
      await settle();
      expect(to(PUBLIC)).toHaveLength(1);
      jest.advanceTimersByTime(1);
      await until(() => run.getState().timelines.public?.status === 'loaded', 'loaded after the wait');
      expect(run.ofType(timelineFetchFailed.type)).toHaveLength(0);
    });

    it('a 429 with a far X-RateLimit-Reset shows one notice, no retry storm, and the poller rests until the reset', async () => {
      const reset = new Date(Date.now() + 5 * 60_000).toISOString();
      server.use(
        http.get(PUBLIC, ({ request }) =>
          new URL(request.url).searchParams.get('since_id')
            ? HttpResponse.json({ error: 'Throttled' }, { status: 429, headers: { 'X-RateLimit-Reset': reset } })
            : HttpResponse.json(page, { headers: { Link: LINK } }),
        ),
      );
      const run = runSagaInStore(withRateLimits);
      run.store.dispatch(timelineOpened({ key: 'public' }));
      await until(() => run.getState().timelines.public?.status === 'loaded', 'loaded');
      jest.advanceTimersByTime(POLL_INTERVAL_MS);
      await until(() => run.ofType(timelineFetchFailed.type).length === 1, 'limited poll fails at once');
      expect(to(PUBLIC)).toHaveLength(2);
      expect(run.getState().ui.notices.map((n) => n.message.id)).toEqual(['errors.http.rate_limited']);
      expect(run.getState().ui.rateLimitedUntil).toBe(Date.parse(reset));

      // Three poll intervals pass inside the limited stretch: no request.
      for (let i = 0; i < 3; i += 1) {
        jest.advanceTimersByTime(POLL_INTERVAL_MS);
        await settle();
      }
      expect(to(PUBLIC)).toHaveLength(2);
      jest.advanceTimersByTime(Date.parse(reset) - Date.now());
      await until(() => to(PUBLIC).length === 3, 'poll after the reset');
    });
  });

  describe('older pages', () => {
    it('ask with max_id from the Link header and append below', async () => {
      const older = [statusFactory({ id: '100' }), statusFactory({ id: '99' })];
      serveTimeline({ older });
      const run = await openPublic();
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      await until(() => run.getState().timelines.public.ids.length === 22, 'older page');
      expect(to(PUBLIC)[1].search.get('max_id')).toBe('LINKMAX');
      expect(run.getState().timelines.public.ids.slice(-2)).toEqual(['100', '99']);
      expect(run.getState().timelines.public.oldestId).toBe('99');
    });

    it(`are throttled to one per ${OLDER_FETCH_THROTTLE_MS / 1000} s`, async () => {
      serveTimeline({ older: [statusFactory({ id: '100' })] });
      const run = await openPublic();
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      await until(() => run.getState().timelines.public.ids.length === 21, 'older page');
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      await settle();
      expect(to(PUBLIC).filter((r) => r.search.has('max_id'))).toHaveLength(1);
      jest.advanceTimersByTime(OLDER_FETCH_THROTTLE_MS);
      await settle();
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      await until(() => to(PUBLIC).filter((r) => r.search.has('max_id')).length === 2, 'second older page');
      expect(
        to(PUBLIC)
          .filter((r) => r.search.has('max_id'))[1]
          .search.get('max_id'),
      ).toBe('100');
    });

    it('stop at the bottom: after an empty page no more are asked for', async () => {
      serveTimeline({ older: [] });
      const run = await openPublic();
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      await until(() => run.getState().timelines.public.older === 'bottomedOut', 'bottom');
      jest.advanceTimersByTime(OLDER_FETCH_THROTTLE_MS);
      await settle();
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      await settle();
      expect(to(PUBLIC).filter((r) => r.search.has('max_id'))).toHaveLength(1);
    });

    it('are not asked for before the first page has loaded', async () => {
      serveTimeline();
      const run = runSagaInStore(sagas);
      run.store.dispatch(timelineOlderRequested({ key: 'public' }));
      await settle();
      expect(to(PUBLIC)).toHaveLength(0);
    });
  });

  it('tag and user timelines go to their own endpoints', async () => {
    server.use(
      http.get('/api/v1/timelines/tag/:tag', () => HttpResponse.json([])),
      http.get('/api/v1/timelines/home', () => HttpResponse.json([])),
    );
    const run = runSagaInStore(sagas);
    run.store.dispatch(timelineOpened({ key: 'tag:café' }));
    run.store.dispatch(timelineOpened({ key: 'friends' }));
    await until(
      () => run.getState().timelines['tag:café']?.status === 'loaded' && run.getState().timelines.friends?.status === 'loaded',
      'both',
    );
    expect(to('/api/v1/timelines/tag/caf%C3%A9')).toHaveLength(1);
    expect(run.getState().timelines.friends.older).toBe('bottomedOut');
  });
});

describe('a timeline prefetched at start-up', () => {
  it('is fetched before its screen opens, and the screen adopts it without a second request', async () => {
    serveTimeline();
    const run = runSagaInStore(sagas);
    run.store.dispatch(timelinePrefetched({ key: 'public' }));
    await until(() => run.getState().timelines.public?.status === 'loaded', 'prefetched page');
    run.store.dispatch(timelineOpened({ key: 'public' }));
    await settle();
    expect(to(PUBLIC)).toHaveLength(1);
    // the adopted watcher polls, once
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => to(PUBLIC).length === 2, 'one poll');
    await settle();
    expect(to(PUBLIC)).toHaveLength(2);
    // and leaving the screen stops it
    run.store.dispatch(timelineClosed({ key: 'public' }));
    jest.advanceTimersByTime(POLL_INTERVAL_MS * 3);
    await settle();
    expect(to(PUBLIC)).toHaveLength(2);
  });

  it(`stops after ${PREFETCH_ADOPTION_MS / 1000} s when no screen adopts it (a redirect)`, async () => {
    serveTimeline();
    const run = runSagaInStore(sagas);
    run.store.dispatch(timelinePrefetched({ key: 'public' }));
    await until(() => run.getState().timelines.public?.status === 'loaded', 'prefetched page');
    jest.advanceTimersByTime(PREFETCH_ADOPTION_MS);
    await settle();
    jest.advanceTimersByTime(POLL_INTERVAL_MS * 3);
    await settle();
    expect(to(PUBLIC)).toHaveLength(1);
  });
});

describe('firstTimelineKey', () => {
  it('maps the visitor timelines of a start-up URL, and nothing else', () => {
    expect(firstTimelineKey('/main/all')).toBe('publicAndExternal');
    expect(firstTimelineKey('/main/public/')).toBe('public');
    expect(firstTimelineKey('/main/bubble')).toBe('bubble');
    expect(firstTimelineKey('/tag/caf%C3%A9')).toBe('tag:café');
    expect(firstTimelineKey('/tag/%E0%A4%A')).toBeNull();
    expect(firstTimelineKey('/main/friends')).toBeNull();
    expect(firstTimelineKey('/')).toBeNull();
    expect(firstTimelineKey('/notice/1')).toBeNull();
  });
});
