/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { call } from './status-support';
import { openSocket, payloadOf, socketsClosedAfterEach, streamUrl } from './stream-support';
import { tokenFor, type StatusJson } from './testing';
import { encodePng } from './media/png';
import { parseMultipart } from './multipart';

interface PostedStatus extends StatusJson {
  spoiler_text: string;
  sensitive: boolean;
  edited_at: string | null;
  in_reply_to_id: string | null;
  media_attachments: { id: string; url: string; description: string; type: string; meta: { original?: { width: number } } }[];
  poll: { options: { title: string }[]; multiple: boolean; expires_at: string } | null;
  mentions: { acct: string }[];
}

let instance: DemoInstance;
let alice: string;
let bob: string;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  [alice, bob] = await Promise.all([tokenFor(instance.url, 'alice'), tokenFor(instance.url, 'bob')]);
});

afterAll(async () => {
  await instance.close();
});

const png = encodePng(3, 2, () => [200, 10, 10]);

async function upload(token: string, bytes: Buffer = png, name = 'red.png', type = 'image/png', path = '/api/v1/media') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  form.append('description', 'first words');
  const res = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      id: string;
      url: string;
      description: string;
      type: string;
      meta: { original?: { width: number; height: number } };
    },
  };
}

async function postForm(token: string, form: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form))
    for (const v of Array.isArray(value) ? value : [value]) body.append(Array.isArray(value) ? `${key}[]` : key, v);
  const res = await fetch(`${instance.url}/api/v1/statuses`, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
  return { status: res.status, body: (await res.json()) as PostedStatus & { error?: string } };
}

describe('multipart parser', () => {
  it('keeps text fields and the exact bytes of file parts', () => {
    const bytes = Buffer.from([0, 13, 10, 45, 45, 255]);
    const raw = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="status"\r\n\r\nhé\r\n'),
      Buffer.from(
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/x-thing\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n--XyZ--\r\n'),
    ]);
    const parsed = parseMultipart(raw, 'XyZ');
    expect(parsed.fields).toEqual([
      ['status', 'hé'],
      ['file', 'a.bin'],
    ]);
    expect(parsed.files[0]).toMatchObject({ field: 'file', filename: 'a.bin', contentType: 'application/x-thing' });
    expect(parsed.files[0].data.equals(bytes)).toBe(true);
  });
});

describe('media', () => {
  it('an upload is stored, served back byte for byte, and its description can change', async () => {
    const up = await upload(alice);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ type: 'image', description: 'first words', meta: { original: { width: 3, height: 2 } } });
    const served = await fetch(up.body.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const put = await call<{ description: string }>(instance, 'PUT', `/api/v1/media/${up.body.id}`, alice, {
      description: 'a red square',
    });
    expect(put.body.description).toBe('a red square');
    // someone else's upload is not theirs to describe
    expect((await call(instance, 'PUT', `/api/v1/media/${up.body.id}`, bob, { description: 'mine' })).status).toBe(404);
  });

  it('v2 uploads too; a file over the upload limit is refused with 413; no token, 401', async () => {
    expect((await upload(alice, png, 'b.png', 'image/png', '/api/v2/media')).status).toBe(200);
    const big = await upload(alice, Buffer.alloc(16_000_001), 'big.bin', 'application/octet-stream');
    expect(big.status).toBe(413);
    const anonymous = await fetch(`${instance.url}/api/v1/media`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
  });

  it('the instance tells clients its upload, file and poll limits and post formats', async () => {
    const v1 = (await (await fetch(`${instance.url}/api/v1/instance`)).json()) as Record<string, unknown> & {
      pleroma: { metadata: { post_formats: string[] } };
    };
    expect(v1).toMatchObject({ upload_limit: 16_000_000, max_media_attachments: 4, poll_limits: { max_options: 20 } });
    expect(v1.pleroma.metadata.post_formats).toContain('text/markdown');
  });
});

describe('POST /api/v1/statuses', () => {
  it('posts form data with media, subject and poll; mentioned users are notified and home streams get it', async () => {
    const a = await upload(alice);
    const b = await upload(alice);
    const bobSocket = await openSocket(streamUrl(instance, { stream: 'user', access_token: bob }));
    sockets.push(bobSocket);
    const res = await postForm(alice, {
      status: 'Two squares for @bob',
      spoiler_text: 'colours',
      sensitive: 'true',
      visibility: 'public',
      media_ids: [a.body.id, b.body.id],
      language: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      spoiler_text: 'colours',
      sensitive: true,
      visibility: 'public',
      mentions: [{ acct: 'bob' }],
    });
    expect(res.body.media_attachments.map((m) => m.id)).toEqual([a.body.id, b.body.id]);
    const frames = [await bobSocket.next(), await bobSocket.next()];
    const events = frames.map((f) => f.event).sort();
    expect(events).toEqual(['notification', 'update']);
    const update = frames.find((f) => f.event === 'update')!;
    expect(payloadOf<StatusJson>(update).id).toBe(res.body.id);
  });

  it('takes a poll, as form fields and as JSON', async () => {
    const form = await postForm(alice, {
      status: 'Tea or coffee?',
      'poll[options]': ['Tea', 'Coffee'],
      'poll[expires_in]': '600',
      'poll[multiple]': 'true',
    });
    expect(form.body.poll).toMatchObject({ options: [{ title: 'Tea' }, { title: 'Coffee' }], multiple: true });
    const res = await fetch(`${instance.url}/api/v1/statuses`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'JSON poll', poll: { options: ['A', 'B', 'C'], expires_in: 3600 } }),
    });
    const json = (await res.json()) as PostedStatus;
    expect(json.poll?.options.map((o) => o.title)).toEqual(['A', 'B', 'C']);
    expect((await postForm(alice, { status: 'x', 'poll[options]': ['only one'], 'poll[expires_in]': '600' })).status).toBe(422);
  });

  it('takes multipart form data', async () => {
    const form = new FormData();
    form.append('status', 'Sent as multipart');
    form.append('visibility', 'unlisted');
    const res = await fetch(`${instance.url}/api/v1/statuses`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${alice}` },
    });
    expect(await res.json()).toMatchObject({ visibility: 'unlisted', content: expect.stringContaining('Sent as multipart') });
  });

  it('the same Idempotency-Key twice makes one status', async () => {
    const first = await postForm(alice, { status: 'Only once' }, { 'Idempotency-Key': 'k-1' });
    const again = await postForm(alice, { status: 'Only once' }, { 'Idempotency-Key': 'k-1' });
    expect(again.body.id).toBe(first.body.id);
    // per user: bob's same key is his own post
    const bobs = await postForm(bob, { status: 'Only once' }, { 'Idempotency-Key': 'k-1' });
    expect(bobs.body.id).not.toBe(first.body.id);
    const mine = await call<StatusJson[]>(instance, 'GET', '/api/v1/accounts/alice/statuses?limit=40', alice);
    expect(mine.body.filter((s) => s.content.includes('Only once'))).toHaveLength(1);
  });

  it('preview=true answers with the rendered status and stores nothing', async () => {
    const res = await postForm(alice, { status: 'Just looking #preview', preview: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.content).toContain('Just looking');
    expect((await call(instance, 'GET', `/api/v1/statuses/${res.body.id}`, alice)).status).toBe(404);
  });

  it("refuses an empty post, too long a text, an unknown reply target and someone else's media", async () => {
    expect((await postForm(alice, { status: '  ' })).body.error).toBe('Cannot post an empty status without attachments');
    expect((await postForm(alice, { status: 'x'.repeat(5001) })).status).toBe(422);
    expect((await postForm(alice, { status: 'hi', in_reply_to_id: 'nope' })).status).toBe(422);
    const bobsFile = await upload(bob);
    expect((await postForm(alice, { status: 'hi', media_ids: [bobsFile.body.id] })).status).toBe(422);
    expect((await postForm(alice, { status: 'hi', visibility: 'everyone' })).status).toBe(422);
  });

  it('replies and quotes name their targets', async () => {
    const parent = await postForm(bob, { status: 'Parent post' });
    const replyRes = await postForm(alice, { status: '@bob yes', in_reply_to_id: parent.body.id, visibility: 'private' });
    expect(replyRes.body).toMatchObject({ in_reply_to_id: parent.body.id, visibility: 'private' });
    const quote = await postForm(alice, { status: 'Look', quote_id: parent.body.id });
    expect(quote.body).toMatchObject({ quote_id: parent.body.id });
  });
});

describe('PUT /api/v1/statuses/:id', () => {
  it('edits the text and media, sets edited_at and records the history; only the author may', async () => {
    const created = await postForm(alice, { status: 'First version', spoiler_text: 'cw' });
    const media = await upload(alice);
    const edited = await call<PostedStatus>(instance, 'PUT', `/api/v1/statuses/${created.body.id}`, alice, {
      status: 'Second version',
      spoiler_text: '',
      media_ids: [media.body.id],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toContain('Second version');
    expect(edited.body.spoiler_text).toBe('');
    expect(edited.body.edited_at).not.toBeNull();
    expect(edited.body.media_attachments.map((m) => m.id)).toEqual([media.body.id]);
    const history = await call<{ content: string; spoiler_text: string }[]>(
      instance,
      'GET',
      `/api/v1/statuses/${created.body.id}/history`,
      alice,
    );
    expect(history.body.map((v) => v.content.replace(/<[^>]+>/g, ''))).toEqual(['First version', 'Second version']);
    expect(history.body[0].spoiler_text).toBe('cw');
    const source = await call<{ text: string }>(instance, 'GET', `/api/v1/statuses/${created.body.id}/source`, alice);
    expect(source.body.text).toBe('Second version');
    expect((await call(instance, 'PUT', `/api/v1/statuses/${created.body.id}`, bob, { status: 'hijack' })).status).toBe(403);
  });
});
