/** @jest-environment node */
// Web push subscriptions (one per token) and the messages the server would send for them.
import { startDemoInstance, type DemoInstance } from './server';
import { call } from './status-support';
import { passwordGrant, registerApp, tokenFor } from './testing';

interface SubscriptionJson {
  id: string;
  endpoint: string;
  alerts: Record<string, boolean>;
}
interface Sent {
  endpoint: string;
  payload: { access_token: string; notification_type: string; notification_id: string; title: string; body: string };
}

let instance: DemoInstance;
let alice: string;
let bob: string;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

beforeEach(async () => {
  await fetch(`${instance.url}/__demo/reset`, { method: 'POST' });
  [alice, bob] = await Promise.all([tokenFor(instance.url, 'alice'), tokenFor(instance.url, 'bob')]);
});

afterAll(async () => {
  await instance.close();
});

const subscription = {
  'subscription[endpoint]': 'https://push.example/alice-1',
  'subscription[keys][p256dh]': 'BPk',
  'subscription[keys][auth]': 'au',
};
const sent = async () => ((await (await fetch(`${instance.url}/__demo/push`)).json()) as { sent: Sent[] }).sent;

describe('/api/v1/push/subscription', () => {
  it('keeps one subscription per token, with the alerts asked for', async () => {
    const made = await call<SubscriptionJson>(instance, 'POST', '/api/v1/push/subscription/', alice, {
      ...subscription,
      'data[alerts][mention]': 'true',
      'data[alerts][follow]': 'false',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ endpoint: 'https://push.example/alice-1', alerts: { mention: true, follow: false } });
    expect((await call<SubscriptionJson>(instance, 'GET', '/api/v1/push/subscription', alice)).body.id).toBe(made.body.id);
    const changed = await call<SubscriptionJson>(instance, 'PUT', '/api/v1/push/subscription', alice, {
      'data[alerts][follow]': 'true',
    });
    expect(changed.body.alerts).toMatchObject({ mention: true, follow: true });
    expect((await call(instance, 'GET', '/api/v1/push/subscription', bob)).status).toBe(404);
    expect((await call(instance, 'DELETE', '/api/v1/push/subscription', alice)).status).toBe(200);
    expect((await call(instance, 'GET', '/api/v1/push/subscription', alice)).status).toBe(404);
  });

  it('refuses visitors and a subscription without keys', async () => {
    expect((await call(instance, 'POST', '/api/v1/push/subscription', undefined, subscription)).status).toBe(401);
    const partial = { 'subscription[endpoint]': 'https://push.example/x' };
    expect((await call(instance, 'POST', '/api/v1/push/subscription', alice, partial)).status).toBe(422);
  });

  it("records the message of each notification the recipient's alerts ask for, with the token it was made for", async () => {
    await call(instance, 'POST', '/api/v1/push/subscription', alice, { ...subscription, 'data[alerts][mention]': 'true' });
    const mention = await call<{ id: string }>(instance, 'POST', '/api/v1/statuses', bob, { status: '@alice tea at four?' });
    expect(mention.status).toBe(200);
    // a favourite is not among alice's alerts
    const own = await call<{ id: string }>(instance, 'POST', '/api/v1/statuses', alice, { status: 'mine' });
    await call(instance, 'POST', `/api/v1/statuses/${own.body.id}/favourite`, bob);

    const messages = await sent();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      endpoint: 'https://push.example/alice-1',
      payload: { access_token: alice, notification_type: 'mention', title: 'New Mention' },
    });
    expect(messages[0].payload.body).toBe('@bob: @alice tea at four?');
  });

  it('sends nothing for a revoked token', async () => {
    const app = await registerApp(instance.url);
    const grant = (await (await passwordGrant(instance.url, app, 'alice')).json()) as { access_token: string };
    const token = grant.access_token;
    await call(instance, 'POST', '/api/v1/push/subscription', token, { ...subscription, 'data[alerts][mention]': 'true' });
    const revoked = await fetch(`${instance.url}/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ ...app, token }),
    });
    expect(revoked.status).toBe(200);
    await call(instance, 'POST', '/api/v1/statuses', bob, { status: '@alice anyone?' });
    expect(await sent()).toEqual([]);
  });
});
