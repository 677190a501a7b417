import { http, HttpResponse } from 'msw';
import { tagsSaga } from '../../../src/features/interactions/sagas/tags';
import { tokenObtained } from '../../../src/slices/auth';
import { tagFollowToggled, tagLoaded } from '../../../src/features/interactions/tagsSlice';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';
import { stateAfter } from '../../support/factories';
import { NOTICE_MS } from '../../../src/utils/noticeTimes';

const { server, to } = createTestServer();

const TAG = '/api/v1/tags/Cats';
const signedIn = () => stateAfter(tokenObtained({ token: 'secret-token' }));
const following = (run: ReturnType<typeof runSagaInStore>) => run.getState().tags.cats?.following ?? null;

const tagJson = (isFollowing: boolean) => ({
  name: 'cats',
  url: 'https://pleroma.test/tags/cats',
  history: [],
  following: isFollowing,
});

describe('tags saga', () => {
  it('following flips the state at once and posts to /follow', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${TAG}/follow`, async () => {
        await answered;
        return HttpResponse.json(tagJson(true));
      }),
    );
    const run = runSagaInStore(tagsSaga, signedIn());
    run.store.dispatch(tagLoaded({ name: 'cats', following: false }));
    run.store.dispatch(tagFollowToggled({ name: 'Cats', follow: true }));
    // before the server has answered
    expect(following(run)).toBe(true);
    await until(() => to(`${TAG}/follow`, 'POST').length === 1, 'follow request');
    answer();
    await settle();
    expect(following(run)).toBe(true);
    expect(run.getState().ui.notices).toEqual([]);
  });

  it('a refused unfollow flips back and says so', async () => {
    server.use(http.post(`${TAG}/unfollow`, () => HttpResponse.json({ error: 'Something went wrong' }, { status: 500 })));
    const run = runSagaInStore(tagsSaga, signedIn());
    run.store.dispatch(tagLoaded({ name: 'cats', following: true }));
    run.store.dispatch(tagFollowToggled({ name: 'Cats', follow: false }));
    expect(following(run)).toBe(false);
    await until(() => run.getState().ui.notices.length === 1, 'error notice');
    expect(following(run)).toBe(true);
    expect(run.getState().ui.notices[0]).toMatchObject({
      level: 'error',
      message: { id: 'tags.unfollow_error', values: { tag: 'Cats' }, cause: { id: 'errors.http.internal' } },
      timeout: NOTICE_MS.error,
    });
  });

  it('a failure does not undo a later toggle', async () => {
    server.use(
      http.post(`${TAG}/follow`, () => HttpResponse.json({ error: 'nope' }, { status: 503 })),
      http.post(`${TAG}/unfollow`, () => HttpResponse.json(tagJson(false))),
    );
    const run = runSagaInStore(tagsSaga, signedIn());
    run.store.dispatch(tagLoaded({ name: 'cats', following: false }));
    run.store.dispatch(tagFollowToggled({ name: 'Cats', follow: true }));
    run.store.dispatch(tagFollowToggled({ name: 'Cats', follow: false }));
    await until(() => run.getState().ui.notices.length === 1, 'error notice');
    await settle();
    expect(following(run)).toBe(false);
  });
});
