/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configure, postJson, reset, type JsonBody } from './authTesting';
import { startDemoInstance, type DemoInstance } from './server';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

afterEach(async () => {
  await reset(instance.url);
});

const get = async (path: string): Promise<JsonBody> => (await (await fetch(`${instance.url}${path}`)).json()) as JsonBody;

interface Documents {
  v1: { registrations: boolean; approval_required: boolean; invites_enabled: boolean; pleroma: { metadata: JsonBody } };
  v2: { registrations: { enabled: boolean; approval_required: boolean } };
  nodeinfo: { openRegistrations: boolean; metadata: JsonBody };
  fe: { pleroma_fe: { loginMethod: string } };
}

async function documents(): Promise<Documents> {
  const [v1, v2, nodeinfo, fe] = await Promise.all([
    get('/api/v1/instance'),
    get('/api/v2/instance'),
    get('/nodeinfo/2.0.json'),
    get('/api/pleroma/frontend_configurations'),
  ]);
  return { v1, v2, nodeinfo, fe } as unknown as Documents;
}

describe('auth config', () => {
  it('starts open, without approval or activation, with the native captcha, the mailer on and password sign-in', async () => {
    expect(await get('/__demo/config')).toEqual({
      registrations: 'open',
      accountActivationRequired: false,
      captcha: 'native',
      mailerEnabled: true,
      loginMethod: 'password',
      resetThrottle: 3,
      registrationErrorFormat: 'string',
      invites: ['demo-invite'],
    });
    const { v1, v2, nodeinfo, fe } = await documents();
    expect(v1).toMatchObject({ registrations: true, approval_required: false, invites_enabled: false });
    expect(v1.pleroma.metadata.account_activation_required).toBe(false);
    expect(v2.registrations).toMatchObject({ enabled: true, approval_required: false });
    expect(nodeinfo.openRegistrations).toBe(true);
    expect(nodeinfo.metadata).toMatchObject({ accountActivationRequired: false, mailerEnabled: true, invitesEnabled: false });
    expect(fe.pleroma_fe.loginMethod).toBe('password');
  });

  it.each([
    ['approval', { open: true, approval: true, invites: false }],
    ['closed', { open: false, approval: false, invites: false }],
    ['invite', { open: false, approval: false, invites: true }],
  ])('reflects registrations=%s in every instance document', async (mode, expected) => {
    await configure(instance.url, { registrations: mode });
    const { v1, v2, nodeinfo } = await documents();
    expect(v1).toMatchObject({
      registrations: expected.open,
      approval_required: expected.approval,
      invites_enabled: expected.invites,
    });
    expect(v2.registrations).toMatchObject({ enabled: expected.open, approval_required: expected.approval });
    expect(nodeinfo.openRegistrations).toBe(expected.open);
    expect(nodeinfo.metadata.invitesEnabled).toBe(expected.invites);
  });

  it('reflects activation, the mailer and the login method, merging form bodies too', async () => {
    const res = await fetch(`${instance.url}/__demo/config`, {
      method: 'POST',
      body: new URLSearchParams({ accountActivationRequired: 'true', mailerEnabled: 'false' }),
    });
    expect(res.status).toBe(200);
    await configure(instance.url, { loginMethod: 'token' });
    const { v1, nodeinfo, fe } = await documents();
    expect(v1.pleroma.metadata.account_activation_required).toBe(true);
    expect(nodeinfo.metadata).toMatchObject({ accountActivationRequired: true, mailerEnabled: false });
    expect(fe.pleroma_fe.loginMethod).toBe('token');
    // The earlier fields stay: the config is merged, not replaced.
    expect(await get('/__demo/config')).toMatchObject({ accountActivationRequired: true, loginMethod: 'token' });
  });

  it('refuses unknown fields and bad values without changing anything', async () => {
    const typo = await postJson(`${instance.url}/__demo/config`, { registration: 'closed' });
    expect(typo.status).toBe(422);
    const bad = await postJson(`${instance.url}/__demo/config`, { captcha: 'recaptcha', registrations: 'closed' });
    expect(bad.status).toBe(422);
    expect((await get('/__demo/config')).registrations).toBe('open');
  });

  it('goes back to the seed on /__demo/reset', async () => {
    await configure(instance.url, { registrations: 'closed', captcha: 'none', invites: ['extra-invite'] });
    await reset(instance.url);
    expect(await get('/__demo/config')).toMatchObject({ registrations: 'open', captcha: 'native', invites: ['demo-invite'] });
  });

  it('serves a /static/config.json carrying the login method when no client is served', async () => {
    await configure(instance.url, { loginMethod: 'token' });
    expect(await get('/static/config.json')).toMatchObject({ loginMethod: 'token', redirectRootNoLogin: '/main/all' });
  });
});

describe('/static/config.json with a static dir', () => {
  let dir: string;
  let served: DemoInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-auth-'));
    await mkdir(join(dir, 'static'));
    await writeFile(join(dir, 'static', 'config.json'), JSON.stringify({ loginMethod: 'password', theme: 'mine' }));
    served = await startDemoInstance({ port: 0, staticDir: dir });
  });

  afterAll(async () => {
    await served.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the client's own file; the admin's pleroma_fe.loginMethod is what overrides it", async () => {
    await configure(served.url, { loginMethod: 'token' });
    expect(await (await fetch(`${served.url}/static/config.json`)).json()).toEqual({ loginMethod: 'password', theme: 'mine' });
    const fe = (await (await fetch(`${served.url}/api/pleroma/frontend_configurations`)).json()) as Documents['fe'];
    expect(fe.pleroma_fe.loginMethod).toBe('token');
  });

  it("answers the server's own documents even when a browser asks for HTML; other addresses get the app's page", async () => {
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const asPage = { headers: { Accept: 'text/html, text/plain, */*' } };
    const panel = await (await fetch(`${served.url}/instance/panel.html`, asPage)).text();
    expect(panel).toContain('sign in as');
    const terms = await (await fetch(`${served.url}/static/terms-of-service.html`, asPage)).text();
    expect(terms).toContain('Terms of service');
    expect(await (await fetch(`${served.url}/main/public`, asPage)).text()).toContain('<title>app</title>');
  });
});
