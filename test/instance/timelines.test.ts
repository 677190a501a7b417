/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { tokenFor, type StatusJson } from './testing';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

const get = async (path: string, token?: string) => {
  const res = await fetch(`${instance.url}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return { res, body: (await res.json()) as StatusJson[] };
};

const links = (header: string | null) =>
  Object.fromEntries([...(header ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [m[2], m[1]]));

describe('timelines and pagination', () => {
  it('pages the public timeline with a Link header and no overlap', async () => {
    const first = await get('/api/v1/timelines/public');
    expect(first.body).toHaveLength(20);
    const link = links(first.res.headers.get('link'));
    expect(link.next).toBe(`${instance.url}/api/v1/timelines/public?max_id=${first.body[19].id}`);
    expect(link.prev).toBe(`${instance.url}/api/v1/timelines/public?min_id=${first.body[0].id}`);
    const second = await get(link.next.replace(instance.url, ''));
    expect(second.body).toHaveLength(20);
    const firstIds = new Set(first.body.map((s) => s.id));
    expect(second.body.some((s) => firstIds.has(s.id))).toBe(false);
    expect(second.body[0].id < first.body[19].id).toBe(true);
    expect(Date.parse(second.body[0].created_at)).toBeLessThan(Date.parse(first.body[19].created_at));
    // Newest first within a page, and ids sort like their dates.
    const ids = first.body.map((s) => s.id);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('keeps other query parameters in the Link header', async () => {
    const { res, body } = await get('/api/v1/timelines/public?local=true&limit=5');
    expect(body).toHaveLength(5);
    expect(links(res.headers.get('link')).next).toBe(
      `${instance.url}/api/v1/timelines/public?local=true&limit=5&max_id=${body[4].id}`,
    );
  });

  it('supports since_id and min_id', async () => {
    const all = (await get('/api/v1/timelines/public?limit=40')).body;
    const pivot = all[30].id;
    const since = (await get(`/api/v1/timelines/public?since_id=${pivot}&limit=5`)).body;
    expect(since.map((s) => s.id)).toEqual(all.slice(0, 5).map((s) => s.id));
    const min = (await get(`/api/v1/timelines/public?min_id=${pivot}&limit=5`)).body;
    expect(min.map((s) => s.id)).toEqual(all.slice(25, 30).map((s) => s.id));
    const empty = await get(`/api/v1/timelines/public?min_id=${all[0].id}`);
    expect(empty.body).toEqual([]);
    expect(empty.res.headers.get('link')).toBeNull();
  });

  it('caps limit at 40', async () => {
    expect((await get('/api/v1/timelines/public?limit=100')).body).toHaveLength(40);
  });

  it('shows visitors only public posts, and local-only posts only on the local timeline', async () => {
    const federated = (await get('/api/v1/timelines/public?limit=40')).body;
    expect(new Set(federated.map((s) => s.visibility))).toEqual(new Set(['public']));
    const local: StatusJson[] = [];
    let path = '/api/v1/timelines/public?local=true&limit=40';
    for (;;) {
      const { res, body } = await get(path);
      if (body.length === 0) break;
      local.push(...body);
      path = links(res.headers.get('link')).next.replace(instance.url, '');
    }
    expect(local.some((s) => s.visibility === 'local')).toBe(true);
    expect(local.every((s) => ['public', 'local'].includes(s.visibility))).toBe(true);
    expect(local.every((s) => !s.account.acct.includes('@'))).toBe(true);
  });

  it('requires a token for the home timeline', async () => {
    const res = await fetch(`${instance.url}/api/v1/timelines/home`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'The access token is invalid' });
  });

  it('gives a signed-in user a home timeline of followed accounts, with private posts', async () => {
    const token = await tokenFor(instance.url, 'alice');
    const { body } = await get('/api/v1/timelines/home?limit=40', token);
    expect(body.length).toBe(40);
    const authors = new Set(body.map((s) => s.account.acct));
    expect(authors.has('robot')).toBe(false);
    const dms = await get('/api/v1/timelines/direct', token);
    expect(dms.body.length).toBeGreaterThan(0);
    expect(dms.body.every((s) => s.visibility === 'direct')).toBe(true);
  });

  it('serves a thread with ancestors and descendants', async () => {
    const tagged = (await get('/api/v1/timelines/tag/books?limit=40')).body;
    const root = tagged.find((s) => s.content.includes('Book club thread'));
    expect(root).toBeDefined();
    const res = await fetch(`${instance.url}/api/v1/statuses/${root?.id}/context`);
    const context = (await res.json()) as { ancestors: StatusJson[]; descendants: StatusJson[] };
    expect(context.ancestors).toEqual([]);
    expect(context.descendants.length).toBeGreaterThanOrEqual(11);
    const deepest = context.descendants[context.descendants.length - 1];
    const up = (await (await fetch(`${instance.url}/api/v1/statuses/${deepest.id}/context`)).json()) as {
      ancestors: StatusJson[];
    };
    expect(up.ancestors.length).toBeGreaterThanOrEqual(1);
  });
});
