/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { allPages, api, control } from './stream-support';
import { tokenFor, type StatusJson } from './testing';

interface FullStatus extends StatusJson {
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  media_attachments: unknown[];
  bookmarked: boolean;
  favourited: boolean;
  tags: { name: string }[];
  account: { acct: string; id: string };
  pinned: boolean;
}

interface TagJson {
  name: string;
  url: string;
  following: boolean;
  history: { day: string; uses: string; accounts: string }[];
}

interface ListJson {
  id: string;
  title: string;
  replies_policy: string;
}

interface NotificationJson {
  id: string;
  type: string;
  account: { acct: string };
  status?: FullStatus;
  emoji?: string;
  pleroma: { is_seen: boolean };
}

// Generous: the machine may be busy (starting an instance builds the seed and its media).

let instance: DemoInstance;
let alice: string;
let bob: string;

/** A reset forgets tokens too, so sign in again after it. */
async function resetAndSignIn(): Promise<void> {
  await control(instance, 'reset');
  alice = await tokenFor(instance.url, 'alice');
  bob = await tokenFor(instance.url, 'bob');
}

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  await resetAndSignIn();
});

afterAll(async () => {
  await instance.close();
});

const ids = (statuses: { id: string }[]) => statuses.map((s) => s.id);

describe('timeline filters', () => {
  it('only_media, remote and bubble keep to their posts', async () => {
    const media = await allPages<FullStatus>(instance, '/api/v1/timelines/public?only_media=true&limit=40');
    expect(media.length).toBeGreaterThan(2);
    expect(media.every((s) => (s.reblog ? (s.reblog as FullStatus) : s).media_attachments.length > 0)).toBe(true);
    const remote = await allPages<FullStatus>(instance, '/api/v1/timelines/public?remote=true&limit=40');
    expect(remote.length).toBeGreaterThan(3);
    expect(remote.every((s) => s.account.acct.includes('@'))).toBe(true);
    const bubble = await allPages<FullStatus>(instance, '/api/v1/timelines/bubble?limit=40');
    const domains = new Set(bubble.map((s) => s.account.acct.split('@')[1] ?? 'local'));
    expect(domains).toEqual(new Set(['local', 'akkoma.example']));
  });

  it('exclude_replies drops replies, reply_visibility=self keeps only replies to or by the viewer', async () => {
    const all = await allPages<FullStatus>(instance, '/api/v1/timelines/home?limit=40', alice);
    expect(all.some((s) => s.in_reply_to_id)).toBe(true);
    const noReplies = await allPages<FullStatus>(instance, '/api/v1/timelines/home?exclude_replies=true&limit=40', alice);
    expect(noReplies.some((s) => s.in_reply_to_id)).toBe(false);
    expect(noReplies.length).toBeLessThan(all.length);
    const self = await allPages<FullStatus>(instance, '/api/v1/timelines/home?reply_visibility=self&limit=40', alice);
    const me = all.find((s) => s.account.acct === 'alice')?.account.id;
    const replies = self.filter((s) => s.in_reply_to_id);
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.every((s) => s.account.acct === 'alice' || s.in_reply_to_account_id === me)).toBe(true);
    expect(replies.length).toBeLessThan(all.filter((s) => s.in_reply_to_id).length);
  });

  it('tag timelines take local and remote', async () => {
    await control(instance, 'post', { username: 'kai@akkoma.example', status: 'Remote reading #books' });
    const all = await allPages<FullStatus>(instance, '/api/v1/timelines/tag/books?limit=40');
    const local = await allPages<FullStatus>(instance, '/api/v1/timelines/tag/books?local=true&limit=40');
    const remote = await allPages<FullStatus>(instance, '/api/v1/timelines/tag/books?remote=true&limit=40');
    expect(remote.map((s) => s.content)).toEqual([expect.stringContaining('Remote reading')]);
    expect(local.length).toBe(all.length - 1);
    expect(local.every((s) => !s.account.acct.includes('@'))).toBe(true);
    await resetAndSignIn();
  });
});

describe('bookmarks and favourites', () => {
  it('need a signed-in user', async () => {
    expect((await api(instance, '/api/v1/bookmarks')).status).toBe(401);
    expect((await api(instance, '/api/v1/favourites')).status).toBe(401);
  });

  it("page alice's seeded bookmarks with a Link header", async () => {
    const first = await api<FullStatus[]>(instance, '/api/v1/bookmarks?limit=2', alice);
    expect(first.body).toHaveLength(2);
    expect(first.body.every((s) => s.bookmarked)).toBe(true);
    expect(first.link.next).toBe(`/api/v1/bookmarks?limit=2&max_id=${first.body[1].id}`);
    const all = await allPages<FullStatus>(instance, '/api/v1/bookmarks?limit=2', alice);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(all.some((s) => s.content.includes('weekend trip'))).toBe(true);
    // Bob's bookmarks are his own.
    const bobs = await allPages<FullStatus>(instance, '/api/v1/bookmarks', bob);
    expect(bobs.map((s) => s.content)).toEqual([expect.stringContaining('Walked up the hill')]);
  });

  it("lists alice's favourites, newest first", async () => {
    const all = await allPages<FullStatus>(instance, '/api/v1/favourites?limit=10', alice);
    expect(all.length).toBeGreaterThan(5);
    expect(all.every((s) => s.favourited)).toBe(true);
    expect([...ids(all)].sort().reverse()).toEqual(ids(all));
    const since = await api<FullStatus[]>(instance, `/api/v1/favourites?since_id=${all[3].id}`, alice);
    expect(ids(since.body)).toEqual(ids(all.slice(0, 3)));
  });
});

describe("an account's statuses", () => {
  it('pinned=true, only_media and exclude_replies', async () => {
    const pinned = await api<FullStatus[]>(instance, '/api/v1/accounts/alice/statuses?pinned=true');
    expect(pinned.body.length).toBe(2);
    expect(pinned.body.every((s) => s.pinned)).toBe(true);
    const media = await allPages<FullStatus>(instance, '/api/v1/accounts/bob/statuses?only_media=true');
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((s) => (s.reblog ? (s.reblog as FullStatus) : s).media_attachments.length > 0)).toBe(true);
    const all = await allPages<FullStatus>(instance, '/api/v1/accounts/alice/statuses?limit=40');
    const noReplies = await allPages<FullStatus>(instance, '/api/v1/accounts/alice/statuses?exclude_replies=true&limit=40');
    expect(all.some((s) => s.in_reply_to_id)).toBe(true);
    expect(noReplies.some((s) => s.in_reply_to_id)).toBe(false);
  });
});

describe('lists', () => {
  afterAll(resetAndSignIn);

  it("serves alice's seeded lists and their members, and hides them from others", async () => {
    const lists = await api<ListJson[]>(instance, '/api/v1/lists', alice);
    expect(lists.body.map((l) => l.title)).toEqual(['Friends', 'Remote']);
    const friends = lists.body[0];
    expect((await api<ListJson>(instance, `/api/v1/lists/${friends.id}`, alice)).body.title).toBe('Friends');
    const members = await api<{ acct: string }[]>(instance, `/api/v1/lists/${friends.id}/accounts`, alice);
    expect(members.body.map((a) => a.acct).sort()).toEqual(['bob', 'carol', 'erin']);
    expect((await api(instance, `/api/v1/lists/${friends.id}`, bob)).status).toBe(404);
    expect((await api(instance, `/api/v1/lists`)).status).toBe(401);
  });

  it('list timelines show members only, honour the replies policy and page', async () => {
    const lists = (await api<ListJson[]>(instance, '/api/v1/lists', alice)).body;
    const remote = await allPages<FullStatus>(instance, `/api/v1/timelines/list/${lists[1].id}?limit=5`, alice);
    expect(remote.length).toBeGreaterThan(5);
    expect(new Set(remote.map((s) => s.account.acct))).toEqual(new Set(['kai@akkoma.example', 'mira@mitra.example']));
    const friends = await allPages<FullStatus>(instance, `/api/v1/timelines/list/${lists[0].id}?limit=40`, alice);
    expect(friends.some((s) => s.visibility === 'private' && s.account.acct === 'carol')).toBe(true);
    expect(friends.some((s) => s.visibility === 'direct')).toBe(false);
    // replies_policy "list": erin answering dave (not a member) stays out; with "none" every reply to others goes.
    expect(friends.some((s) => s.content.includes('bring it on Thursday'))).toBe(false);
    expect(friends.some((s) => s.content.includes('Which memoir'))).toBe(false);
    await api(instance, `/api/v1/lists/${lists[0].id}`, alice, {
      method: 'PUT',
      body: new URLSearchParams({ replies_policy: 'followed' }),
    });
    const followed = await allPages<FullStatus>(instance, `/api/v1/timelines/list/${lists[0].id}?limit=40`, alice);
    expect(followed.some((s) => s.content.includes('bring it on Thursday'))).toBe(true);
    expect((await api(instance, `/api/v1/timelines/list/${lists[0].id}`, bob)).status).toBe(404);
  });

  it('creates, renames, fills and deletes a list', async () => {
    const created = await api<ListJson>(instance, '/api/v1/lists', alice, {
      method: 'POST',
      body: new URLSearchParams({ title: 'Cooks' }),
    });
    expect(created.body).toEqual(expect.objectContaining({ title: 'Cooks', replies_policy: 'list' }));
    const id = created.body.id;
    const dave = (await api<{ id: string }>(instance, '/api/v1/accounts/lookup?acct=dave')).body.id;
    const added = await api(instance, `/api/v1/lists/${id}/accounts`, alice, {
      method: 'POST',
      body: new URLSearchParams({ 'account_ids[]': dave }),
    });
    expect(added.status).toBe(200);
    const timeline = await allPages<FullStatus>(instance, `/api/v1/timelines/list/${id}?limit=40`, alice);
    expect(timeline.length).toBeGreaterThan(0);
    expect(timeline.every((s) => s.account.acct === 'dave')).toBe(true);
    const containing = await api<ListJson[]>(instance, `/api/v1/accounts/${dave}/lists`, alice);
    expect(containing.body.map((l) => l.title)).toEqual(['Cooks']);
    await api(instance, `/api/v1/lists/${id}`, alice, { method: 'PUT', body: new URLSearchParams({ title: 'Chefs' }) });
    expect((await api<ListJson>(instance, `/api/v1/lists/${id}`, alice)).body.title).toBe('Chefs');
    await api(instance, `/api/v1/lists/${id}/accounts?account_ids[]=${dave}`, alice, { method: 'DELETE' });
    expect((await api<unknown[]>(instance, `/api/v1/lists/${id}/accounts`, alice)).body).toEqual([]);
    expect((await api(instance, `/api/v1/lists/${id}`, alice, { method: 'DELETE' })).status).toBe(200);
    expect((await api(instance, `/api/v1/lists/${id}`, alice)).status).toBe(404);
    const blank = await api(instance, '/api/v1/lists', alice, { method: 'POST', body: new URLSearchParams({ title: ' ' }) });
    expect(blank.status).toBe(422);
  });
});

describe('hashtags', () => {
  afterAll(resetAndSignIn);

  it('describes a tag with seven days of history and whether the viewer follows it', async () => {
    const tag = await api<TagJson>(instance, '/api/v1/tags/Books', alice);
    expect(tag.body.name).toBe('books');
    expect(tag.body.url).toBe(`${instance.url}/tags/books`);
    expect(tag.body.following).toBe(true);
    expect(tag.body.history).toHaveLength(7);
    expect(tag.body.history.reduce((n, day) => n + Number(day.uses), 0)).toBeGreaterThan(0);
    expect(Number(tag.body.history[0].day)).toBeGreaterThan(Number(tag.body.history[1].day));
    expect((await api<TagJson>(instance, '/api/v1/tags/books')).body.following).toBe(false);
    expect((await api(instance, '/api/v1/tags/not a tag')).status).toBe(404);
  });

  it('follows and unfollows per viewer, lists followed tags with paging, and feeds the home timeline', async () => {
    const before = await allPages<FullStatus>(instance, '/api/v1/timelines/home?limit=40', bob);
    expect(before.some((s) => s.account.acct === 'erin' && s.tags.some((t) => t.name === 'gardening'))).toBe(false);
    const followed = await api<TagJson>(instance, '/api/v1/tags/gardening/follow', bob, { method: 'POST' });
    expect(followed.body.following).toBe(true);
    expect((await api<TagJson>(instance, '/api/v1/tags/gardening', alice)).body.following).toBe(false);
    const after = await allPages<FullStatus>(instance, '/api/v1/timelines/home?limit=40', bob);
    expect(after.some((s) => s.account.acct === 'erin' && s.tags.some((t) => t.name === 'gardening'))).toBe(true);

    await api(instance, '/api/v1/tags/weather/follow', bob, { method: 'POST' });
    const page = await api<TagJson[]>(instance, '/api/v1/followed_tags?limit=1', bob);
    expect(page.body.map((t) => t.name)).toEqual(['weather']);
    const rest = await api<TagJson[]>(instance, page.link.next, bob);
    expect(rest.body.map((t) => t.name)).toEqual(['gardening']);

    const unfollowed = await api<TagJson>(instance, '/api/v1/tags/gardening/unfollow', bob, { method: 'POST' });
    expect(unfollowed.body.following).toBe(false);
    expect((await api<TagJson[]>(instance, '/api/v1/followed_tags', bob)).body.map((t) => t.name)).toEqual(['weather']);
    expect((await api(instance, '/api/v1/followed_tags')).status).toBe(401);
  });

  it('shows alice a post from someone she does not follow because she follows its tag', async () => {
    const home = await allPages<FullStatus>(instance, '/api/v1/timelines/home?limit=40', alice);
    expect(home.some((s) => s.account.acct === 'mod' && s.content.includes('Moderation tip'))).toBe(true);
  });
});

describe('notifications', () => {
  afterAll(resetAndSignIn);

  it('serves seeded notifications newest first with Link paging', async () => {
    const first = await api<NotificationJson[]>(instance, '/api/v1/notifications?limit=5', alice);
    expect(first.body).toHaveLength(5);
    expect([...ids(first.body)].sort().reverse()).toEqual(ids(first.body));
    expect(first.body[0].pleroma.is_seen).toBe(false);
    const all = await allPages<NotificationJson>(instance, '/api/v1/notifications?limit=40', alice);
    expect(new Set(all.map((n) => n.type))).toEqual(new Set(['favourite', 'reblog', 'mention', 'pleroma:emoji_reaction']));
    expect(all.at(-1)?.pleroma.is_seen).toBe(true);
    expect(all.every((n) => n.account.acct !== 'alice')).toBe(true);
    const reaction = all.find((n) => n.type === 'pleroma:emoji_reaction');
    expect(reaction?.emoji).toEqual(expect.any(String));
    expect((await api(instance, '/api/v1/notifications')).status).toBe(401);
  });

  it('filters with types[] and exclude_types[]', async () => {
    const mentions = await allPages<NotificationJson>(instance, '/api/v1/notifications?types[]=mention', alice);
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.every((n) => n.type === 'mention' && n.status)).toBe(true);
    const rest = await allPages<NotificationJson>(
      instance,
      '/api/v1/notifications?exclude_types[]=favourite&exclude_types[]=mention&limit=40',
      alice,
    );
    expect(rest.some((n) => n.type === 'favourite' || n.type === 'mention')).toBe(false);
    const requests = await api<NotificationJson[]>(
      instance,
      '/api/v1/notifications?types[]=follow_request',
      await tokenFor(instance.url, 'carol'),
    );
    expect(requests.body.map((n) => n.account.acct).sort()).toEqual(['bob', 'dave', 'gts@gts.example']);
  });

  it('marks read and dismisses', async () => {
    const [newest] = (await api<NotificationJson[]>(instance, '/api/v1/notifications?limit=1', alice)).body;
    const read = await api<NotificationJson>(instance, '/api/v1/pleroma/notifications/read', alice, {
      method: 'POST',
      body: new URLSearchParams({ id: newest.id }),
    });
    expect(read.body.pleroma.is_seen).toBe(true);
    expect((await api(instance, `/api/v1/notifications/${newest.id}/dismiss`, alice, { method: 'POST' })).status).toBe(200);
    expect((await api(instance, `/api/v1/notifications/${newest.id}`, alice)).status).toBe(404);
    expect((await api(instance, `/api/v1/notifications/${newest.id}`, bob)).status).toBe(404);
  });
});
