import { http, HttpResponse } from 'msw';
import type { Instance } from '../../../src/api/types';
import { noticeIfOffline } from '../../../src/serviceWorker/offline';
import { instanceLoaded } from '../../../src/slices/instance';
import { stateAfter } from '../../support/factories';
import { soapbox } from '../../support/fixtures';
import { runSagaInStore } from '../../support/sagaStore';
import { createTestServer } from '../../support/server';

const { server, to } = createTestServer();

const noticeIds = (run: ReturnType<typeof runSagaInStore>) => run.getState().ui.notices.map((n) => [n.level, n.message.id]);

async function runToEnd(state?: ReturnType<typeof stateAfter>) {
  const run = runSagaInStore(noticeIfOffline, state);
  await run.task.toPromise();
  return run;
}

describe('the offline notice after start-up', () => {
  it('is shown when the instance document is missing and asking again meets no network', async () => {
    server.use(http.get('/api/v1/instance', () => HttpResponse.error()));
    const run = await runToEnd();
    expect(noticeIds(run)).toEqual([['warning', 'general.offline']]);
  });

  it('is not shown for a server that answers, even with an error', async () => {
    server.use(http.get('/api/v1/instance', () => HttpResponse.json({ error: 'boom' }, { status: 503 })));
    const run = await runToEnd();
    expect(noticeIds(run)).toEqual([]);
  });

  it('asks nothing when start-up read the instance document', async () => {
    const run = await runToEnd(stateAfter(instanceLoaded(soapbox<Instance>('akkoma-instance'))));
    expect(to('/api/v1/instance')).toHaveLength(0);
    expect(noticeIds(run)).toEqual([]);
  });
});
