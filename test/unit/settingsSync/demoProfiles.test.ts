/** @jest-environment node */
// The demo instance's Akkoma settings profiles: seeded members have an empty 'default' profile; erin has none
// (404, then the client creates it); a PUT must raise the version.
import { startDemoInstance, type DemoInstance } from '../../instance/server';
import { callJson } from '../../instance/status-support';
import { tokenFor } from '../../instance/testing';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

beforeEach(async () => {
  await fetch(`${instance.url}/__demo/reset`, { method: 'POST' });
});

afterAll(async () => {
  await instance.close();
});

const BASE = '/api/v1/akkoma/frontend_settings/pleroma-fe';

describe('demo instance: settings profiles', () => {
  it('seeded members start with an empty default profile at version 1', async () => {
    const alice = await tokenFor(instance.url, 'alice');
    expect(await callJson(instance, 'GET', BASE, alice)).toEqual({ status: 200, body: [{ name: 'default', version: 1 }] });
    expect(await callJson(instance, 'GET', `${BASE}/default`, alice)).toEqual({
      status: 200,
      body: { settings: {}, version: 1 },
    });
  });

  it('404 for erin until a PUT creates it; a version that does not go up is refused; DELETE removes it', async () => {
    const erin = await tokenFor(instance.url, 'erin');
    expect((await callJson(instance, 'GET', `${BASE}/default`, erin)).status).toBe(404);
    expect(await callJson(instance, 'GET', BASE, erin)).toEqual({ status: 200, body: [] });
    const created = await callJson(instance, 'PUT', `${BASE}/default`, erin, { settings: { timeType: 'absolute' }, version: 1 });
    expect(created).toEqual({ status: 200, body: { timeType: 'absolute' } });
    expect((await callJson(instance, 'GET', `${BASE}/default`, erin)).body).toEqual({
      settings: { timeType: 'absolute' },
      version: 1,
    });
    const stale = await callJson(instance, 'PUT', `${BASE}/default`, erin, { settings: {}, version: 1 });
    expect(stale).toEqual({ status: 422, body: { error: 'version: must be greater than 1' } });
    expect((await callJson(instance, 'GET', '/__demo/frontend-settings/erin')).body).toEqual({
      'pleroma-fe/default': { settings: { timeType: 'absolute' }, version: 1 },
    });
    expect(await callJson(instance, 'DELETE', `${BASE}/default`, erin)).toEqual({ status: 200, body: { deleted: 'ok' } });
    expect((await callJson(instance, 'GET', `${BASE}/default`, erin)).status).toBe(404);
    expect((await callJson(instance, 'GET', `${BASE}/default`)).status).toBe(401);
  });
});
