/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

const rawStatus = (body: object) =>
  fetch(`${instance.url}/__demo/raw-status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Json {
  [key: string]: unknown;
}

describe('POST /__demo/raw-status', () => {
  it('stores content, warning, name, card and poll exactly as given, unescaped', async () => {
    const html = '<p onclick="x()">a &amp; <script>__pwned()</script></p>';
    const res = await rawStatus({
      username: 'bob',
      content: html,
      spoiler_text: '<b>cw</b>',
      display_name: '<img src=x onerror=y>',
      card: { url: 'https://example.com/', title: '<i>t</i>', html: '<iframe></iframe>' },
      poll_options: ['<u>1</u>', '2'],
    });
    expect(res.status).toBe(200);
    const posted = (await res.json()) as Json;
    const fetched = (await (await fetch(`${instance.url}/api/v1/statuses/${String(posted.id)}`)).json()) as Json;
    for (const status of [posted, fetched]) {
      expect(status.content).toBe(html);
      expect(status.spoiler_text).toBe('<b>cw</b>');
      expect((status.account as Json).display_name).toBe('<img src=x onerror=y>');
      expect((status.card as Json).title).toBe('<i>t</i>');
      expect((status.card as Json).html).toBe('<iframe></iframe>');
      expect(((status.poll as Json).options as Json[]).map((o) => o.title)).toEqual(['<u>1</u>', '2']);
    }
  });

  it('gives a hostile name its own account, so the author keeps theirs', async () => {
    await rawStatus({ username: 'bob', content: 'x', display_name: 'Evil' });
    const bob = (await (await fetch(`${instance.url}/api/v1/accounts/lookup?acct=bob`)).json()) as Json;
    expect(bob.username).toBe('bob');
    expect(bob.display_name).not.toBe('Evil');
  });

  it('declares the instance emoji its strings use', async () => {
    const posted = (await (await rawStatus({ username: 'bob', content: '<p title=":blobcat:">:party:</p>' })).json()) as Json;
    expect((posted.emojis as Json[]).map((e) => e.shortcode).sort()).toEqual(['blobcat', 'party']);
  });

  it('refuses an unknown user', async () => {
    expect((await rawStatus({ username: 'nobody', content: 'x' })).status).toBe(404);
  });
});
