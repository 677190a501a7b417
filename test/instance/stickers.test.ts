/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

describe('demo sticker pack', () => {
  it('/static/stickers.json names a pack whose pack.json lists PNG stickers that are served', async () => {
    const index = (await (await fetch(`${instance.url}/static/stickers.json`)).json()) as Record<string, string>;
    const dir = index.demo;
    expect(dir).toBe('/media/stickers/demo/');
    const pack = (await (await fetch(`${instance.url}${dir}pack.json`)).json()) as {
      title: string;
      tabIcon: string;
      stickers: string[];
    };
    expect(pack.title).toBe('Demo stickers');
    expect(pack.stickers).toHaveLength(3);
    for (const file of [...pack.stickers, pack.tabIcon]) {
      const res = await fetch(`${instance.url}${dir}${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).readUInt32BE(0)).toBe(0x89504e47);
    }
  });

  it('a file not in the pack is a 404', async () => {
    expect((await fetch(`${instance.url}/media/stickers/demo/missing.png`)).status).toBe(404);
  });
});
