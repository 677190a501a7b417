/** @jest-environment node */
// The settings modal's mutes and data tabs on the demo instance: mutes with an end, the mutes list's Link paging and
// mute_expires_at, CSV imports that name their bad lines, and backups that are ready after being listed a few times.
import { startDemoInstance, type DemoInstance } from './server';
import { call } from './status-support';
import { api } from './stream-support';
import { tokenFor } from './testing';

interface Acc {
  id: string;
  acct: string;
  mute_expires_at?: string | null;
}
interface Backup {
  processed: boolean;
  url: string;
  inserted_at: string;
  file_size: number;
}

let instance: DemoInstance;
let alice: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  alice = await tokenFor(instance.url, 'alice');
  for (const acct of ['bob', 'carol', 'dave', 'erin', 'robot', 'kai@akkoma.example'])
    ids[acct] = (await call<Acc>(instance, 'GET', `/api/v1/accounts/lookup?acct=${acct}`)).body.id;
});
afterAll(() => instance.close());
beforeEach(async () => {
  await call(instance, 'POST', '/__demo/reset');
  alice = await tokenFor(instance.url, 'alice');
});

const mute = (who: string, form: Record<string, string> = {}) =>
  call(instance, 'POST', `/api/v1/accounts/${ids[who]}/mute`, alice, form);

describe('mutes with an end', () => {
  it('expires_in sets mute_expires_at in the list; without it the mute has none; an ended mute leaves the list', async () => {
    expect((await mute('bob', { expires_in: '3600' })).status).toBe(200);
    await mute('carol');
    const listed = await api<Acc[]>(instance, '/api/v1/mutes', alice);
    const byId = Object.fromEntries(listed.body.map((a) => [a.id, a.mute_expires_at]));
    expect(Date.parse(byId[ids.bob] ?? '') - Date.now()).toBeGreaterThan(3_500_000);
    expect(byId[ids.carol]).toBeNull();
    const rel = (await call<{ muting: boolean }[]>(instance, 'GET', `/api/v1/accounts/relationships?id[]=${ids.bob}`, alice))
      .body;
    expect(rel[0]?.muting).toBe(true);

    await mute('bob', { expires_in: '0' });
    const again = await api<Acc[]>(instance, '/api/v1/mutes', alice);
    expect(again.body.find((a) => a.id === ids.bob)?.mute_expires_at).toBeNull();
  });

  it('the mutes list pages by Link', async () => {
    for (const who of ['bob', 'carol', 'dave', 'erin', 'robot']) await mute(who);
    const first = await api<Acc[]>(instance, '/api/v1/mutes?limit=2', alice);
    expect(first.body).toHaveLength(2);
    expect(first.link.next).toBeDefined();
    const seen = [...first.body];
    let next = first.link.next;
    while (next) {
      const page = await api<Acc[]>(instance, next, alice);
      if (page.body.length === 0) break;
      seen.push(...page.body);
      next = page.link.next;
    }
    expect(new Set(seen.map((a) => a.id)).size).toBe(5);
  });
});

describe('CSV imports', () => {
  it('imports the named accounts (own host, remote, header row) and answers "job started"', async () => {
    const host = new URL(instance.url).host;
    const res = await call<string>(instance, 'POST', '/api/pleroma/mutes_import', alice, {
      list: `Account address,Show boosts\nbob@${host},true\n@kai@akkoma.example\n\ncarol\n`,
    });
    expect(res).toEqual({ status: 200, body: 'job started' });
    const muted = (await api<Acc[]>(instance, '/api/v1/mutes', alice)).body.map((a) => a.acct).sort();
    expect(muted).toEqual(['bob', 'carol', 'kai@akkoma.example']);
  });

  it('a file with lines it cannot resolve is refused whole, naming them', async () => {
    const res = await call<{ error: string }>(instance, 'POST', '/api/pleroma/blocks_import', alice, {
      list: 'bob\nnobody@nowhere.example\ncarol\nnot a handle',
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Line 2: nobody@nowhere.example; Line 4: not a handle');
    expect((await api<Acc[]>(instance, '/api/v1/blocks', alice)).body).toEqual([]);
  });

  it('takes the list as a multipart file too', async () => {
    const form = new FormData();
    form.append('list', new Blob(['dave\n'], { type: 'text/csv' }), 'blocks.csv');
    const res = await api<string>(instance, '/api/pleroma/blocks_import', alice, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect((await api<Acc[]>(instance, '/api/v1/blocks', alice)).body.map((a) => a.acct)).toEqual(['dave']);
  });

  it('needs a list and a user', async () => {
    expect((await call(instance, 'POST', '/api/pleroma/blocks_import', alice, { list: '' })).status).toBe(400);
    expect((await call(instance, 'POST', '/api/pleroma/blocks_import', undefined, { list: 'bob' })).status).toBe(401);
  });
});

describe('backups', () => {
  it('a new backup is not processed until it has been listed readyAfterPolls times', async () => {
    expect((await call(instance, 'POST', '/__demo/backups', undefined, { readyAfterPolls: '3' })).status).toBe(200);
    const created = await call<Backup[]>(instance, 'POST', '/api/v1/pleroma/backups', alice);
    expect(created.status).toBe(200);
    expect(created.body).toEqual([expect.objectContaining({ processed: false, file_size: 0 })]);
    const states: boolean[] = [];
    for (let i = 0; i < 4; i += 1)
      states.push((await api<Backup[]>(instance, '/api/v1/pleroma/backups', alice)).body[0]?.processed ?? false);
    expect(states).toEqual([false, false, true, true]);
    const ready = (await api<Backup[]>(instance, '/api/v1/pleroma/backups', alice)).body[0];
    expect(ready?.url).toMatch(new RegExp(`^${instance.url}/media/backups/archive-alice-\\d+\\.zip$`));
    expect(ready?.file_size).toBeGreaterThan(0);
  });

  it('by default ready on the second listing; reset forgets them; bad control values are refused', async () => {
    await call(instance, 'POST', '/api/v1/pleroma/backups', alice);
    expect((await api<Backup[]>(instance, '/api/v1/pleroma/backups', alice)).body[0]?.processed).toBe(false);
    expect((await api<Backup[]>(instance, '/api/v1/pleroma/backups', alice)).body[0]?.processed).toBe(true);
    await call(instance, 'POST', '/__demo/reset');
    alice = await tokenFor(instance.url, 'alice');
    expect((await api<Backup[]>(instance, '/api/v1/pleroma/backups', alice)).body).toEqual([]);
    expect((await call(instance, 'POST', '/__demo/backups', undefined, { readyAfterPolls: '-1' })).status).toBe(422);
  });
});
