/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { call, seeded } from './status-support';
import { openSocket, payloadOf, post, socketsClosedAfterEach, streamUrl, type Frames } from './stream-support';
import { tokenFor, type StatusJson } from './testing';

interface ActionStatus extends StatusJson {
  favourited: boolean;
  favourites_count: number;
  reblogged: boolean;
  reblogs_count: number;
  bookmarked: boolean;
  muted: boolean;
  pinned: boolean;
  text: string | null;
  pleroma: { thread_muted: boolean };
}

let instance: DemoInstance;
let alice: string;
let bob: string;
let mod: string;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  [alice, bob, mod] = await Promise.all([
    tokenFor(instance.url, 'alice'),
    tokenFor(instance.url, 'bob'),
    tokenFor(instance.url, 'mod'),
  ]);
});

afterAll(async () => {
  await instance.close();
});

async function socket(token: string, stream = 'user'): Promise<Frames> {
  const frames = await openSocket(streamUrl(instance, { stream, access_token: token }));
  sockets.push(frames);
  return frames;
}

const act = (path: string, token?: string) => call<ActionStatus>(instance, 'POST', path, token);

describe('favourite, bookmark, mute', () => {
  it('need a signed-in user', async () => {
    const p = await post(instance, 'bob', 'Nobody may favourite this anonymously');
    expect((await act(`/api/v1/statuses/${p.id}/favourite`)).status).toBe(401);
  });

  it('favourite sets the viewer flag and count and notifies the author; unfavourite undoes it', async () => {
    const p = await post(instance, 'bob', 'Favourite me');
    const bobSocket = await socket(bob, 'user:notification');
    const fav = await act(`/api/v1/statuses/${p.id}/favourite`, alice);
    expect(fav.status).toBe(200);
    expect(fav.body).toMatchObject({ id: p.id, favourited: true, favourites_count: 1 });
    const note = payloadOf<{ type: string; status: { id: string } }>(await bobSocket.next());
    expect(note).toMatchObject({ type: 'favourite', status: { id: p.id } });
    // Per-viewer: bob sees the count but not alice's flag.
    const asBob = await call<ActionStatus>(instance, 'GET', `/api/v1/statuses/${p.id}`, bob);
    expect(asBob.body).toMatchObject({ favourited: false, favourites_count: 1 });
    const unfav = await act(`/api/v1/statuses/${p.id}/unfavourite`, alice);
    expect(unfav.body).toMatchObject({ favourited: false, favourites_count: 0 });
  });

  it('bookmark puts the post into /api/v1/bookmarks and unbookmark takes it out', async () => {
    const p = await post(instance, 'bob', 'Bookmark me');
    expect((await act(`/api/v1/statuses/${p.id}/bookmark`, alice)).body.bookmarked).toBe(true);
    const marks = await call<StatusJson[]>(instance, 'GET', '/api/v1/bookmarks', alice);
    expect(marks.body.map((s) => s.id)).toContain(p.id);
    expect((await act(`/api/v1/statuses/${p.id}/unbookmark`, alice)).body.bookmarked).toBe(false);
    const after = await call<StatusJson[]>(instance, 'GET', '/api/v1/bookmarks', alice);
    expect(after.body.map((s) => s.id)).not.toContain(p.id);
  });

  it('mute mutes the whole conversation for the viewer only', async () => {
    const p = await post(instance, 'bob', 'A thread to mute');
    const r = await post(instance, 'erin', 'A reply in it', { in_reply_to_id: p.id });
    const muted = await act(`/api/v1/statuses/${p.id}/mute`, alice);
    expect(muted.body).toMatchObject({ muted: true, pleroma: { thread_muted: true } });
    expect((await call<ActionStatus>(instance, 'GET', `/api/v1/statuses/${r.id}`, alice)).body.muted).toBe(true);
    expect((await call<ActionStatus>(instance, 'GET', `/api/v1/statuses/${r.id}`, bob)).body.muted).toBe(false);
    expect((await act(`/api/v1/statuses/${p.id}/unmute`, alice)).body.muted).toBe(false);
  });

  it('acting on a hidden post is a 404', async () => {
    const p = await post(instance, 'bob', 'Only for @erin', { visibility: 'direct' });
    const res = await act(`/api/v1/statuses/${p.id}/favourite`, alice);
    expect(res.status).toBe(404);
  });
});

describe('reblog', () => {
  it('creates a repeat streamed as update, flags the original; unreblog deletes it and streams delete', async () => {
    const p = await post(instance, 'bob', 'Repeat me');
    const publicSocket = await socket(alice, 'public');
    const res = await act(`/api/v1/statuses/${p.id}/reblog`, alice);
    expect(res.status).toBe(200);
    expect(res.body.reblog).toMatchObject({ id: p.id, reblogged: true, reblogs_count: 1 });
    const repeatId = res.body.id;
    const update = await publicSocket.next();
    expect(update.event).toBe('update');
    expect(payloadOf(update).id).toBe(repeatId);
    // A second repeat answers the same one.
    expect((await act(`/api/v1/statuses/${p.id}/reblog`, alice)).body.id).toBe(repeatId);

    const undone = await act(`/api/v1/statuses/${p.id}/unreblog`, alice);
    expect(undone.body).toMatchObject({ id: p.id, reblogged: false, reblogs_count: 0 });
    const deleted = await publicSocket.next();
    expect(deleted).toMatchObject({ event: 'delete', payload: repeatId });
    expect((await call(instance, 'GET', `/api/v1/statuses/${repeatId}`, alice)).status).toBe(404);
  });

  it("refuses someone else's followers-only post and any direct post", async () => {
    const priv = await post(instance, 'bob', 'Followers only', { visibility: 'private' });
    // alice follows bob in the seed, so she sees it but may not repeat it.
    expect((await act(`/api/v1/statuses/${priv.id}/reblog`, alice)).status).toBe(422);
    const dm = await post(instance, 'bob', 'Hi @alice', { visibility: 'direct' });
    expect((await act(`/api/v1/statuses/${dm.id}/reblog`, alice)).status).toBe(422);
  });
});

describe('pin', () => {
  it('pins own public posts into the pinned profile list, and unpins', async () => {
    const p = await post(instance, 'alice', 'Pin me');
    expect((await act(`/api/v1/statuses/${p.id}/pin`, alice)).body.pinned).toBe(true);
    const pinned = await call<StatusJson[]>(instance, 'GET', '/api/v1/accounts/alice/statuses?pinned=true', alice);
    expect(pinned.body.map((s) => s.id)).toContain(p.id);
    expect((await act(`/api/v1/statuses/${p.id}/unpin`, alice)).body.pinned).toBe(false);
    const after = await call<StatusJson[]>(instance, 'GET', '/api/v1/accounts/alice/statuses?pinned=true', alice);
    expect(after.body.map((s) => s.id)).not.toContain(p.id);
  });

  it("is a 422 for someone else's post and for non-public posts", async () => {
    const bobs = await post(instance, 'bob', 'Not yours');
    const other = await call<{ error: string }>(instance, 'POST', `/api/v1/statuses/${bobs.id}/pin`, alice);
    expect(other).toEqual({ status: 422, body: { error: "Someone else's status cannot be pinned" } });
    const priv = await post(instance, 'alice', 'Private', { visibility: 'private' });
    const res = await call<{ error: string }>(instance, 'POST', `/api/v1/statuses/${priv.id}/pin`, alice);
    expect(res).toEqual({ status: 422, body: { error: 'Non-public status cannot be pinned' } });
  });
});

describe('delete', () => {
  it('deletes own posts, answers the source text for redraft and streams delete for it and its repeats', async () => {
    const p = await post(instance, 'alice', 'Delete me #later');
    const repeat = await act(`/api/v1/statuses/${p.id}/reblog`, bob);
    const publicSocket = await socket(bob, 'public');
    const res = await call<ActionStatus>(instance, 'DELETE', `/api/v1/statuses/${p.id}`, alice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, text: 'Delete me #later' });
    const frames = await publicSocket.take(2);
    expect(frames.map((f) => f.payload).sort()).toEqual([p.id, repeat.body.id].sort());
    expect((await call(instance, 'GET', `/api/v1/statuses/${p.id}`, alice)).status).toBe(404);
  });

  it("is a 404 for someone else's post, but moderators may delete anything", async () => {
    const p = await post(instance, 'bob', 'Moderate me');
    expect((await call(instance, 'DELETE', `/api/v1/statuses/${p.id}`, alice)).status).toBe(404);
    expect((await call(instance, 'DELETE', `/api/v1/statuses/${p.id}`, mod)).status).toBe(200);
    expect((await call(instance, 'GET', `/api/v1/statuses/${p.id}`, bob)).status).toBe(404);
  });
});

describe('source, history, favourited_by, reblogged_by', () => {
  it('source gives the typed text', async () => {
    const p = await post(instance, 'alice', 'Some *markdown* here', { spoiler_text: 'cw' });
    const res = await call(instance, 'GET', `/api/v1/statuses/${p.id}/source`, alice);
    expect(res.body).toEqual({ id: p.id, text: 'Some *markdown* here', spoiler_text: 'cw', content_type: 'text/markdown' });
  });

  it('history of the seeded edited post has three versions, oldest first, the current one last', async () => {
    const edited = await seeded(instance, 'alice', 'Edited post', alice);
    const res = await call<{ content: string; created_at: string; account: { acct: string } }[]>(
      instance,
      'GET',
      `/api/v1/statuses/${edited.id}/history`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[2].content).toBe(edited.content);
    expect(res.body[0].content).not.toBe(res.body[1].content);
    expect(res.body[0].created_at < res.body[1].created_at && res.body[1].created_at < res.body[2].created_at).toBe(true);
    expect(res.body[0].account.acct).toBe('alice');
  });

  it('history of an unedited post is its one version', async () => {
    const p = await post(instance, 'alice', 'Never edited');
    const res = await call<unknown[]>(instance, 'GET', `/api/v1/statuses/${p.id}/history`);
    expect(res.body).toHaveLength(1);
  });

  it('favourited_by and reblogged_by list the accounts', async () => {
    const p = await post(instance, 'alice', 'Popular');
    await act(`/api/v1/statuses/${p.id}/favourite`, bob);
    await act(`/api/v1/statuses/${p.id}/reblog`, mod);
    const favs = await call<{ acct: string }[]>(instance, 'GET', `/api/v1/statuses/${p.id}/favourited_by`);
    expect(favs.body.map((a) => a.acct)).toEqual(['bob']);
    const reblogs = await call<{ acct: string }[]>(instance, 'GET', `/api/v1/statuses/${p.id}/reblogged_by`);
    expect(reblogs.body.map((a) => a.acct)).toEqual(['mod']);
  });

  it('favourited_by and reblogged_by page newest first with a Link header (/__demo/fans adds many)', async () => {
    const p = await post(instance, 'alice', 'Very popular');
    await call(instance, 'POST', '/__demo/fans', undefined, { id: p.id, count: '20', kinds: 'favourite,reblog' });
    await act(`/api/v1/statuses/${p.id}/favourite`, bob);
    const page = async (path: string) => {
      const res = await fetch(`${instance.url}${path}`);
      const link = res.headers.get('link') ?? '';
      const next = /<([^>]+)>; rel="next"/.exec(link)?.[1];
      return { accts: ((await res.json()) as { acct: string }[]).map((a) => a.acct), next: next ? new URL(next) : null };
    };
    const first = await page(`/api/v1/statuses/${p.id}/favourited_by?limit=16`);
    expect(first.accts).toHaveLength(16);
    // the newest first: bob favourited last
    expect(first.accts[0]).toBe('bob');
    expect(first.next).not.toBeNull();
    const second = await page(`${first.next?.pathname}${first.next?.search}`);
    expect(second.accts).toHaveLength(5);
    expect(new Set([...first.accts, ...second.accts]).size).toBe(21);
    const repeats = await page(`/api/v1/statuses/${p.id}/reblogged_by`);
    expect(repeats.accts).toHaveLength(20);
  });
});

describe('translation (Akkoma)', () => {
  it('answers a marked translation with the detected language, signed in only', async () => {
    const p = await post(instance, 'alice', 'Good morning');
    const res = await call<{ text: string; detected_language: string }>(
      instance,
      'GET',
      `/api/v1/statuses/${p.id}/translations/de`,
      bob,
    );
    expect(res.body).toEqual({ text: '<p>[de] Good morning</p>', detected_language: 'en' });
    expect((await call(instance, 'GET', `/api/v1/statuses/${p.id}/translations/de`)).status).toBe(401);
    expect((await call(instance, 'GET', `/api/v1/statuses/${p.id}/translations/xx`, bob)).status).toBe(400);
  });

  it('lists the languages', async () => {
    const res = await call<{ source: { code: string }[]; target: { code: string }[] }>(
      instance,
      'GET',
      '/api/v1/akkoma/translation/languages',
      bob,
    );
    expect(res.body.target.map((l) => l.code)).toContain('de');
  });
});
