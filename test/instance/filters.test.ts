/** @jest-environment node */
// Server-side filters (routes/filters.ts): Mastodon 4's v2 shapes, the v1 view of the same filters, per user.
import { startDemoInstance, type DemoInstance } from './server';
import { tokenFor } from './testing';
import { callJson } from './status-support';

jest.setTimeout(30_000);

interface V2Filter {
  id: string;
  title: string;
  context: string[];
  filter_action: string;
  expires_at: string | null;
  keywords: { id: string; keyword: string; whole_word: boolean }[];
}

interface V1Filter {
  id: string;
  phrase: string;
  context: string[];
  whole_word: boolean;
  expires_at: string | null;
  irreversible: boolean;
}

let instance: DemoInstance;
let alice: string;
let bob: string;

const call = <T = unknown>(method: string, path: string, token?: string, body?: object) =>
  callJson<T>(instance, method, path, token, body);

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  alice = await tokenFor(instance.url, 'alice');
  bob = await tokenFor(instance.url, 'bob');
});
afterAll(() => instance.close());

describe('v2 filters', () => {
  it('creates a filter with keywords, lists it to its owner only, and deletes it', async () => {
    const created = await call<V2Filter>('POST', '/api/v2/filters', alice, {
      title: 'Spoilers',
      context: ['home', 'public'],
      filter_action: 'hide',
      expires_in: 3600,
      keywords_attributes: [{ keyword: 'finale', whole_word: true }, { keyword: 'ending' }],
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Spoilers',
      context: ['home', 'public'],
      filter_action: 'hide',
      expires_at: expect.any(String),
      keywords: [
        { id: expect.any(String), keyword: 'finale', whole_word: true },
        { id: expect.any(String), keyword: 'ending', whole_word: false },
      ],
      statuses: [],
    });
    expect(Date.parse(created.body.expires_at ?? '')).toBeGreaterThan(Date.now());

    expect((await call<V2Filter[]>('GET', '/api/v2/filters', alice)).body.map((f) => f.title)).toContain('Spoilers');
    expect((await call<V2Filter[]>('GET', '/api/v2/filters', bob)).body).toEqual([]);
    expect((await call('GET', `/api/v2/filters/${created.body.id}`, bob)).status).toBe(404);

    expect((await call('DELETE', `/api/v2/filters/${created.body.id}`, alice)).status).toBe(200);
    expect((await call<V2Filter[]>('GET', '/api/v2/filters', alice)).body.map((f) => f.id)).not.toContain(created.body.id);
  });

  it('refuses a blank title, no context, an unknown action, and visitors', async () => {
    expect((await call('POST', '/api/v2/filters', alice, { title: ' ', context: ['home'] })).status).toBe(422);
    expect((await call('POST', '/api/v2/filters', alice, { title: 'x' })).status).toBe(422);
    expect((await call('POST', '/api/v2/filters', alice, { title: 'x', context: ['home'], filter_action: 'nuke' })).status).toBe(
      422,
    );
    expect((await call('GET', '/api/v2/filters')).status).toBe(401);
  });

  it('updates the title, contexts and action', async () => {
    const { body } = await call<V2Filter>('POST', '/api/v2/filters', alice, { title: 'a', context: ['home'] });
    expect(body.filter_action).toBe('warn');
    const updated = await call<V2Filter>('PUT', `/api/v2/filters/${body.id}`, alice, {
      title: 'b',
      context: ['thread'],
      filter_action: 'hide',
    });
    expect(updated.body).toMatchObject({ title: 'b', context: ['thread'], filter_action: 'hide' });
  });
});

describe('v1 filters', () => {
  it('creates a phrase, lists it in v1 and v2, and deletes it by its keyword id', async () => {
    const created = await call<V1Filter>('POST', '/api/v1/filters', bob, {
      phrase: 'cilantro',
      context: ['home', 'notifications'],
      whole_word: false,
      irreversible: true,
    });
    expect(created.body).toEqual({
      id: expect.any(String),
      phrase: 'cilantro',
      context: ['home', 'notifications'],
      whole_word: false,
      expires_at: null,
      irreversible: true,
    });
    const v1 = (await call<V1Filter[]>('GET', '/api/v1/filters', bob)).body;
    expect(v1).toEqual([created.body]);
    const v2 = (await call<V2Filter[]>('GET', '/api/v2/filters', bob)).body;
    expect(v2).toEqual([expect.objectContaining({ title: 'cilantro', filter_action: 'hide' })]);
    expect(v2[0]?.keywords[0]?.id).toBe(created.body.id);

    expect((await call('DELETE', `/api/v1/filters/${created.body.id}`, alice)).status).toBe(404);
    expect((await call('DELETE', `/api/v1/filters/${created.body.id}`, bob)).status).toBe(200);
    expect((await call<V1Filter[]>('GET', '/api/v1/filters', bob)).body).toEqual([]);
    expect((await call<V2Filter[]>('GET', '/api/v2/filters', bob)).body).toEqual([]);
  });

  it('refuses a blank phrase', async () => {
    expect((await call('POST', '/api/v1/filters', bob, { phrase: '', context: ['home'] })).status).toBe(422);
  });
});
