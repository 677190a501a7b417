/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { call } from './status-support';
import { control, post } from './stream-support';
import { tokenFor } from './testing';

interface ReportJson {
  id: string;
  action_taken: boolean;
  comment: string;
  forwarded: boolean;
  status_ids: string[];
  target_account: { acct: string };
}
interface StoredReport {
  reporter: string;
  account: string;
  status_ids: string[];
  comment: string;
  forward: boolean;
}

let instance: DemoInstance;
let alice: string;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  alice = await tokenFor(instance.url, 'alice');
});

afterAll(async () => {
  await instance.close();
});

describe('POST /api/v1/reports', () => {
  it('files a report that tests can read back; posts by others are left out', async () => {
    const bobs = await post(instance, 'bob', 'Something reportable');
    const erins = await post(instance, 'erin', 'Not by bob');
    const bob = (await call<{ id: string }>(instance, 'GET', '/api/v1/accounts/lookup?acct=bob')).body;
    const res = await call<ReportJson>(instance, 'POST', '/api/v1/reports', alice, {
      account_id: bob.id,
      status_ids: [bobs.id, erins.id],
      comment: 'spam',
      forward: 'true',
    });
    expect(res.status).toBe(200);
    // bob is local: nothing to forward.
    expect(res.body).toMatchObject({
      action_taken: false,
      comment: 'spam',
      forwarded: false,
      status_ids: [bobs.id],
      target_account: { acct: 'bob' },
    });
    const stored = await control<StoredReport[]>(instance, 'reports', undefined, 'GET');
    expect(stored.body).toEqual([
      expect.objectContaining({ reporter: 'alice', account: 'bob', status_ids: [bobs.id], comment: 'spam', forward: false }),
    ]);
  });

  it('forwards reports about remote accounts when asked', async () => {
    const kai = (await call<{ id: string }>(instance, 'GET', '/api/v1/accounts/lookup?acct=kai@akkoma.example')).body;
    const res = await call<ReportJson>(instance, 'POST', '/api/v1/reports', alice, { account_id: kai.id, forward: 'true' });
    expect(res.body).toMatchObject({ forwarded: true, target_account: { acct: 'kai@akkoma.example' } });
  });

  it('refuses unknown accounts, a missing account_id and visitors', async () => {
    expect((await call(instance, 'POST', '/api/v1/reports', alice, { account_id: 'nobody' })).status).toBe(400);
    expect((await call(instance, 'POST', '/api/v1/reports', alice, { comment: 'x' })).status).toBe(400);
    expect((await call(instance, 'POST', '/api/v1/reports', undefined, { account_id: '1' })).status).toBe(401);
  });

  it('reset forgets the reports', async () => {
    await control(instance, 'reset');
    expect((await control<unknown[]>(instance, 'reports', undefined, 'GET')).body).toEqual([]);
  });
});
