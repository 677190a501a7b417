import { http, HttpResponse } from 'msw';
import { listsSaga } from '../../../src/features/interactions/sagas/lists';
import { listRequested } from '../../../src/features/interactions/listsSlice';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';

const { server, to } = createTestServer();

describe('lists saga', () => {
  it('fetches a list for its title', async () => {
    server.use(http.get('/api/v1/lists/7', () => HttpResponse.json({ id: '7', title: 'Close friends', replies_policy: 'list' })));
    const run = runSagaInStore(listsSaga);
    run.store.dispatch(listRequested({ id: '7' }));
    await until(() => run.getState().lists.byId['7'] !== undefined, 'list');
    expect(run.getState().lists.byId['7']).toEqual({ id: '7', title: 'Close friends' });
  });

  it('a failure leaves the title unknown and says nothing (the timeline reports its own errors)', async () => {
    server.use(http.get('/api/v1/lists/7', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })));
    const run = runSagaInStore(listsSaga);
    run.store.dispatch(listRequested({ id: '7' }));
    await until(() => to('/api/v1/lists/7').length === 1, 'request');
    await settle();
    expect(run.getState().lists.byId).toEqual({});
    expect(run.getState().ui.notices).toEqual([]);
  });
});
