// Who favourited or repeated a post: pages into the statusPeople slice, accounts into the entity store.
import { http, HttpResponse } from 'msw';
import { statusPeopleFlows } from '../../../src/features/statusPeople/sagas/statusPeople';
import { statusPeopleRequested } from '../../../src/features/statusPeople/statusPeopleIntents';
import { selectPeopleList } from '../../../src/features/statusPeople/statusPeopleSlice';
import { statusToggleSettled } from '../../../src/features/interactions/statusActionsSlice';
import { tokenObtained } from '../../../src/slices/auth';
import { runFlows } from '../../../src/store/runFlows';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';
import { accountFactory, importStatuses, stateAfter, statusFactory } from '../../support/factories';

const { server, to } = createTestServer();
const FAVS = '/api/v1/statuses/P1/favourited_by';

const fans = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => accountFactory({ id: `F${from + i}`, username: `fan${from + i}`, acct: `fan${from + i}` }));

function start() {
  return runSagaInStore(
    function* () {
      yield* runFlows(statusPeopleFlows);
    },
    stateAfter(tokenObtained({ token: 't' }), importStatuses([statusFactory({ id: 'P1', favourites_count: 20 })])),
  );
}

describe('status people saga', () => {
  it('loads 16 at a time, follows the Link header, and keeps the accounts in the entity store', async () => {
    server.use(
      http.get(FAVS, ({ request }) => {
        const url = new URL(request.url);
        // a short page is the last, even with a next link
        if (url.searchParams.get('max_id') === 'cursor16')
          return HttpResponse.json(fans(17, 4), { headers: { Link: `<${url.origin}${FAVS}?max_id=cursor20>; rel="next"` } });
        return HttpResponse.json(fans(1, 16), {
          headers: { Link: `<${url.origin}${FAVS}?max_id=cursor16>; rel="next", <${url.origin}${FAVS}?min_id=c1>; rel="prev"` },
        });
      }),
    );
    const run = start();
    run.store.dispatch(statusPeopleRequested({ statusId: 'P1', kind: 'favourites' }));
    await until(() => selectPeopleList(run.getState(), 'P1', 'favourites')?.status === 'loaded', 'first page');
    expect(to(FAVS)[0].search.get('limit')).toBe('16');
    const first = selectPeopleList(run.getState(), 'P1', 'favourites');
    expect(first?.ids).toHaveLength(16);
    expect(first?.next).toBe('cursor16');
    expect(run.getState().entities.accounts.entities.F1?.username).toBe('fan1');

    // the first page again: kept, not asked for twice (the avatar list and the popover share it)
    run.store.dispatch(statusPeopleRequested({ statusId: 'P1', kind: 'favourites' }));
    await settle();
    expect(to(FAVS)).toHaveLength(1);

    run.store.dispatch(statusPeopleRequested({ statusId: 'P1', kind: 'favourites', more: true }));
    await until(() => selectPeopleList(run.getState(), 'P1', 'favourites')?.ids.length === 20, 'second page');
    expect(to(FAVS)[1].search.get('max_id')).toBe('cursor16');
    expect(selectPeopleList(run.getState(), 'P1', 'favourites')?.next).toBeNull();
    // nothing further to ask for
    run.store.dispatch(statusPeopleRequested({ statusId: 'P1', kind: 'favourites', more: true }));
    await settle();
    expect(to(FAVS)).toHaveLength(2);
  });

  it('a failure is kept with its message; the reader’s own favourite drops the list so it is asked again', async () => {
    server.use(http.get(FAVS, () => HttpResponse.json({ error: 'Nope' }, { status: 500 })));
    const run = start();
    run.store.dispatch(statusPeopleRequested({ statusId: 'P1', kind: 'favourites' }));
    await until(() => selectPeopleList(run.getState(), 'P1', 'favourites')?.status === 'error', 'error');
    expect(selectPeopleList(run.getState(), 'P1', 'favourites')?.error).toMatchObject({
      id: 'status_people.load_error',
      cause: { text: 'Nope' },
    });
    server.use(http.get(FAVS, () => HttpResponse.json(fans(1, 2))));
    run.store.dispatch(statusPeopleRequested({ statusId: 'P1', kind: 'favourites' }));
    await until(() => selectPeopleList(run.getState(), 'P1', 'favourites')?.status === 'loaded', 'retried');
    run.store.dispatch(statusToggleSettled({ statusId: 'P1', toggle: 'favourite' }));
    expect(selectPeopleList(run.getState(), 'P1', 'favourites')).toBeUndefined();
  });

  it('repeats come from reblogged_by', async () => {
    server.use(http.get('/api/v1/statuses/P1/reblogged_by', () => HttpResponse.json(fans(1, 3))));
    const run = start();
    run.store.dispatch(statusPeopleRequested({ statusId: 'P1', kind: 'reblogs' }));
    await until(() => selectPeopleList(run.getState(), 'P1', 'reblogs')?.status === 'loaded', 'repeats');
    expect(selectPeopleList(run.getState(), 'P1', 'reblogs')?.ids).toEqual(['F1', 'F2', 'F3']);
    expect(selectPeopleList(run.getState(), 'P1', 'favourites')).toBeUndefined();
  });
});
