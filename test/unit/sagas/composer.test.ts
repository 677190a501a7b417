import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { composerSaga } from '../../../src/features/composer/sagas/composerFlows';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { selectComposerState, type ComposerFile } from '../../../src/features/composer/composerSlice';
import { composerChanged, filesAdded, postRequested, previewRequested } from '../../../src/features/composer/composerIntents';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { composerRequested } from '../../../src/features/composer/index';
import { timelineFetched } from '../../../src/slices/timelines';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import { registerFile } from '../../../src/features/composer/lib/composerFiles';
import { DRAFTS_KEY } from '../../../src/features/composer/lib/drafts';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { accountFactory, importAccount, importStatuses, reduce, stateAfter, statusFactory } from '../../support/factories';
import { loadFixture } from '../../support/fixtures';

const { server, to, seen } = createTestServer();

const me = accountFactory({ id: 'ME', username: 'alice', source: { privacy: 'public' } });
const bob = accountFactory({ id: 'BOB', username: 'bob' });
const target = statusFactory({
  id: 'T1',
  account: bob,
  visibility: 'private',
  spoiler_text: 'Books',
  mentions: [
    { id: 'ME', acct: 'alice', username: 'alice', url: '' },
    { id: 'C', acct: 'carol@remote.example', username: 'carol', url: '' },
  ],
});
const instance = {
  uri: 'x',
  title: 'x',
  version: '2.7.2 (compatible; Pleroma 2.5.0)',
  upload_limit: 1000,
  max_media_attachments: 3,
} as unknown as Instance;

/** What a real server answered (test/fixtures/real/{server}/{file}). */
const recorded = <T = Record<string, unknown>>(server: string, file: string): T =>
  loadFixture<{ response: { body: T } }>(`real/${server}/${file}`).response.body;

const signedIn = (server?: 'snac2' | 'hollo') =>
  stateAfter(
    tokenObtained({ token: 'secret-token' }),
    importAccount(me),
    loginSucceeded({ me: 'ME' }),
    instanceLoaded(server ? recorded<Instance>(server, '001-instance-v1.json') : instance),
    ...(server ? [nodeinfoLoaded(recorded<Nodeinfo>(server, '004-nodeinfo-linked.json'))] : []),
    importStatuses([target]),
    timelineFetched({ key: 'friends', direction: 'initial', ids: ['T1'], maxId: null }),
  );

/** The JSON document a request carried (the default encoding). */
const jsonOf = (body: string) => JSON.parse(body) as Record<string, unknown>;

const composer = (run: ReturnType<typeof runSagaInStore>, key: string) => selectComposerState(run.getState()).composers[key];
const drafts = () => JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}');

function addFile(run: ReturnType<typeof runSagaInStore>, key: string, name: string, bytes = 10): ComposerFile {
  // Node's File: jest-fixed-jsdom's FormData (undici) takes only Node's Blobs, where a browser takes the picker's File.
  const localId = registerFile(new NodeFile(['x'.repeat(bytes)], name, { type: 'image/png' }) as unknown as File);
  const file: ComposerFile = {
    localId,
    name,
    size: bytes,
    mimeType: 'image/png',
    mediaId: null,
    previewUrl: null,
    progress: 0,
    state: 'uploading',
    error: null,
    description: '',
  };
  run.store.dispatch(filesAdded({ key, files: [file] }));
  return file;
}

beforeEach(() => localStorage.clear());

describe('opening a composer', () => {
  it('a reply mentions the author and its mentions, takes the subject and narrows the scope; the toggle closes it', async () => {
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'reply', statusId: 'T1' }));
    await until(() => composer(run, 'reply:T1') !== undefined, 'composer');
    expect(composer(run, 'reply:T1')).toMatchObject({
      mode: 'reply',
      targetId: 'T1',
      draft: { status: '@bob @carol@remote.example ', spoilerText: 're: Books', visibility: 'private', nsfw: true },
    });
    expect(selectComposerState(run.getState()).inline).toEqual({ T1: 'reply' });
    run.store.dispatch(composerRequested({ mode: 'reply', statusId: 'T1' }));
    await until(() => selectComposerState(run.getState()).inline.T1 === undefined, 'closed');
  });

  it('a stored draft comes back when the same composer opens again (reload in mid-sentence)', async () => {
    const first = runSagaInStore(composerSaga, signedIn());
    first.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(first, 'status') !== undefined, 'composer');
    first.store.dispatch(composerChanged({ key: 'status', changes: { status: 'half a sen' }, at: 5 }));
    await until(() => drafts().status?.data.status === 'half a sen', 'draft saved');
    first.task.cancel();

    const second = runSagaInStore(composerSaga, signedIn());
    second.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(second, 'status') !== undefined, 'composer');
    expect(composer(second, 'status')?.draft.status).toBe('half a sen');
    expect(selectComposerState(second.getState()).modal).toEqual({ key: 'status' });
  });

  it('Mention on a user card addresses the new post', async () => {
    const run = runSagaInStore(composerSaga, stateAfter(importAccount(bob)));
    run.store.dispatch(composerRequested({ mode: 'new', mentionAccountId: 'BOB' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    expect(composer(run, 'status')?.draft.status).toBe('@bob ');
  });

  it('edit fetches the source and opens edit:{id}; a failed fetch says so on the card', async () => {
    server.use(
      http.get('/api/v1/statuses/T1/source', () =>
        HttpResponse.json({ id: 'T1', text: 'the *source*', spoiler_text: 'Books', content_type: 'text/markdown' }),
      ),
    );
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'edit', statusId: 'T1' }));
    await until(() => composer(run, 'edit:T1') !== undefined, 'composer');
    expect(composer(run, 'edit:T1')?.draft).toMatchObject({
      status: 'the *source*',
      spoilerText: 'Books',
      visibility: 'private',
    });
    expect(selectComposerState(run.getState()).modal).toEqual({ key: 'edit:T1' });

    server.use(http.get('/api/v1/statuses/T1/source', () => HttpResponse.json({ error: 'This post is gone' }, { status: 404 })));
    run.store.dispatch(composerRequested({ mode: 'edit', statusId: 'T1' }));
    await until(() => run.getState().statusActions.T1?.error != null, 'error');
    expect(run.getState().statusActions.T1?.error).toMatchObject({
      id: 'post_status.source_error',
      cause: { text: 'This post is gone' },
    });
  });

  it('redraft deletes the status, then opens the new-post composer with its text', async () => {
    server.use(http.delete('/api/v1/statuses/T1', () => HttpResponse.json({ ...target, text: 'typed text' })));
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'redraft', statusId: 'T1' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    expect(composer(run, 'status')).toMatchObject({ mode: 'redraft', draft: { status: 'typed text', spoilerText: 'Books' } });
    expect(run.getState().timelines.friends.ids).toEqual([]);
  });

  it("redraft on snac2 names each file by its upload's id (the file name its url ends with), and counts the parent's reply as gone", async () => {
    // snac2/030: inside a post the upload `post-….png` is renamed `<post url>_0`; its url still ends with the upload's id
    const recordedPost = recorded<{ media_attachments: unknown[] }>('snac2', '030-status-with-media.json');
    const mine = statusFactory({
      id: 'MINE',
      account: me,
      in_reply_to_id: 'T1',
      media_attachments: recordedPost.media_attachments as never,
    });
    server.use(
      http.delete('/api/v1/statuses/MINE', () => HttpResponse.json(mine)),
      // the parent, read again after the deletion
      http.get('/api/v1/statuses/T1', () => HttpResponse.json({ ...target, replies_count: 0 })),
    );
    const run = runSagaInStore(composerSaga, reduce(signedIn('snac2'), importStatuses([{ ...target, replies_count: 1 }, mine])));
    run.store.dispatch(composerRequested({ mode: 'redraft', statusId: 'MINE' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    expect(composer(run, 'status')?.draft.files.map((f) => f.mediaId)).toEqual(['post-b4649f338b1d316d51a62fc7361774b2.png']);
    expect(run.getState().entities.statuses.entities.T1.replies_count).toBe(0);

    // elsewhere the attachment's own id is the upload's
    const other = runSagaInStore(composerSaga, reduce(signedIn('hollo'), importStatuses([mine])));
    other.store.dispatch(composerRequested({ mode: 'redraft', statusId: 'MINE' }));
    await until(() => composer(other, 'status') !== undefined, 'composer');
    expect(composer(other, 'status')?.draft.files.map((f) => f.mediaId)).toEqual([
      'http://127.0.0.1:8015/alice/p/1795639387.455921_0',
    ]);
  });
});

describe('posting', () => {
  const posted = statusFactory({ id: 'NEW', account: me, visibility: 'private', in_reply_to_id: 'T1', content: '<p>hi</p>' });

  it('uploads files with progress, sends descriptions, posts with the idempotency key and shows the post at once', async () => {
    let mediaSeq = 0;
    server.use(
      http.post('/api/v1/media', () => {
        mediaSeq += 1;
        return HttpResponse.json({
          id: `M${mediaSeq}`,
          type: 'image',
          url: `/m/${mediaSeq}.png`,
          preview_url: `/m/${mediaSeq}.png`,
          description: null,
        });
      }),
      http.put('/api/v1/media/:id', () => HttpResponse.json({ id: 'M', type: 'image', url: '/m.png' })),
      // the files come back under other ids than at upload, as snac2 gives them: counted, never matched
      http.post('/api/v1/statuses', () =>
        HttpResponse.json({
          ...posted,
          spoiler_text: 're: Books',
          media_attachments: [
            { id: 'http://x.example/p/1_0', type: 'image', url: '/m/1.png' },
            { id: 'http://x.example/p/1_1', type: 'image', url: '/m/2.png' },
          ],
        }),
      ),
    );
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'reply', statusId: 'T1' }));
    await until(() => composer(run, 'reply:T1') !== undefined, 'composer');
    const a = addFile(run, 'reply:T1', 'a.png');
    const b = addFile(run, 'reply:T1', 'b.png');
    await until(() => composer(run, 'reply:T1')!.draft.files.every((f) => f.state === 'uploaded'), 'uploads');
    expect(
      composer(run, 'reply:T1')!
        .draft.files.map((f) => f.mediaId)
        .sort(),
    ).toEqual(['M1', 'M2']);
    expect(to('/api/v1/media', 'POST')[0].authorization).toBe('Bearer secret-token');

    const files = composer(run, 'reply:T1')!.draft.files.map((f) =>
      f.localId === a.localId ? { ...f, description: 'a cat' } : f,
    );
    run.store.dispatch(composerChanged({ key: 'reply:T1', changes: { status: '@bob hi', files }, at: 4242 }));
    run.store.dispatch(postRequested({ key: 'reply:T1' }));
    await until(() => run.ofType('composer/postSucceeded').length === 1, 'posted');

    // only the described file is PUT, before the post, as JSON like the post itself
    const puts = seen.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(jsonOf(puts[0].body)).toEqual({ description: 'a cat' });
    const postReq = to('/api/v1/statuses', 'POST')[0];
    expect(seen.indexOf(puts[0])).toBeLessThan(seen.indexOf(postReq));
    const sent = jsonOf(postReq.body);
    expect(sent).toMatchObject({ status: '@bob hi', in_reply_to_id: 'T1', visibility: 'private', sensitive: true });
    expect((sent.media_ids as string[]).sort()).toEqual(['M1', 'M2']);
    expect(run.ofType('composer/postRequested')).toHaveLength(1);
    void b;

    expect(run.getState().timelines.friends.ids).toEqual(['NEW', 'T1']);
    expect(run.getState().entities.statuses.entities.NEW).toBeDefined();
    // the inline reply closes and its draft is gone
    expect(composer(run, 'reply:T1')).toBeUndefined();
    expect(selectComposerState(run.getState()).inline).toEqual({});
    expect(drafts()['reply:T1']).toBeUndefined();
  });

  it('sends the idempotency key as a header', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/v1/statuses', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ ...posted, in_reply_to_id: null, visibility: 'public' });
      }),
    );
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    run.store.dispatch(composerChanged({ key: 'status', changes: { status: 'hello' }, at: 777 }));
    run.store.dispatch(postRequested({ key: 'status' }));
    await until(() => keys.length === 1, 'posted');
    expect(keys).toEqual(['777']);
    await until(() => selectComposerState(run.getState()).modal === null, 'modal closed');
    // the form clears but keeps visibility, content type and language
    expect(composer(run, 'status')?.draft).toMatchObject({ status: '', visibility: 'public', contentType: 'text/plain' });
  });

  it('a refused post keeps every character and file, shows the server error, and changes no timeline', async () => {
    server.use(
      http.post('/api/v1/media', () => HttpResponse.json({ id: 'M1', type: 'image', url: '/m/1.png', description: '' })),
      http.post('/api/v1/statuses', () => HttpResponse.json({ error: 'Text too long' }, { status: 422 })),
    );
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    addFile(run, 'status', 'a.png');
    await until(() => composer(run, 'status')!.draft.files[0]?.state === 'uploaded', 'upload');
    run.store.dispatch(composerChanged({ key: 'status', changes: { status: 'long text' }, at: 9 }));
    await until(() => drafts().status !== undefined, 'draft');
    const before = run.getState().timelines;
    run.store.dispatch(postRequested({ key: 'status' }));
    await until(() => composer(run, 'status')?.phase === 'error', 'failed');
    expect(composer(run, 'status')?.error).toMatchObject({ text: 'Text too long' });
    expect(composer(run, 'status')?.draft).toMatchObject({ status: 'long text', files: [{ mediaId: 'M1' }] });
    expect(run.getState().timelines).toBe(before);
    expect(drafts().status.data.status).toBe('long text');
    expect(selectComposerState(run.getState()).modal).toEqual({ key: 'status' });
  });

  it('an empty post is refused without asking the server', async () => {
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    run.store.dispatch(composerChanged({ key: 'status', changes: { status: '   ' }, at: 1 }));
    run.store.dispatch(postRequested({ key: 'status' }));
    await until(() => composer(run, 'status')?.phase === 'error', 'refused');
    expect(composer(run, 'status')?.error).toEqual({ id: 'post_status.empty_status_error' });
    await settle();
    expect(seen).toHaveLength(0);
  });

  it('a failed description update stops the post with media_description_error', async () => {
    server.use(
      http.post('/api/v1/media', () => HttpResponse.json({ id: 'M1', type: 'image', url: '/m/1.png' })),
      http.put('/api/v1/media/M1', () => HttpResponse.json({ error: 'nope' }, { status: 500 })),
    );
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    addFile(run, 'status', 'a.png');
    await until(() => composer(run, 'status')!.draft.files[0]?.state === 'uploaded', 'upload');
    const files = composer(run, 'status')!.draft.files.map((f) => ({ ...f, description: 'desc' }));
    run.store.dispatch(composerChanged({ key: 'status', changes: { status: 'x', files }, at: 2 }));
    run.store.dispatch(postRequested({ key: 'status' }));
    await until(() => composer(run, 'status')?.phase === 'error', 'failed');
    expect(composer(run, 'status')?.error).toMatchObject({ id: 'post_status.media_description_error' });
    expect(to('/api/v1/statuses', 'POST')).toHaveLength(0);
  });

  it('a file over the upload limit fails with both sizes; files past the file limit are dropped', async () => {
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    addFile(run, 'status', 'big.png', 2048);
    await until(() => composer(run, 'status')!.draft.files[0]?.state === 'failed', 'failed');
    expect(composer(run, 'status')!.draft.files[0].error).toEqual({
      id: 'upload.error.file_too_big',
      values: { filesize: 2, filesizeunit: 'KiB', allowedsize: 1000, allowedsizeunit: 'B' },
    });
    expect(to('/api/v1/media')).toHaveLength(0);
  });

  it('an edit PUTs the status and updates it in place', async () => {
    server.use(
      http.get('/api/v1/statuses/T1/source', () => HttpResponse.json({ id: 'T1', text: 'old', spoiler_text: '' })),
      http.put('/api/v1/statuses/T1', () =>
        HttpResponse.json({ ...target, content: '<p>new</p>', edited_at: '2024-01-01T00:00:00Z' }),
      ),
    );
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'edit', statusId: 'T1' }));
    await until(() => composer(run, 'edit:T1') !== undefined, 'composer');
    run.store.dispatch(composerChanged({ key: 'edit:T1', changes: { status: 'new' }, at: 3 }));
    run.store.dispatch(postRequested({ key: 'edit:T1' }));
    await until(() => composer(run, 'edit:T1') === undefined, 'closed');
    expect(jsonOf(to('/api/v1/statuses/T1', 'PUT')[0].body).status).toBe('new');
    expect(run.getState().entities.statuses.entities.T1.content).toBe('<p>new</p>');
    expect(run.getState().timelines.friends.ids).toEqual(['T1']);
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });
});

describe('preview', () => {
  afterEach(() => jest.useRealTimers());

  it('is debounced, sent with preview=true without media, poll or key, and rendered from entities', async () => {
    useSagaFakeTimers();
    const bodies: { json: Record<string, unknown>; key: string | null }[] = [];
    server.use(
      http.post('/api/v1/statuses', async ({ request }) => {
        bodies.push({ json: jsonOf(await request.text()), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(statusFactory({ id: '', account: me, content: '<p>seen</p>' }));
      }),
    );
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    run.store.dispatch(
      composerChanged({
        key: 'status',
        changes: { status: 'one', poll: { options: ['a', 'b'], multiple: false, expiresIn: 600 } },
        at: 1,
      }),
    );
    await until(() => drafts().status !== undefined, 'draft');
    run.store.dispatch(previewRequested({ key: 'status' }));
    // a draft is deleted when a preview is requested
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    run.store.dispatch(composerChanged({ key: 'status', changes: { status: 'two' }, at: 2 }));
    run.store.dispatch(previewRequested({ key: 'status' }));
    jest.advanceTimersByTime(499);
    await settle();
    expect(bodies).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await until(() => composer(run, 'status')?.preview.state === 'shown', 'shown');
    expect(bodies).toHaveLength(1);
    expect(bodies[0].json).toMatchObject({ status: 'two', preview: true });
    expect(bodies[0].json).not.toHaveProperty('poll');
    expect(bodies[0].key).toBeNull();
    expect(composer(run, 'status')?.preview).toEqual({ state: 'shown', statusId: 'preview:status' });
    expect(run.getState().entities.statuses.entities['preview:status']?.content).toBe('<p>seen</p>');
  });

  it('an empty post without subject previews as empty; a failure shows in the preview', async () => {
    useSagaFakeTimers();
    server.use(http.post('/api/v1/statuses', () => HttpResponse.json({ error: 'Text is too long' }, { status: 422 })));
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    run.store.dispatch(previewRequested({ key: 'status' }));
    jest.advanceTimersByTime(500);
    await until(() => composer(run, 'status')?.preview.state === 'empty', 'empty');
    expect(seen).toHaveLength(0);

    run.store.dispatch(composerChanged({ key: 'status', changes: { status: 'x' }, at: 2 }));
    run.store.dispatch(previewRequested({ key: 'status' }));
    jest.advanceTimersByTime(500);
    await until(() => composer(run, 'status')?.preview.state === 'error', 'error');
    expect(composer(run, 'status')?.preview).toMatchObject({ state: 'error', error: { text: 'Text is too long' } });
  });
});

describe('servers written by others (issue 17)', () => {
  afterEach(() => jest.useRealTimers());

  const poll = { options: ['a', 'b'], multiple: false, expiresIn: 3600 };

  async function newPost(run: ReturnType<typeof runSagaInStore>, changes: Parameters<typeof composerChanged>[0]['changes']) {
    run.store.dispatch(composerRequested({ mode: 'new' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    run.store.dispatch(composerChanged({ key: 'status', changes, at: 11 }));
  }

  it('snac2 gets form fields (it drops a JSON poll), and its poll comes back', async () => {
    server.use(http.post('/api/v1/statuses', () => HttpResponse.json(recorded('snac2', '084-post-poll-form.json'))));
    const run = runSagaInStore(composerSaga, signedIn('snac2'));
    await newPost(run, { status: 'Form poll', poll });
    run.store.dispatch(postRequested({ key: 'status' }));
    await until(() => run.ofType('composer/postSucceeded').length === 1, 'posted');
    const form = new URLSearchParams(to('/api/v1/statuses', 'POST')[0].body);
    expect(form.get('status')).toBe('Form poll');
    expect(form.get('sensitive')).toBe('false');
    expect(form.getAll('poll[options][]')).toEqual(['a', 'b']);
    expect(form.get('poll[expires_in]')).toBe('3600');
    expect(form.get('poll[multiple]')).toBe('false');
  });

  it('Hollo gets JSON with real booleans and the nested poll (it refuses sensitive=false and drops a form poll)', async () => {
    let contentType: string | null = null;
    server.use(
      http.post('/api/v1/statuses', ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json(recorded('hollo', '086-post-poll-json.json'));
      }),
    );
    const run = runSagaInStore(composerSaga, signedIn('hollo'));
    await newPost(run, { status: 'JSON poll', poll });
    run.store.dispatch(postRequested({ key: 'status' }));
    await until(() => run.ofType('composer/postSucceeded').length === 1, 'posted');
    expect(contentType).toBe('application/json');
    expect(jsonOf(to('/api/v1/statuses', 'POST')[0].body)).toMatchObject({
      status: 'JSON poll',
      sensitive: false,
      poll: { options: ['a', 'b'], expires_in: 3600, multiple: false },
    });
  });

  it('an answer without the poll asked for is an error: the post is deleted again, the draft and its poll stay', async () => {
    // Hollo's answer to a form poll: the post, without its poll (hollo/085)
    const answer = recorded('hollo', '085-post-poll-form.json');
    server.use(
      http.post('/api/v1/statuses', () => HttpResponse.json(answer)),
      http.delete(`/api/v1/statuses/${String(answer.id)}`, () => HttpResponse.json(answer)),
    );
    const run = runSagaInStore(composerSaga, signedIn('hollo'));
    await newPost(run, { status: 'Form poll', poll });
    await until(() => drafts().status !== undefined, 'draft');
    const keyBefore = composer(run, 'status')!.idempotencyKey;
    run.store.dispatch(postRequested({ key: 'status' }));
    await until(() => composer(run, 'status')?.phase === 'error', 'refused');
    expect(composer(run, 'status')?.error).toEqual({ id: 'post_status.missing_deleted', values: { part: 'poll' } });
    expect(to(`/api/v1/statuses/${String(answer.id)}`, 'DELETE')).toHaveLength(1);
    expect(composer(run, 'status')?.draft).toMatchObject({ status: 'Form poll', poll });
    expect(drafts().status.data.status).toBe('Form poll');
    // the next try is a new post, not the deleted one again
    expect(composer(run, 'status')?.idempotencyKey).not.toBe(keyBefore);
    expect(run.getState().timelines.friends.ids).toEqual(['T1']);
    expect(run.ofType('composer/postSucceeded')).toHaveLength(0);
  });

  it('an incomplete post that cannot be deleted is shown, and the member is told', async () => {
    server.use(
      http.post('/api/v1/statuses', () => HttpResponse.json(statusFactory({ id: 'BARE', account: me, spoiler_text: '' }))),
      http.delete('/api/v1/statuses/BARE', () => new HttpResponse(null, { status: 500 })),
    );
    const run = runSagaInStore(composerSaga, signedIn('hollo'));
    await newPost(run, { status: 'spoilers', spoilerText: 'the ending' });
    run.store.dispatch(postRequested({ key: 'status' }));
    await until(() => composer(run, 'status')?.phase === 'error', 'refused');
    expect(composer(run, 'status')?.error).toEqual({ id: 'post_status.missing_kept', values: { part: 'subject' } });
    expect(run.getState().timelines.friends.ids).toEqual(['BARE', 'T1']);
    expect(composer(run, 'status')?.draft.spoilerText).toBe('the ending');
  });

  it('a description goes in the body encoding statuses use: form fields on snac2, JSON on Hollo', async () => {
    for (const flavour of ['snac2', 'hollo'] as const) {
      server.use(
        http.post('/api/v1/media', () => HttpResponse.json({ id: 'U1', type: 'image', url: '/alice/s/U1', description: null })),
        http.put('/api/v1/media/U1', () =>
          HttpResponse.json({ id: 'U1', type: 'image', url: '/alice/s/U1', description: 'a dot' }),
        ),
        http.post('/api/v1/statuses', () =>
          HttpResponse.json(
            statusFactory({
              id: `P-${flavour}`,
              account: me,
              media_attachments: [{ id: 'U1', type: 'image', url: '/alice/s/U1' }] as never,
            }),
          ),
        ),
      );
      const run = runSagaInStore(composerSaga, signedIn(flavour));
      run.store.dispatch(composerRequested({ mode: 'new' }));
      await until(() => composer(run, 'status') !== undefined, 'composer');
      addFile(run, 'status', 'dot.png');
      await until(() => composer(run, 'status')!.draft.files.every((f) => f.state === 'uploaded'), 'upload');
      const files = composer(run, 'status')!.draft.files.map((f) => ({ ...f, description: 'a dot' }));
      run.store.dispatch(composerChanged({ key: 'status', changes: { status: 'a picture', files }, at: 7 }));
      run.store.dispatch(postRequested({ key: 'status' }));
      await until(() => run.ofType('composer/postSucceeded').length === 1, 'posted');
      const [put] = to('/api/v1/media/U1', 'PUT');
      if (flavour === 'snac2') expect(Object.fromEntries(new URLSearchParams(put.body))).toEqual({ description: 'a dot' });
      else expect(jsonOf(put.body)).toEqual({ description: 'a dot' });
      run.task.cancel();
      seen.length = 0;
      localStorage.clear();
    }
  });

  it("a reply adds one to the parent's reply count at once", async () => {
    server.use(
      http.post('/api/v1/statuses', () =>
        HttpResponse.json(statusFactory({ id: 'R1', account: me, in_reply_to_id: 'T1', spoiler_text: 're: Books' })),
      ),
    );
    const run = runSagaInStore(composerSaga, signedIn('hollo'));
    expect(run.getState().entities.statuses.entities.T1.replies_count).toBe(0);
    run.store.dispatch(composerRequested({ mode: 'reply', statusId: 'T1' }));
    await until(() => composer(run, 'reply:T1') !== undefined, 'composer');
    run.store.dispatch(composerChanged({ key: 'reply:T1', changes: { status: '@bob hi' }, at: 5 }));
    run.store.dispatch(postRequested({ key: 'reply:T1' }));
    await until(() => run.ofType('composer/postSucceeded').length === 1, 'posted');
    expect(jsonOf(to('/api/v1/statuses', 'POST')[0].body)).toMatchObject({ in_reply_to_id: 'T1', sensitive: true });
    expect(run.getState().entities.statuses.entities.T1.replies_count).toBe(1);
    expect(run.getState().entities.statuses.entities.R1).toBeDefined();
  });

  it('an edit answered under another id (snac2 after a form PUT) shows in the edited row at once', async () => {
    server.use(
      http.get('/api/v1/statuses/T1/source', () => HttpResponse.json({ id: 'T1', text: 'old', spoiler_text: 'Books' })),
      http.put('/api/v1/statuses/T1', () =>
        HttpResponse.json({ ...target, id: 'T1-RENEWED', content: '<p>new</p>', edited_at: '2026-11-25T20:43:07.000Z' }),
      ),
    );
    const run = runSagaInStore(composerSaga, signedIn('snac2'));
    run.store.dispatch(composerRequested({ mode: 'edit', statusId: 'T1' }));
    await until(() => composer(run, 'edit:T1') !== undefined, 'composer');
    run.store.dispatch(composerChanged({ key: 'edit:T1', changes: { status: 'new', nsfw: false }, at: 3 }));
    run.store.dispatch(postRequested({ key: 'edit:T1' }));
    await until(() => composer(run, 'edit:T1') === undefined, 'closed');
    const form = new URLSearchParams(to('/api/v1/statuses/T1', 'PUT')[0].body);
    expect(form.get('status')).toBe('new');
    // snac2 keeps an edit's subject only when sensitive is true
    expect(form.get('spoiler_text')).toBe('Books');
    expect(form.get('sensitive')).toBe('true');
    const statuses = run.getState().entities.statuses.entities;
    expect(statuses.T1).toMatchObject({ id: 'T1', content: '<p>new</p>' });
    expect(statuses['T1-RENEWED']?.content).toBe('<p>new</p>');
    expect(run.getState().timelines.friends.ids).toEqual(['T1']);
  });

  it('an edit saved without what was asked shows the server version and keeps the editor open', async () => {
    server.use(
      http.get('/api/v1/statuses/T1/source', () => HttpResponse.json({ id: 'T1', text: 'old', spoiler_text: 'Books' })),
      http.put('/api/v1/statuses/T1', () => HttpResponse.json({ ...target, spoiler_text: '', content: '<p>new</p>' })),
    );
    const run = runSagaInStore(composerSaga, signedIn('hollo'));
    run.store.dispatch(composerRequested({ mode: 'edit', statusId: 'T1' }));
    await until(() => composer(run, 'edit:T1') !== undefined, 'composer');
    run.store.dispatch(composerChanged({ key: 'edit:T1', changes: { status: 'new' }, at: 3 }));
    run.store.dispatch(postRequested({ key: 'edit:T1' }));
    await until(() => composer(run, 'edit:T1')?.phase === 'error', 'refused');
    expect(composer(run, 'edit:T1')?.error).toEqual({ id: 'post_status.edit_missing', values: { part: 'subject' } });
    expect(run.getState().entities.statuses.entities.T1.content).toBe('<p>new</p>');
  });

  it.each(['snac2', 'hollo'] as const)('the preview is rendered here on %s, which would publish preview=true', async (name) => {
    useSagaFakeTimers();
    const run = runSagaInStore(composerSaga, signedIn(name));
    await newPost(run, { status: 'two **words**', spoilerText: 'cw', poll });
    run.store.dispatch(previewRequested({ key: 'status' }));
    jest.advanceTimersByTime(500);
    await until(() => composer(run, 'status')?.preview.state === 'shown', 'shown');
    // no request at all: an unhandled one would fail the test server
    expect(seen).toHaveLength(0);
    expect(run.getState().entities.statuses.entities['preview:status']).toMatchObject({
      account: 'ME',
      content: '<p>two **words**</p>',
      spoiler_text: 'cw',
      poll: null,
    });
  });
});

describe('the panel form', () => {
  it('inPlace builds the new-post composer without opening the modal', async () => {
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'new', inPlace: true }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    expect(selectComposerState(run.getState()).modal).toBeNull();
  });
});
