import { http, HttpResponse } from 'msw';
import { fork } from 'redux-saga/effects';
import { featureLoader } from '../../../src/store/featureLoader';
import { interactionsFeature } from '../../../src/features/interactions';
import { tokenObtained } from '../../../src/slices/auth';
import { statusToggleRequested } from '../../../src/features/interactions/statusActionsSlice';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';

const { server, to } = createTestServer();

// What the root saga runs: the interaction sagas arrive with their chunk on the first intent.
function* interactions() {
  yield fork(featureLoader, interactionsFeature);
}

describe('interactions, loaded lazily', () => {
  it('intents sent while the chunk loads are all handled, each in its own run (takeEvery)', async () => {
    const a = statusFactory({ id: 'A1' });
    const b = statusFactory({ id: 'B1' });
    server.use(
      http.post('/api/v1/statuses/:id/favourite', ({ params }) =>
        HttpResponse.json({ ...(params.id === 'A1' ? a : b), favourited: true }),
      ),
    );
    const run = runSagaInStore(interactions, stateAfter(tokenObtained({ token: 'tok' }), importStatuses([a, b])));
    run.store.dispatch(statusToggleRequested({ statusId: 'A1', toggle: 'favourite', on: true }));
    run.store.dispatch(statusToggleRequested({ statusId: 'B1', toggle: 'favourite', on: true }));
    await until(() => to('/api/v1/statuses/A1/favourite').length + to('/api/v1/statuses/B1/favourite').length === 2, 'both');
    expect(run.getState().entities.statuses.entities.A1.favourited).toBe(true);
    expect(run.getState().entities.statuses.entities.B1.favourited).toBe(true);
  });
});
