/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { api, control, openSocket, payloadOf, post, streamUrl, type Frames } from './stream-support';
import { tokenFor, type StatusJson } from './testing';

interface EventStatus extends StatusJson {
  edited_at: string | null;
  favourites_count: number;
  emoji_reactions: { name: string; count: number; url?: string }[];
}

interface NotificationJson {
  id: string;
  type: string;
  account: { acct: string };
  status: EventStatus;
  emoji?: string;
  emoji_url?: string | null;
}

// Generous: the machine may be busy (starting an instance builds the seed and its media).

let instance: DemoInstance;
let alice: string;
const sockets: Frames[] = [];

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

beforeEach(async () => {
  await control(instance, 'reset');
  alice = await tokenFor(instance.url, 'alice');
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await instance.close();
});

async function open(query: Record<string, string>): Promise<Frames> {
  const frames = await openSocket(streamUrl(instance, query));
  sockets.push(frames);
  return frames;
}

describe('status events', () => {
  it('delete sends the bare id on every stream that had the post, repeats included, and removes it', async () => {
    const publicStream = await open({ stream: 'public' });
    const user = await open({ stream: 'user', access_token: alice });
    const original = await post(instance, 'bob', 'Soon gone #books');
    const repeat = (await control<StatusJson>(instance, 'reblog', { username: 'erin', id: original.id })).body;
    await publicStream.take(2);
    await user.take(2);
    const res = await control<{ deleted: string[] }>(instance, 'delete', { id: original.id });
    expect(res.body.deleted.sort()).toEqual([original.id, repeat.id].sort());
    const frames = await publicStream.take(2);
    expect(frames).toEqual([
      { event: 'delete', payload: repeat.id, stream: ['public'] },
      { event: 'delete', payload: original.id, stream: ['public'] },
    ]);
    expect((await user.take(2)).map((f) => f.payload).sort()).toEqual([original.id, repeat.id].sort());
    expect((await api(instance, `/api/v1/statuses/${original.id}`)).status).toBe(404);
    expect((await api(instance, `/api/v1/statuses/${repeat.id}`)).status).toBe(404);
    // Its notifications go with it.
    const bobsToken = await tokenFor(instance.url, 'bob');
    const notes = await api<NotificationJson[]>(instance, '/api/v1/notifications?types[]=reblog&limit=40', bobsToken);
    expect(notes.body.some((n) => n.status.id === original.id)).toBe(false);
    expect((await control(instance, 'delete', { id: original.id })).status).toBe(404);
  });

  it('edit sends status.update with the new text and edited_at, and tells those who repeated it', async () => {
    const publicStream = await open({ stream: 'public' });
    const original = await post(instance, 'bob', 'Frist post');
    await control(instance, 'reblog', { username: 'alice', id: original.id });
    await publicStream.take(2);
    const notifications = await open({ stream: 'user:notification', access_token: alice });
    const res = await control<EventStatus>(instance, 'edit', { id: original.id, status: 'First post #fixed' });
    expect(res.body.edited_at).toEqual(expect.any(String));
    const frame = await publicStream.next();
    expect(frame.event).toBe('status.update');
    expect(frame.stream).toEqual(['public']);
    const payload = payloadOf<EventStatus>(frame);
    expect(payload.id).toBe(original.id);
    expect(payload.content).toContain('First post');
    expect(payload.edited_at).not.toBeNull();
    const note = payloadOf<NotificationJson>(await notifications.next());
    expect(note.type).toBe('update');
    expect(note.status.id).toBe(original.id);
    const stored = await api<EventStatus>(instance, `/api/v1/statuses/${original.id}`);
    expect(stored.body.content).toContain('>#fixed</a>');
  });

  it('react sends status.update with the reaction and notifies the author', async () => {
    const mine = await post(instance, 'alice', 'React to this');
    const user = await open({ stream: 'user', access_token: alice });
    await control(instance, 'react', { username: 'bob', id: mine.id, emoji: ':blobcat:' });
    const [update, notification] = await user.take(2);
    expect(update.event).toBe('status.update');
    expect(payloadOf<EventStatus>(update).emoji_reactions).toEqual([
      expect.objectContaining({ name: 'blobcat', count: 1, url: expect.stringContaining('/media/emoji/') }),
    ]);
    expect(notification.event).toBe('notification');
    const note = payloadOf<NotificationJson>(notification);
    expect(note).toEqual(
      expect.objectContaining({
        type: 'pleroma:emoji_reaction',
        emoji: ':blobcat:',
        account: expect.objectContaining({ acct: 'bob' }),
      }),
    );
    expect(note.emoji_url).toContain('/media/emoji/');
    // Reacting twice changes nothing and sends nothing: the next frame is the next real event.
    await control(instance, 'react', { username: 'bob', id: mine.id, emoji: 'blobcat' });
    await control(instance, 'react', { username: 'erin', id: mine.id, emoji: '👍' });
    const next = payloadOf<EventStatus>(await user.next());
    expect(next.emoji_reactions.map((r) => [r.name, r.count])).toEqual([
      ['blobcat', 1],
      ['👍', 1],
    ]);
  });

  it('favourite notifies the author only; a self-favourite notifies nobody', async () => {
    const mine = await post(instance, 'alice', 'Like this');
    const user = await open({ stream: 'user', access_token: alice });
    const publicStream = await open({ stream: 'public' });
    await control(instance, 'favourite', { username: 'alice', id: mine.id });
    const res = await control<EventStatus>(instance, 'favourite', { username: 'dave', id: mine.id });
    expect(res.body.favourites_count).toBe(2);
    const frame = await user.next();
    expect(frame).toEqual(expect.objectContaining({ event: 'notification', stream: ['user'] }));
    expect(payloadOf<NotificationJson>(frame)).toEqual(
      expect.objectContaining({ type: 'favourite', account: expect.objectContaining({ acct: 'dave' }) }),
    );
    // Nothing went to the public stream for the favourites.
    const sentinel = await post(instance, 'kai@akkoma.example', 'sentinel');
    expect(payloadOf(await publicStream.next()).id).toBe(sentinel.id);
  });

  it('reblog streams an update with the repeat and notifies the author; private posts cannot be repeated', async () => {
    const mine = await post(instance, 'alice', 'Repeat this');
    const user = await open({ stream: 'user', access_token: alice });
    const publicStream = await open({ stream: 'public' });
    const repeat = await control<StatusJson>(instance, 'reblog', { username: 'robot', id: mine.id });
    const update = await publicStream.next();
    expect(update.event).toBe('update');
    const payload = payloadOf(update);
    expect(payload.id).toBe(repeat.body.id);
    expect(payload.reblog?.id).toBe(mine.id);
    expect(payload.account.acct).toBe('robot');
    const note = payloadOf<NotificationJson>(await user.next());
    expect(note).toEqual(expect.objectContaining({ type: 'reblog', account: expect.objectContaining({ acct: 'robot' }) }));
    expect(note.status.id).toBe(mine.id);
    const again = await control<StatusJson>(instance, 'reblog', { username: 'robot', id: mine.id });
    expect(again.body.id).toBe(repeat.body.id);
    const secret = await post(instance, 'alice', 'Followers only', { visibility: 'private' });
    expect((await control(instance, 'reblog', { username: 'bob', id: secret.id })).status).toBe(422);
  });

  it('a new post mentioning someone notifies them; filters_changed has no payload', async () => {
    const user = await open({ stream: 'user', access_token: alice });
    await post(instance, 'robot', '@alice hello');
    const note = payloadOf<NotificationJson>(await user.next());
    expect(note.type).toBe('mention');
    await control(instance, 'filters_changed', { username: 'alice' });
    expect(await user.next()).toEqual({ event: 'filters_changed', stream: ['user'] });
    const listed = await api<NotificationJson[]>(instance, '/api/v1/notifications?limit=1', alice);
    expect(listed.body[0].id).toBe(note.id);
  });

  it('control calls answer 404 for unknown users and posts', async () => {
    expect((await control(instance, 'favourite', { username: 'nobody', id: 'x' })).status).toBe(404);
    const mine = await post(instance, 'alice', 'exists');
    expect((await control(instance, 'favourite', { username: 'nobody', id: mine.id })).status).toBe(404);
    expect((await control(instance, 'react', { username: 'bob', id: 'missing', emoji: '👍' })).status).toBe(404);
    expect((await control(instance, 'edit', { id: 'missing', status: 'x' })).status).toBe(404);
  });
});
