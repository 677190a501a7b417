/** @jest-environment node */
// What the flavours do beyond the recorded exchanges (those are proven in contract/): sign-in through
// each server's own pages with a web redirect_uri, snac2's ids that move on with an edit or a counted
// vote, and the default staying Akkoma.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, mint, post } from './contract/demo';
import { startDemoInstance, type DemoInstance } from './server';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

const REDIRECT = 'http://localhost:8080/oauth-callback';

describe('the default flavour', () => {
  it('is akkoma', async () => {
    const instance = await startDemoInstance({ port: 0 });
    try {
      expect(instance.flavour).toBe('akkoma');
      expect(await (await fetch(`${instance.url}/__demo/flavour`)).json()).toEqual({ flavour: 'akkoma' });
    } finally {
      await instance.close();
    }
  });
});

describe('snac2', () => {
  let instance: DemoInstance;
  beforeAll(async () => {
    instance = await startDemoInstance({ port: 0, flavour: 'snac2' });
  });
  afterAll(() => instance.close());

  it('signs in through its login page, redirecting a web client back with the code and state, and drops the app on revoke', async () => {
    const base = instance.url;
    const app = (await (await fetch(`${base}/api/v1/apps`, form({ client_name: 'web', redirect_uris: REDIRECT }))).json()) as {
      client_id: string;
      client_secret: string;
    };
    const authorize = `${base}/oauth/authorize?client_id=${app.client_id}&response_type=code&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s1`;
    const page = await (await fetch(authorize)).text();
    expect(page).toContain(`action="${base}/oauth/x-snac-login"`);
    const login = await fetch(
      `${base}/oauth/x-snac-login`,
      form({ login: 'alice', passwd: 'demo-password', redir: REDIRECT, cid: app.client_id, state: 's1' }),
    );
    expect(login.status).toBe(303);
    const target = new URL(login.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(target.searchParams.get('state')).toBe('s1');
    const token = (await (
      await fetch(
        `${base}/oauth/token`,
        form({
          grant_type: 'authorization_code',
          code: target.searchParams.get('code') ?? '',
          client_id: app.client_id,
          client_secret: app.client_secret,
          redirect_uri: REDIRECT,
        }),
      )
    ).json()) as { access_token: string };
    const me = await fetch(`${base}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    });
    expect(((await me.json()) as { acct: string }).acct).toBe('alice');
    const revoked = await fetch(
      `${base}/oauth/revoke`,
      form({ client_id: app.client_id, client_secret: app.client_secret, token: token.access_token }),
    );
    expect(revoked.status).toBe(200);
    expect((await fetch(authorize)).status).toBe(400);
  });

  it('keeps an upload at <actor>/s/<id>, renames it inside a post, and takes the file name again once the post is gone', async () => {
    const alice = await mint(instance.url, 'alice');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = new FormData();
    upload.append('file', new Blob([png], { type: 'image/png' }), 'pixel.png');
    const uploaded = (await (
      await fetch(`${instance.url}/api/v2/media`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${alice.token}` },
        body: upload,
      })
    ).json()) as { id: string; url: string };
    // as recorded (025): the id is the file's name, under the actor's /s/
    expect(uploaded.id).toMatch(/^post-[0-9a-f]{32}\.png$/);
    expect(uploaded.url).toBe(`${instance.url}/alice/s/${uploaded.id}`);
    const file = await fetch(uploaded.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const made = await post(instance.url, alice.token, { status: 'One pixel', 'media_ids[]': uploaded.id }, 'form');
    const [inPost] = made.media_attachments as { id: string; url: string }[];
    // as recorded (026): renamed inside the post, the same file
    expect(inPost.id).toMatch(/\/alice\/p\/\d+\.\d+_0$/);
    expect(inPost.url).toBe(uploaded.url);

    // a redraft: the post is deleted, and its file is named again by the name its url ends with
    await call(instance.url, 'DELETE', `/api/v1/statuses/${made.id}`, alice.token);
    const again = await post(instance.url, alice.token, { status: 'One pixel again', 'media_ids[]': uploaded.id }, 'form');
    expect((again.media_attachments as { url: string }[]).map((a) => a.url)).toEqual([uploaded.url]);
  });

  it('gives an edited post a new id from the next second on, and the old one still names it', async () => {
    const alice = await mint(instance.url, 'alice');
    const made = await post(instance.url, alice.token, { status: 'Before the edit' }, 'form');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await fetch(`${instance.url}/api/v1/statuses/${made.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${alice.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'After the edit' }),
    });
    const edited = (await res.json()) as { id: string; content: string };
    expect(edited.id).not.toBe(made.id);
    expect(edited.id.slice(10)).toBe(made.id.slice(10));
    const again = await fetch(`${instance.url}/api/v1/statuses/${made.id}`, {
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    expect(((await again.json()) as { content: string }).content).toContain('After the edit');
  });

  it('answers a vote at once with the old counts, then counts it and moves the poll to a new id', async () => {
    const bob = await mint(instance.url, 'bob');
    const alice = await mint(instance.url, 'alice');
    const poll = await post(
      instance.url,
      bob.token,
      { status: 'Which?', poll: { options: ['a', 'b'], expires_in: 3600 } },
      'form',
    );
    if (!poll.poll) throw new Error('no poll');
    expect(poll.poll.id).toBe(poll.id);
    expect(
      (await fetch(`${instance.url}/api/v1/polls/${poll.id}`, { headers: { Authorization: `Bearer ${alice.token}` } })).status,
    ).toBe(404);
    const vote = await fetch(`${instance.url}/api/v1/polls/${poll.id}/votes`, {
      ...form({ 'choices[]': '0' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${alice.token}` },
    });
    const answer = (await vote.json()) as { voted: boolean; votes_count: number };
    expect(answer).toMatchObject({ voted: true, votes_count: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const later = (await (
      await fetch(`${instance.url}/api/v1/statuses/${poll.id}`, { headers: { Authorization: `Bearer ${alice.token}` } })
    ).json()) as { id: string; poll: { id: string; votes_count: number } };
    expect(later.poll.votes_count).toBe(1);
    expect(later.id).not.toBe(poll.id);
    expect(later.poll.id).toBe(later.id);
  });
});

describe('hollo', () => {
  let instance: DemoInstance;
  beforeAll(async () => {
    instance = await startDemoInstance({ port: 0, flavour: 'hollo' });
  });
  afterAll(() => instance.close());

  it('signs in through its own login and consent pages and redirects a web client back with the code and state', async () => {
    const base = instance.url;
    const app = (await (
      await fetch(`${base}/api/v1/apps`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_name: 'web', redirect_uris: REDIRECT, scopes: 'read write follow push' }),
      })
    ).json()) as { id: string; client_id: string; client_secret: string };
    const authorize = `/oauth/authorize?client_id=${app.client_id}&response_type=code&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=read+write&state=s1`;
    const first = await fetch(base + authorize, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/^\/login\?next=/);
    const login = await fetch(`${base}/login`, form({ email: 'alice@demo.example', password: 'demo-password', next: authorize }));
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe(authorize);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const consent = await (await fetch(base + authorize, { headers: { Cookie: cookie } })).text();
    const aliceId = /name="account_id" value="([^"]+)" checked/.exec(consent)?.[1] ?? '';
    const me = (await (await fetch(`${base}/api/v1/accounts/lookup?acct=alice`)).json()) as { id: string };
    expect(aliceId).toBe(me.id);
    const allow = await fetch(`${base}/oauth/authorize`, {
      ...form({
        account_id: aliceId,
        application_id: app.id,
        redirect_uri: REDIRECT,
        scopes: 'read write',
        state: 's1',
        decision: 'allow',
      }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    });
    expect(allow.status).toBe(302);
    const target = new URL(allow.headers.get('location') ?? '');
    expect(target.searchParams.get('state')).toBe('s1');
    const token = (await (
      await fetch(
        `${base}/oauth/token`,
        form({
          grant_type: 'authorization_code',
          code: target.searchParams.get('code') ?? '',
          client_id: app.client_id,
          client_secret: app.client_secret,
          redirect_uri: REDIRECT,
        }),
      )
    ).json()) as { access_token: string; created_at: number; scope: string };
    // Milliseconds, as Hollo sends them for this grant.
    expect(String(token.created_at)).toHaveLength(13);
    expect(token.scope).toBe('read write');
    const password = await fetch(
      `${base}/oauth/token`,
      form({
        grant_type: 'password',
        username: 'alice',
        password: 'demo-password',
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe("the server's own pages and the client's CSP", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-flavour-csp-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>client</title>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const csp = (res: Response) => res.headers.get('content-security-policy');

  it.each(['snac2', 'hollo'] as const)(
    "%s serves its sign-in page with its own headers, while the client's pages keep the client's CSP",
    async (flavour) => {
      const instance = await startDemoInstance({ port: 0, flavour, staticDir: dir });
      try {
        const app = (await (
          await fetch(`${instance.url}/api/v1/apps`, form({ client_name: 'web', redirect_uris: REDIRECT, scopes: 'read' }))
        ).json()) as { client_id: string };
        const query = `client_id=${app.client_id}&response_type=code&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=read`;
        // snac2's login form (inline styles); Hollo's login page behind its authorize redirect
        const signIn = await fetch(
          flavour === 'snac2'
            ? `${instance.url}/oauth/authorize?${query}`
            : `${instance.url}/login?next=${encodeURIComponent(`/oauth/authorize?${query}`)}`,
        );
        expect(signIn.status).toBe(200);
        expect(signIn.headers.get('content-type')).toMatch(/^text\/html/);
        expect(csp(signIn)).toBeNull();
        // an HTML error page of the server's own (snac2's) carries none either
        expect(csp(await fetch(`${instance.url}/api/v1/no-such-thing`))).toBeNull();
        for (const path of ['/', '/main/public', '/login', '/oauth-callback?code=x']) {
          const page = await fetch(`${instance.url}${path}`, { headers: { Accept: 'text/html' } });
          expect(await page.text()).toContain('<title>client</title>');
          expect(csp(page)).toContain("script-src 'self'");
        }
      } finally {
        await instance.close();
      }
    },
    30_000,
  );

  it("keeps the client's CSP on the demo's own Akkoma pages, written for it", async () => {
    const instance = await startDemoInstance({ port: 0, staticDir: dir });
    try {
      expect(csp(await fetch(`${instance.url}/oauth/authorize?client_id=nobody`))).toContain("script-src 'self'");
    } finally {
      await instance.close();
    }
  });
});
