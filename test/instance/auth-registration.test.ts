/** @jest-environment node */
import {
  appToken,
  captchaFields,
  configure,
  postJson,
  reset,
  signUp,
  solvedCaptcha,
  type CaptchaJson,
  type JsonBody,
} from './authTesting';
import { startDemoInstance, type DemoInstance } from './server';
import { passwordGrant, tokenFor } from './testing';

let instance: DemoInstance;
let token: string;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

beforeEach(async () => {
  await reset(instance.url);
  ({ token } = await appToken(instance.url));
});

const PNG_SIGNATURE = '89504e470d0a1a0a';
const newcomer = { username: 'newcomer', fullname: 'New Comer', email: 'newcomer@example.org', password: 'pass-word-1' };

/** A sign-up with a correctly solved captcha. */
async function register(fields: object = newcomer): Promise<Response> {
  const { captcha, answer } = await solvedCaptcha(instance.url);
  return signUp(instance.url, token, { ...fields, ...captchaFields(captcha, answer) });
}

const errorOf = async (res: Response) => ((await res.json()) as { error: unknown }).error;

describe('GET /api/v1/pleroma/captcha', () => {
  it('answers {type: "none"} when captchas are off', async () => {
    await configure(instance.url, { captcha: 'none' });
    expect(await (await fetch(`${instance.url}/api/v1/pleroma/captcha`)).json()).toEqual({ type: 'none' });
  });

  it('makes a new native challenge per fetch, with the picture inlined as a real PNG', async () => {
    const first = await solvedCaptcha(instance.url);
    const second = await solvedCaptcha(instance.url);
    expect(first.captcha).toEqual({
      type: 'native',
      token: expect.any(String),
      url: expect.stringMatching(/^data:image\/png;base64,/),
      answer_data: expect.any(String),
      seconds_valid: 300,
    });
    expect(second.captcha.token).not.toBe(first.captcha.token);
    expect(first.answer).toMatch(/^\d{5}$/);
    const png = Buffer.from(first.captcha.url.split(',')[1], 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(png.readUInt32BE(16)).toBeGreaterThan(100); // width: five digits side by side
  });

  it('links a kocaptcha to a PNG served by the demo', async () => {
    await configure(instance.url, { captcha: 'kocaptcha' });
    const { captcha } = await solvedCaptcha(instance.url);
    expect(captcha.type).toBe('kocaptcha');
    expect(captcha.url).toBe(`${instance.url}/media/captcha/${captcha.token}.png`);
    const image = await fetch(captcha.url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 8)
        .toString('hex'),
    ).toBe(PNG_SIGNATURE);
  });

  it('gives the same answers in the same order after every reset, and 404 for unknown tokens', async () => {
    const before = [(await solvedCaptcha(instance.url)).answer, (await solvedCaptcha(instance.url)).answer];
    await reset(instance.url);
    const after = [(await solvedCaptcha(instance.url)).answer, (await solvedCaptcha(instance.url)).answer];
    expect(after).toEqual(before);
    expect((await fetch(`${instance.url}/__demo/captcha/nope`)).status).toBe(404);
  });
});

describe('POST /api/v1/accounts', () => {
  it('needs an app token, as Pleroma does', async () => {
    const anonymous = await postJson(`${instance.url}/api/v1/accounts`, { ...newcomer, agreement: true });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ error: 'Invalid credentials' });
    const asUser = await signUp(instance.url, await tokenFor(instance.url, 'alice'), newcomer);
    expect(asUser.status).toBe(403);
  });

  it('names missing required fields like the OpenAPI validation does', async () => {
    const res = await postJson(`${instance.url}/api/v1/accounts`, { username: 'x' }, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Missing field: password. Missing field: agreement.',
      errors: [
        { message: 'Missing field: password', source: { pointer: '/password' }, title: 'Invalid value' },
        { message: 'Missing field: agreement', source: { pointer: '/agreement' }, title: 'Invalid value' },
      ],
    });
  });

  it('registers on an open instance and signs the new account in', async () => {
    const res = await register();
    expect(res.status).toBe(200);
    const reply = (await res.json()) as JsonBody & { access_token: string };
    expect(reply).toMatchObject({
      token_type: 'Bearer',
      access_token: expect.any(String),
      scope: 'read write follow push',
      created_at: expect.any(Number),
      me: `${instance.url}/users/newcomer`,
    });
    const me = await fetch(`${instance.url}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${reply.access_token}` },
    });
    expect(await me.json()).toMatchObject({ username: 'newcomer', display_name: 'New Comer' });
    expect((await fetch(`${instance.url}/api/v1/accounts/lookup?acct=newcomer`)).status).toBe(200);
    const signIn = await passwordGrant(instance.url, (await appToken(instance.url)).app, 'newcomer@example.org', 'pass-word-1');
    expect(signIn.status).toBe(200);
  });

  it('accepts a form body with nickname instead of username', async () => {
    const { captcha, answer } = await solvedCaptcha(instance.url);
    const res = await fetch(`${instance.url}/api/v1/accounts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: new URLSearchParams({ nickname: 'formed', password: 'pw', agreement: 'true', ...captchaFields(captcha, answer) }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { me: string }).me).toBe(`${instance.url}/users/formed`);
  });

  describe('captcha', () => {
    it('rejects a wrong solution with the error as JSON text, as Akkoma sends it', async () => {
      const { captcha } = await solvedCaptcha(instance.url);
      const res = await signUp(instance.url, token, { ...newcomer, ...captchaFields(captcha, '00000x') });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: '{"captcha":["Invalid CAPTCHA"]}' });
    });

    it('sends the error object itself when registrationErrorFormat is "object" (Pleroma before 2.3)', async () => {
      await configure(instance.url, { registrationErrorFormat: 'object' });
      const { captcha } = await solvedCaptcha(instance.url);
      const res = await signUp(instance.url, token, { ...newcomer, ...captchaFields(captcha, 'wrong') });
      expect(await res.json()).toEqual({ error: { captcha: ['Invalid CAPTCHA'] } });
    });

    it('names a missing captcha field', async () => {
      const res = await signUp(instance.url, token, newcomer);
      expect(JSON.parse((await errorOf(res)) as string)).toEqual({
        captcha: ['Invalid CAPTCHA (Missing parameter: captcha_solution)'],
      });
    });

    it('works once: a solved captcha cannot be used again, even when the sign-up itself failed', async () => {
      const { captcha, answer } = await solvedCaptcha(instance.url);
      const taken = await signUp(instance.url, token, { ...newcomer, username: 'alice', ...captchaFields(captcha, answer) });
      expect(JSON.parse((await errorOf(taken)) as string)).toEqual({ ap_id: ['has already been taken'] });
      const again = await signUp(instance.url, token, { ...newcomer, ...captchaFields(captcha, answer) });
      expect(JSON.parse((await errorOf(again)) as string)).toEqual({ captcha: ['CAPTCHA already used'] });
    });

    it('rejects answer data that does not belong to the token', async () => {
      const { captcha, answer } = await solvedCaptcha(instance.url);
      const other: CaptchaJson = { ...captcha, answer_data: 'forged' };
      const res = await signUp(instance.url, token, { ...newcomer, ...captchaFields(other, answer) });
      expect(JSON.parse((await errorOf(res)) as string)).toEqual({ captcha: ['Invalid answer data'] });
    });

    it('is not asked for when captchas are off', async () => {
      await configure(instance.url, { captcha: 'none' });
      expect((await signUp(instance.url, token, newcomer)).status).toBe(200);
    });
  });

  describe('validation', () => {
    it('reports a taken nickname as ap_id (case-insensitively) and a taken e-mail as email', async () => {
      const nick = await register({ ...newcomer, username: 'Alice' });
      expect(nick.status).toBe(400);
      expect(JSON.parse((await errorOf(nick)) as string)).toEqual({ ap_id: ['has already been taken'] });
      const mail = await register({ ...newcomer, email: 'BOB@demo.example' });
      expect(JSON.parse((await errorOf(mail)) as string)).toEqual({ email: ['has already been taken'] });
    });

    it('reports every field problem at once', async () => {
      const res = await register({ username: 'bad name!', fullname: '', email: 'not-an-email', password: '' });
      expect(JSON.parse((await errorOf(res)) as string)).toEqual({
        nickname: ['has invalid format'],
        name: ["can't be blank"],
        password: ["can't be blank"],
        password_confirmation: ["can't be blank"],
        email: ['has invalid format'],
      });
    });

    it('refuses reserved nicknames', async () => {
      const res = await register({ ...newcomer, username: 'oauth' });
      expect(JSON.parse((await errorOf(res)) as string)).toEqual({ nickname: ['is reserved'] });
    });

    it('allows no e-mail while activation is off', async () => {
      expect((await register({ username: 'nomail', password: 'pw', email: '' })).status).toBe(200);
    });
  });

  describe('account activation required', () => {
    beforeEach(async () => {
      await configure(instance.url, { accountActivationRequired: true });
    });

    it('needs the e-mail: absent is a missing parameter, empty is blank', async () => {
      const absent = await register({ username: 'nomail', password: 'pw' });
      expect(await absent.json()).toEqual({ error: 'Missing parameter: email' });
      const empty = await register({ username: 'nomail', password: 'pw', email: '' });
      expect(await empty.json()).toEqual({ error: '{"email":["can\'t be blank"]}' });
    });

    it('registers without signing in, mails a confirmation, and refuses the password until confirmed', async () => {
      const res = await register();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        identifier: 'missing_confirmed_email',
        message: 'You have been registered. Please check your email for further instructions.',
      });
      const outbox = (await (await fetch(`${instance.url}/__demo/outbox`)).json()) as JsonBody[];
      expect(outbox).toEqual([{ to: 'newcomer@example.org', kind: 'account_confirmation', at: expect.any(Number) }]);
      const { app } = await appToken(instance.url);
      const refused = await passwordGrant(instance.url, app, 'newcomer', 'pass-word-1');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: 'Your login is missing a confirmed e-mail address',
        identifier: 'missing_confirmed_email',
      });
      await postJson(`${instance.url}/__demo/account`, { username: 'newcomer', confirmed: true });
      expect((await passwordGrant(instance.url, app, 'newcomer', 'pass-word-1')).status).toBe(200);
    });
  });

  describe('approval required', () => {
    beforeEach(async () => {
      await configure(instance.url, { registrations: 'approval' });
    });

    it('registers the account as awaiting approval; it cannot sign in until approved', async () => {
      const res = await register({ ...newcomer, reason: 'I like trains' });
      expect(await res.json()).toEqual({
        identifier: 'awaiting_approval',
        message: "You have been registered. You'll be able to log in once your account is approved.",
      });
      const { app } = await appToken(instance.url);
      const refused = await passwordGrant(instance.url, app, 'newcomer', 'pass-word-1');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'Your account is awaiting approval.', identifier: 'awaiting_approval' });
      await postJson(`${instance.url}/__demo/account`, { username: 'newcomer', approved: true });
      expect((await passwordGrant(instance.url, app, 'newcomer', 'pass-word-1')).status).toBe(200);
    });

    it('answers awaiting_approval when activation is required as well (approval is checked first)', async () => {
      await configure(instance.url, { accountActivationRequired: true });
      expect(((await (await register()).json()) as JsonBody).identifier).toBe('awaiting_approval');
    });
  });

  describe.each(['closed', 'invite'])('registrations %s', (mode) => {
    beforeEach(async () => {
      await configure(instance.url, { registrations: mode });
    });

    it("refuses sign-ups without a valid invite token, with Akkoma's messages", async () => {
      const none = await register();
      expect(none.status).toBe(400);
      expect(await none.json()).toEqual({ error: 'Expired token' });
      expect(await (await register({ ...newcomer, token: 'no-such-invite' })).json()).toEqual({ error: 'Invalid token' });
    });

    it('accepts the seeded invite once', async () => {
      expect((await register({ ...newcomer, token: 'demo-invite' })).status).toBe(200);
      const reuse = await register({ ...newcomer, username: 'second', email: 'second@example.org', token: 'demo-invite' });
      expect(await reuse.json()).toEqual({ error: 'Expired token' });
    });

    it('keeps the invite when the sign-up fails validation, and accepts invites added by the config', async () => {
      await configure(instance.url, { invites: ['extra-invite'] });
      const invalid = await register({ ...newcomer, username: 'bad name', token: 'extra-invite' });
      expect(invalid.status).toBe(400);
      expect((await register({ ...newcomer, token: 'extra-invite' })).status).toBe(200);
    });
  });
});
