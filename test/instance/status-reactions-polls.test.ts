/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { call, seeded } from './status-support';
import { openSocket, payloadOf, post, socketsClosedAfterEach, streamUrl } from './stream-support';
import { tokenFor } from './testing';

interface ReactionJson {
  name: string;
  count: number;
  me: boolean;
  url?: string;
  accounts?: { acct: string }[];
}
interface ReactedStatus {
  id: string;
  emoji_reactions: ReactionJson[];
  pleroma: { emoji_reactions: ReactionJson[] };
}
interface PollJson {
  id: string;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count: number;
  voted: boolean;
  own_votes: number[];
  options: { title: string; votes_count: number }[];
}
interface PollStatus {
  id: string;
  poll: PollJson;
}

let instance: DemoInstance;
let alice: string;
let bob: string;
let erin: string;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  [alice, bob, erin] = await Promise.all([
    tokenFor(instance.url, 'alice'),
    tokenFor(instance.url, 'bob'),
    tokenFor(instance.url, 'erin'),
  ]);
});

afterAll(async () => {
  await instance.close();
});

const enc = encodeURIComponent;

describe('Pleroma reactions', () => {
  it('PUT adds a Unicode reaction, streams status.update and notifies the author; DELETE removes it', async () => {
    const p = await post(instance, 'bob', 'React to me');
    const frames = await openSocket(streamUrl(instance, { stream: 'public', access_token: alice }));
    sockets.push(frames);
    const res = await call<ReactedStatus>(instance, 'PUT', `/api/v1/pleroma/statuses/${p.id}/reactions/${enc('👍')}`, alice);
    expect(res.status).toBe(200);
    expect(res.body.emoji_reactions).toEqual([expect.objectContaining({ name: '👍', count: 1, me: true })]);
    expect(res.body.pleroma.emoji_reactions).toEqual(res.body.emoji_reactions);
    const frame = await frames.next();
    expect(frame.event).toBe('status.update');
    expect(payloadOf<ReactedStatus>(frame).emoji_reactions[0]).toMatchObject({ name: '👍', count: 1 });

    const notes = await call<{ type: string; emoji: string; status: { id: string } }[]>(
      instance,
      'GET',
      '/api/v1/notifications?types[]=pleroma:emoji_reaction',
      bob,
    );
    expect(notes.body[0]).toMatchObject({ type: 'pleroma:emoji_reaction', emoji: '👍', status: { id: p.id } });

    const removed = await call<ReactedStatus>(
      instance,
      'DELETE',
      `/api/v1/pleroma/statuses/${p.id}/reactions/${enc('👍')}`,
      alice,
    );
    expect(removed.body.emoji_reactions).toEqual([]);
    const again = await call(instance, 'DELETE', `/api/v1/pleroma/statuses/${p.id}/reactions/${enc('👍')}`, alice);
    expect(again.status).toBe(400);
  });

  it('takes custom emoji with or without colons and gives their url', async () => {
    const p = await post(instance, 'bob', 'Custom reaction');
    const res = await call<ReactedStatus>(
      instance,
      'PUT',
      `/api/v1/pleroma/statuses/${p.id}/reactions/${enc(':blobcat:')}`,
      alice,
    );
    expect(res.body.emoji_reactions[0]).toMatchObject({ name: 'blobcat', count: 1, me: true });
    expect(res.body.emoji_reactions[0].url).toMatch(/\/media\/emoji\/blobcat\./);
    const second = await call<ReactedStatus>(instance, 'PUT', `/api/v1/pleroma/statuses/${p.id}/reactions/blobcat`, erin);
    expect(second.body.emoji_reactions[0]).toMatchObject({ name: 'blobcat', count: 2, me: true });
  });

  it('refuses text that is not an emoji and needs a user', async () => {
    const p = await post(instance, 'bob', 'No words please');
    expect((await call(instance, 'PUT', `/api/v1/pleroma/statuses/${p.id}/reactions/hello`, alice)).status).toBe(400);
    expect((await call(instance, 'PUT', `/api/v1/pleroma/statuses/${p.id}/reactions/${enc('👍')}`)).status).toBe(401);
  });

  it('GET lists reactions with their accounts, and one emoji by path', async () => {
    const p = await post(instance, 'bob', 'List my reactions');
    await call(instance, 'PUT', `/api/v1/pleroma/statuses/${p.id}/reactions/${enc('🎉')}`, alice);
    await call(instance, 'PUT', `/api/v1/pleroma/statuses/${p.id}/reactions/${enc('🎉')}`, erin);
    await call(instance, 'PUT', `/api/v1/pleroma/statuses/${p.id}/reactions/${enc('❤️')}`, erin);
    const all = await call<ReactionJson[]>(instance, 'GET', `/api/v1/pleroma/statuses/${p.id}/reactions`, alice);
    expect(all.body.map((r) => [r.name, r.count, r.me])).toEqual([
      ['🎉', 2, true],
      ['❤️', 1, false],
    ]);
    expect(all.body[0].accounts?.map((a) => a.acct)).toEqual(['alice', 'erin']);
    const one = await call<ReactionJson[]>(instance, 'GET', `/api/v1/pleroma/statuses/${p.id}/reactions/${enc('❤️')}`);
    expect(one.body.map((r) => r.name)).toEqual(['❤️']);
  });

  it("Akkoma's react/unreact aliases work too", async () => {
    const p = await post(instance, 'bob', 'Alias reaction');
    const res = await call<ReactedStatus>(instance, 'POST', `/api/v1/statuses/${p.id}/react/${enc('🔥')}`, alice);
    expect(res.body.emoji_reactions[0]).toMatchObject({ name: '🔥', me: true });
    const undone = await call<ReactedStatus>(instance, 'POST', `/api/v1/statuses/${p.id}/unreact/${enc('🔥')}`, alice);
    expect(undone.body.emoji_reactions).toEqual([]);
  });
});

describe('polls', () => {
  it('GET /api/v1/polls/:id gives the poll with the viewer own votes', async () => {
    const status = (await seeded(instance, 'bob', 'Which languages', alice)) as unknown as PollStatus;
    const res = await call<PollJson>(instance, 'GET', `/api/v1/polls/${status.poll.id}`, alice);
    expect(res.body).toMatchObject({ id: status.poll.id, multiple: true, voted: true, own_votes: [0, 2] });
    expect((await call(instance, 'GET', '/api/v1/polls/nope', alice)).status).toBe(404);
  });

  it('a vote counts once; a second vote is refused', async () => {
    const status = (await seeded(instance, 'kai@akkoma.example', 'Settle this', bob)) as unknown as PollStatus;
    const before = status.poll;
    const res = await call<PollJson>(instance, 'POST', `/api/v1/polls/${before.id}/votes`, bob, { choices: ['1'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ voted: true, own_votes: [1], votes_count: before.votes_count + 1 });
    expect(res.body.options[1].votes_count).toBe(before.options[1].votes_count + 1);
    const again = await call(instance, 'POST', `/api/v1/polls/${before.id}/votes`, bob, { choices: ['0'] });
    expect(again).toEqual({ status: 422, body: { error: 'Already voted' } });
  });

  it('multiple-choice polls take several choices; single-choice ones refuse them', async () => {
    const multi = (await seeded(instance, 'bob', 'Which languages', erin)) as unknown as PollStatus;
    const dave = await tokenFor(instance.url, 'dave');
    const res = await call<PollJson>(instance, 'POST', `/api/v1/polls/${multi.poll.id}/votes`, dave, { choices: ['3', '1'] });
    expect(res.body.own_votes).toEqual([1, 3]);
    const single = (await seeded(instance, 'kai@akkoma.example', 'Settle this', erin)) as unknown as PollStatus;
    const many = await call(instance, 'POST', `/api/v1/polls/${single.poll.id}/votes`, erin, { choices: ['0', '1'] });
    expect(many).toEqual({ status: 422, body: { error: 'Too many choices' } });
  });

  it('refuses expired polls, invalid choices, and the author', async () => {
    const closed = (await seeded(instance, 'mod', 'Lunch poll', erin)) as unknown as PollStatus;
    const expired = await call(instance, 'POST', `/api/v1/polls/${closed.poll.id}/votes`, erin, { choices: ['0'] });
    expect(expired).toEqual({ status: 422, body: { error: 'Poll is expired' } });
    const open = (await seeded(instance, 'bob', 'Which languages', erin)) as unknown as PollStatus;
    // alice voted in the seed; a fresh voter with a choice out of range.
    const mod = await tokenFor(instance.url, 'mod');
    const invalid = await call(instance, 'POST', `/api/v1/polls/${open.poll.id}/votes`, mod, { choices: ['9'] });
    expect(invalid).toEqual({ status: 422, body: { error: 'Invalid indices' } });
    const author = await call(instance, 'POST', `/api/v1/polls/${open.poll.id}/votes`, bob, { choices: ['0'] });
    expect(author).toEqual({ status: 422, body: { error: "Poll's author can't vote" } });
    expect((await call(instance, 'POST', `/api/v1/polls/${open.poll.id}/votes`, undefined, { choices: ['0'] })).status).toBe(401);
  });
});
