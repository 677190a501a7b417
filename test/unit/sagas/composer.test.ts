import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { composerSaga } from '../../../src/features/composer/sagas/composerFlows';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { selectComposerState, type ComposerFile } from '../../../src/features/composer/composerSlice';
import { composerChanged, filesAdded, postRequested, previewRequested } from '../../../src/features/composer/composerIntents';
import { instanceLoaded } from '../../../src/slices/instance';
import { composerRequested } from '../../../src/features/composer/index';
import { timelineFetched } from '../../../src/slices/timelines';
import type { Instance } from '../../../src/api/types';
import { registerFile } from '../../../src/features/composer/lib/composerFiles';
import { DRAFTS_KEY } from '../../../src/features/composer/lib/drafts';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';

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

const signedIn = () =>
  stateAfter(
    tokenObtained({ token: 'secret-token' }),
    importAccount(me),
    loginSucceeded({ me: 'ME' }),
    instanceLoaded(instance),
    importStatuses([target]),
    timelineFetched({ key: 'friends', direction: 'initial', ids: ['T1'], maxId: null }),
  );

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

    server.use(http.get('/api/v1/statuses/T1/source', () => HttpResponse.json({ error: 'gone' }, { status: 404 })));
    run.store.dispatch(composerRequested({ mode: 'edit', statusId: 'T1' }));
    await until(() => run.getState().statusActions.T1?.error != null, 'error');
    expect(run.getState().statusActions.T1?.error).toMatchObject({ id: 'post_status.source_error', cause: { text: 'gone' } });
  });

  it('redraft deletes the status, then opens the new-post composer with its text', async () => {
    server.use(http.delete('/api/v1/statuses/T1', () => HttpResponse.json({ ...target, text: 'typed text' })));
    const run = runSagaInStore(composerSaga, signedIn());
    run.store.dispatch(composerRequested({ mode: 'redraft', statusId: 'T1' }));
    await until(() => composer(run, 'status') !== undefined, 'composer');
    expect(composer(run, 'status')).toMatchObject({ mode: 'redraft', draft: { status: 'typed text', spoilerText: 'Books' } });
    expect(run.getState().timelines.friends.ids).toEqual([]);
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
      http.post('/api/v1/statuses', () => HttpResponse.json(posted)),
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

    // only the described file is PUT, before the post
    const puts = seen.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(new URLSearchParams(puts[0].body).get('description')).toBe('a cat');
    const postReq = to('/api/v1/statuses', 'POST')[0];
    expect(seen.indexOf(puts[0])).toBeLessThan(seen.indexOf(postReq));
    const form = new URLSearchParams(postReq.body);
    expect(form.get('status')).toBe('@bob hi');
    expect(form.get('in_reply_to_id')).toBe('T1');
    expect(form.get('visibility')).toBe('private');
    expect(form.getAll('media_ids[]').sort()).toEqual(['M1', 'M2']);
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
    expect(new URLSearchParams(to('/api/v1/statuses/T1', 'PUT')[0].body).get('status')).toBe('new');
    expect(run.getState().entities.statuses.entities.T1.content).toBe('<p>new</p>');
    expect(run.getState().timelines.friends.ids).toEqual(['T1']);
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });
});

describe('preview', () => {
  afterEach(() => jest.useRealTimers());

  it('is debounced, sent with preview=true without media, poll or key, and rendered from entities', async () => {
    useSagaFakeTimers();
    const bodies: { form: URLSearchParams; key: string | null }[] = [];
    server.use(
      http.post('/api/v1/statuses', async ({ request }) => {
        bodies.push({ form: new URLSearchParams(await request.text()), key: request.headers.get('idempotency-key') });
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
    expect(bodies[0].form.get('status')).toBe('two');
    expect(bodies[0].form.get('preview')).toBe('true');
    expect(bodies[0].form.has('poll[options][]')).toBe(false);
    expect(bodies[0].key).toBeNull();
    expect(composer(run, 'status')?.preview).toEqual({ state: 'shown', statusId: 'preview:status' });
    expect(run.getState().entities.statuses.entities['preview:status']?.content).toBe('<p>seen</p>');
  });

  it('an empty post without subject previews as empty; a failure shows in the preview', async () => {
    useSagaFakeTimers();
    server.use(http.post('/api/v1/statuses', () => HttpResponse.json({ error: 'bad' }, { status: 422 })));
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
    expect(composer(run, 'status')?.preview).toMatchObject({ state: 'error', error: { text: 'bad' } });
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
