/** @jest-environment node */
import { configure, reset, type JsonBody } from './authTesting';
import { startDemoInstance, type DemoInstance } from './server';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

beforeEach(async () => {
  await reset(instance.url);
});

const requestReset = (query: string) => fetch(`${instance.url}/auth/password?${query}`, { method: 'POST' });
const outbox = async () => (await (await fetch(`${instance.url}/__demo/outbox`)).json()) as JsonBody[];

describe('POST /auth/password', () => {
  it('answers 204 with no body and mails the account found by e-mail or nickname', async () => {
    const res = await requestReset('email=alice@demo.example');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await requestReset('nickname=grace')).status).toBe(204);
    expect(await outbox()).toEqual([
      { to: 'alice@demo.example', kind: 'password_reset', at: expect.any(Number) },
      { to: 'grace@demo.example', kind: 'password_reset', at: expect.any(Number) },
    ]);
  });

  it('answers 204 for unknown addresses too, without mailing anyone', async () => {
    expect((await requestReset('email=nobody@example.org')).status).toBe(204);
    expect(await outbox()).toEqual([]);
  });

  it('answers 204 but sends nothing when the mailer is off (clients read mailerEnabled from nodeinfo)', async () => {
    await configure(instance.url, { mailerEnabled: false });
    expect((await requestReset('email=alice@demo.example')).status).toBe(204);
    expect(await outbox()).toEqual([]);
  });

  it('throttles the fourth request within a minute with 429 {"error":"Throttled"}', async () => {
    for (let i = 0; i < 3; i++) expect((await requestReset(`email=user${i}@example.org`)).status).toBe(204);
    const throttled = await requestReset('email=alice@demo.example');
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toEqual({ error: 'Throttled' });
    expect(await outbox()).toEqual([]);
  });

  it('takes the throttle count from the config (0 = unlimited) and forgets it on reset', async () => {
    await configure(instance.url, { resetThrottle: 1 });
    expect((await requestReset('email=a@example.org')).status).toBe(204);
    expect((await requestReset('email=a@example.org')).status).toBe(429);
    await reset(instance.url);
    expect((await requestReset('email=a@example.org')).status).toBe(204);
    await configure(instance.url, { resetThrottle: 0 });
    for (let i = 0; i < 6; i++) expect((await requestReset('email=a@example.org')).status).toBe(204);
  });
});
