/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { api, control, openSocket, payloadOf, post, streamUrl, type Frame, type Frames } from './stream-support';
import { tokenFor, type StatusJson } from './testing';

// Generous: the machine may be busy (starting an instance builds the seed and its media).

let instance: DemoInstance;
let alice: string;
let aliceFriends: string;
const sockets: Frames[] = [];

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  alice = await tokenFor(instance.url, 'alice');
  const lists = await api<{ id: string; title: string }[]>(instance, '/api/v1/lists', alice);
  aliceFriends = lists.body.find((l) => l.title === 'Friends')?.id ?? '';
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await instance.close();
});

async function open(query: Record<string, string>, protocol?: string): Promise<Frames> {
  const frames = await openSocket(streamUrl(instance, query), protocol);
  sockets.push(frames);
  return frames;
}

const contentOf = (frame: Frame) => payloadOf(frame).content;

/**
 * Posts `skipped` (which this stream must not get), then `sentinel` (which it must get), and checks the next
 * frame is the sentinel: frames arrive in order, so nothing was sent for the first post.
 */
async function expectSkipped(frames: Frames, skipped: () => Promise<unknown>, sentinel: () => Promise<StatusJson>) {
  await skipped();
  const expected = await sentinel();
  const frame = await frames.next();
  expect(frame.event).toBe('update');
  expect(payloadOf(frame).id).toBe(expected.id);
}

describe('connecting', () => {
  it('takes the token as access_token or as the WebSocket sub-protocol', async () => {
    for (const connect of [() => open({ stream: 'user', access_token: alice }), () => open({ stream: 'user' }, alice)]) {
      const frames = await connect();
      const bobs = await post(instance, 'bob', 'For my followers');
      const frame = await frames.next();
      expect(frame).toEqual(expect.objectContaining({ event: 'update', stream: ['user'] }));
      expect(payloadOf(frame).id).toBe(bobs.id);
      frames.close();
    }
  });

  it('refuses a bad token, a missing one, an unknown stream and a list that is not yours', async () => {
    await expect(open({ stream: 'public', access_token: 'wrong' })).rejects.toThrow(/401/);
    await expect(open({ stream: 'user:notification' })).rejects.toThrow(/401/);
    await expect(open({ stream: 'list', list: aliceFriends })).rejects.toThrow(/401/);
    const bob = await tokenFor(instance.url, 'bob');
    await expect(open({ stream: 'list', list: aliceFriends, access_token: bob })).rejects.toThrow(/401/);
    await expect(open({ stream: 'nonsense' })).rejects.toThrow(/400/);
    await expect(open({ stream: 'hashtag' })).rejects.toThrow(/400/);
  });

  it('keeps the socket open whatever text the client sends', async () => {
    const frames = await open({ stream: 'public' });
    frames.send('ping');
    frames.send({ type: 'ping' });
    frames.send('{not json');
    frames.send('42');
    const posted = await post(instance, 'alice', 'Still here');
    expect(payloadOf(await frames.next()).id).toBe(posted.id);
  });
});

describe('subscribe and unsubscribe messages', () => {
  it('multiplexes streams on one socket and names each in its frames', async () => {
    const frames = await open({ access_token: alice });
    frames.send({ type: 'subscribe', stream: 'hashtag', tag: 'Streamtest' });
    frames.send({ type: 'subscribe', stream: 'list', list: aliceFriends });
    frames.send({ type: 'subscribe', stream: 'list', list: aliceFriends }); // a repeat is not a second subscription
    // The server reads messages in order, so once a later subscription answers, the earlier ones are in place.
    frames.send({ type: 'subscribe', stream: 'nonsense' });
    expect(await frames.next()).toEqual({ error: 'Unknown stream type', status: 400 });
    const clients = await control<{ account: string; streams: string[][] }[]>(instance, 'socket/clients', undefined, 'GET');
    // Sockets of earlier tests may still be closing.
    expect(clients.body).toContainEqual({
      account: 'alice',
      streams: [
        ['hashtag', 'streamtest'],
        ['list', aliceFriends],
      ],
    });

    const tagged = await post(instance, 'dave', 'Testing #StreamTest');
    const tagFrame = await frames.next();
    expect(tagFrame.stream).toEqual(['hashtag', 'streamtest']);
    expect(payloadOf(tagFrame).id).toBe(tagged.id);
    const erins = await post(instance, 'erin', 'A friend posts');
    const listFrame = await frames.next();
    expect(listFrame.stream).toEqual(['list', aliceFriends]);
    expect(payloadOf(listFrame).id).toBe(erins.id);

    frames.send({ type: 'unsubscribe', stream: 'hashtag', tag: 'streamtest' });
    await expectSkipped(
      frames,
      () => post(instance, 'dave', 'Again #streamtest'),
      () => post(instance, 'bob', 'Friends list sentinel'),
    );
  });

  it('answers a subscription that needs a token with an error frame and keeps the socket', async () => {
    const frames = await open({});
    frames.send({ type: 'subscribe', stream: 'user' });
    expect(await frames.next()).toEqual({ error: 'Missing access token', status: 401 });
    frames.send({ type: 'subscribe', stream: 'public' });
    frames.send({ type: 'subscribe', stream: 'nonsense' });
    expect((await frames.next()).status).toBe(400);
    const posted = await post(instance, 'bob', 'Public after an error');
    expect(payloadOf(await frames.next()).id).toBe(posted.id);
  });
});

describe('public streams', () => {
  it('public gets public posts, not unlisted, followers-only or local-only ones', async () => {
    const frames = await open({ stream: 'public' });
    await expectSkipped(
      frames,
      async () => {
        await post(instance, 'alice', 'Unlisted', { visibility: 'unlisted' });
        await post(instance, 'alice', 'Private', { visibility: 'private' });
        await post(instance, 'alice', 'Local only', { visibility: 'local' });
      },
      () => post(instance, 'kai@akkoma.example', 'Federated'),
    );
  });

  it('public:local takes local authors (local-only posts too), public:remote the others', async () => {
    const local = await open({ stream: 'public:local' });
    const remote = await open({ stream: 'public:remote' });
    const kai = await post(instance, 'kai@akkoma.example', 'From afar');
    const localOnly = await post(instance, 'admin', 'Local only news', { visibility: 'local' });
    const alices = await post(instance, 'alice', 'From here');
    const localFrames = await local.take(2);
    expect(localFrames.map((f) => payloadOf(f).id)).toEqual([localOnly.id, alices.id]);
    expect(localFrames[0].stream).toEqual(['public:local']);
    const remoteFrame = await remote.next();
    expect(remoteFrame.stream).toEqual(['public:remote']);
    expect(payloadOf(remoteFrame).id).toBe(kai.id);
    const sentinel = await post(instance, 'mira@mitra.example', 'Remote sentinel');
    expect(payloadOf(await remote.next()).id).toBe(sentinel.id);
  });

  it(':media variants only get posts with attachments', async () => {
    const media = await open({ stream: 'public:media' });
    const localMedia = await open({ stream: 'public:local:media' });
    const remoteMedia = await open({ stream: 'public:remote:media' });
    const timeline = await api<(StatusJson & { media_attachments: unknown[] })[]>(
      instance,
      '/api/v1/accounts/bob/statuses?only_media=true&exclude_reblogs=true&limit=1',
    );
    const withMedia = timeline.body[0];
    await post(instance, 'alice', 'No pictures here');
    await post(instance, 'kai@akkoma.example', 'No pictures here either');
    const localRepeat = await control<StatusJson>(instance, 'reblog', { username: 'alice', id: withMedia.id });
    const remoteRepeat = await control<StatusJson>(instance, 'reblog', { username: 'mira@mitra.example', id: withMedia.id });
    expect((await media.take(2)).map((f) => payloadOf(f).id)).toEqual([localRepeat.body.id, remoteRepeat.body.id]);
    const local = await localMedia.next();
    expect(local.stream).toEqual(['public:local:media']);
    expect(payloadOf(local).id).toBe(localRepeat.body.id);
    expect(payloadOf(await remoteMedia.next()).id).toBe(remoteRepeat.body.id);
  });

  it('hashtag gets every public post with the tag, hashtag:local only local ones', async () => {
    const all = await open({ stream: 'hashtag', tag: 'Gardening' });
    const local = await open({ stream: 'hashtag:local', tag: 'gardening' });
    const remote = await post(instance, 'kai@akkoma.example', 'Remote #gardening');
    const here = await post(instance, 'erin', 'Local #Gardening');
    await post(instance, 'erin', 'Followers #gardening', { visibility: 'private' });
    const sentinel = await post(instance, 'dave', 'Sentinel #gardening');
    const frames = await all.take(3);
    expect(frames.map((f) => payloadOf(f).id)).toEqual([remote.id, here.id, sentinel.id]);
    expect(frames[0].stream).toEqual(['hashtag', 'gardening']);
    expect((await local.take(2)).map((f) => payloadOf(f).id)).toEqual([here.id, sentinel.id]);
  });
});

describe('streams of a signed-in user', () => {
  it("user gets the home timeline's posts: followed accounts, followed tags, own posts, direct mentions", async () => {
    const frames = await open({ stream: 'user', access_token: alice });
    const own = await post(instance, 'alice', 'Mine');
    const followed = await post(instance, 'dave', 'Dave here');
    await post(instance, 'robot', 'Not followed, no followed tag');
    const tagged = await post(instance, 'robot', 'Hello #introductions');
    const dm = await post(instance, 'frank', '@alice secret', { visibility: 'direct' });
    const updates = (await frames.take(5)).filter((f) => f.event === 'update');
    expect(updates.map((f) => contentOf(f))).toEqual([
      expect.stringContaining('Mine'),
      expect.stringContaining('Dave here'),
      expect.stringContaining('introductions'),
      expect.stringContaining('secret'),
    ]);
    expect(updates.map((f) => payloadOf(f).id)).toEqual([own.id, followed.id, tagged.id, dm.id]);
  });

  it('user:notification gets notifications only; user gets them too', async () => {
    const notifications = await open({ stream: 'user:notification', access_token: alice });
    const user = await open({ stream: 'user', access_token: alice });
    const mention = await post(instance, 'robot', '@alice beep');
    const mentionFrame = await notifications.next();
    expect(mentionFrame.event).toBe('notification');
    expect(mentionFrame.stream).toEqual(['user:notification']);
    const payload = payloadOf<{ type: string; status: StatusJson; account: { acct: string } }>(mentionFrame);
    expect(payload).toEqual(expect.objectContaining({ type: 'mention', account: expect.objectContaining({ acct: 'robot' }) }));
    expect(payload.status.id).toBe(mention.id);
    // The user stream has the post (alice is mentioned, but robot is not followed: no update) and the notification.
    const userFrame = await user.next();
    expect(userFrame).toEqual(expect.objectContaining({ event: 'notification', stream: ['user'] }));
  });

  it('list gets posts by its members only', async () => {
    const frames = await open({ stream: 'list', list: aliceFriends, access_token: alice });
    await expectSkipped(
      frames,
      () => post(instance, 'dave', 'Dave is not on the list'),
      () => post(instance, 'carol', 'Carol is', { visibility: 'private' }),
    );
  });

  it('direct gets direct posts to the viewer, with a conversation event', async () => {
    const frames = await open({ stream: 'direct', access_token: alice });
    await post(instance, 'bob', '@erin not for alice', { visibility: 'direct' });
    await post(instance, 'bob', 'Public, not direct');
    const dm = await post(instance, 'bob', '@alice for alice', { visibility: 'direct' });
    const [update, conversation] = await frames.take(2);
    expect(update.event).toBe('update');
    expect(update.stream).toEqual(['direct']);
    expect(payloadOf(update).id).toBe(dm.id);
    expect(conversation.event).toBe('conversation');
    const payload = payloadOf<{ unread: boolean; accounts: { acct: string }[]; last_status: StatusJson }>(conversation);
    expect(payload.unread).toBe(true);
    expect(payload.accounts.map((a) => a.acct)).toEqual(['bob']);
    expect(payload.last_status.id).toBe(dm.id);
  });
});
