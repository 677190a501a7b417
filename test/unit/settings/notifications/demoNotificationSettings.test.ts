/** @jest-environment node */
// The demo instance's PUT /api/pleroma/notification_settings: the account's values change, a reset brings the
// defaults back, and /__demo/fail makes it refuse.
import { startDemoInstance, type DemoInstance } from '../../../instance/server';
import { call, callJson } from '../../../instance/status-support';
import { tokenFor } from '../../../instance/testing';

let instance: DemoInstance;
let alice: string;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

beforeEach(async () => {
  await fetch(`${instance.url}/__demo/reset`, { method: 'POST' });
  alice = await tokenFor(instance.url, 'alice');
});

afterAll(async () => {
  await instance.close();
});

interface Me {
  pleroma: { notification_settings: Record<string, boolean> };
}
const settings = async (token: string) =>
  (await call<Me>(instance, 'GET', '/api/v1/accounts/verify_credentials', token)).body.pleroma.notification_settings;

describe('demo instance: notification settings', () => {
  it('changes the account’s values (form or JSON body, or query), one key at a time', async () => {
    expect(await settings(alice)).toEqual({ block_from_strangers: false, hide_notification_contents: false });
    const res = await call<{ status: string }>(instance, 'PUT', '/api/pleroma/notification_settings', alice, {
      block_from_strangers: 'true',
    });
    expect(res).toEqual({ status: 200, body: { status: 'success' } });
    expect(await settings(alice)).toEqual({ block_from_strangers: true, hide_notification_contents: false });
    await callJson(instance, 'PUT', '/api/pleroma/notification_settings', alice, { hide_notification_contents: true });
    await call(instance, 'PUT', '/api/pleroma/notification_settings?block_from_strangers=false', alice);
    expect(await settings(alice)).toEqual({ block_from_strangers: false, hide_notification_contents: true });
    // another account keeps its own
    expect(await settings(await tokenFor(instance.url, 'bob'))).toEqual({
      block_from_strangers: false,
      hide_notification_contents: false,
    });
    await fetch(`${instance.url}/__demo/reset`, { method: 'POST' });
    expect(await settings(await tokenFor(instance.url, 'alice'))).toEqual({
      block_from_strangers: false,
      hide_notification_contents: false,
    });
  });

  it('needs a signed-in user, and refuses when told to', async () => {
    expect(
      (await call(instance, 'PUT', '/api/pleroma/notification_settings', undefined, { block_from_strangers: 'true' })).status,
    ).toBe(401);
    await callJson(instance, 'POST', '/__demo/fail', undefined, {
      path: '/api/pleroma/notification_settings',
      status: 500,
      body: '{"error":"Something went wrong"}',
    });
    const refused = await call(instance, 'PUT', '/api/pleroma/notification_settings', alice, { block_from_strangers: 'true' });
    expect(refused).toEqual({ status: 500, body: { error: 'Something went wrong' } });
    expect((await settings(alice)).block_from_strangers).toBe(false);
  });
});
