/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

describe('demo instance server', () => {
  it('listens on a random loopback port', () => {
    expect(instance.port).toBeGreaterThan(0);
    expect(instance.url).toBe(`http://127.0.0.1:${instance.port}`);
  });

  it('serves /api/v1/instance in the Akkoma shape', async () => {
    const res = await fetch(`${instance.url}/api/v1/instance`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown> & {
      pleroma: { metadata: { features: string[]; fields_limits: object; post_formats: string[] }; vapid_public_key: string };
      urls: { streaming_api: string };
    };
    expect(body.max_toot_chars).toBe(5000);
    expect(body.urls.streaming_api).toBe(`ws://127.0.0.1:${instance.port}`);
    expect(body.pleroma.metadata.features).toEqual(expect.arrayContaining(['pleroma_api', 'akkoma_api', 'quote_posting']));
    expect(body.pleroma.metadata.post_formats).toContain('text/markdown');
    expect(body.pleroma.vapid_public_key).toEqual(expect.any(String));
    expect(body).toEqual(
      expect.objectContaining({ registrations: true, approval_required: false, languages: ['en'], upload_limit: 16_000_000 }),
    );
  });

  it("serves the client's unicode emoji set at /static/emoji.json without a built client", async () => {
    const res = await fetch(`${instance.url}/static/emoji.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as Record<string, string>;
    expect(body.grinning_face).toBe('😀');
    expect(Object.keys(body).length).toBeGreaterThan(1500);
  });

  it('serves nodeinfo for akkoma with the bubble instances', async () => {
    const links = (await (await fetch(`${instance.url}/.well-known/nodeinfo`)).json()) as { links: { href: string }[] };
    expect(links.links.map((l) => l.href)).toContain(`${instance.url}/nodeinfo/2.0.json`);
    const res = await fetch(`${instance.url}/nodeinfo/2.0.json`);
    const body = (await res.json()) as { software: { name: string }; metadata: Record<string, unknown> };
    expect(body.software.name).toBe('akkoma');
    expect(body.metadata.nodeName).toBe('Demo Instance');
    expect(body.metadata.localBubbleInstances).toEqual(['akkoma.example']);
    expect(body.metadata.publicTimelineVisibility).toEqual({ local: true, federated: true, bubble: true });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${instance.url}/api/v1/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('serves generated images for avatars and attachments', async () => {
    const statuses = (await (await fetch(`${instance.url}/api/v1/timelines/public?only_media=true`)).json()) as {
      account: { avatar: string };
      media_attachments: { url: string; type: string; blurhash: string | null; meta: { original?: { width: number } } }[];
    }[];
    const image = statuses.flatMap((s) => s.media_attachments).find((a) => a.type === 'image');
    expect(image?.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
    const png = await fetch(image?.url ?? '');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).readUInt32BE(16)).toBe(image?.meta.original?.width);
    const avatar = await fetch(statuses[0].account.avatar);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
  });
});
