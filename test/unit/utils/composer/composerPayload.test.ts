import { emptyDraft, type ComposerDraft, type ComposerFile } from '../../../../src/features/composer/composerSlice';
import { editParams, isEmptyPost, postParams } from '../../../../src/features/composer/lib/payload';
import { buildUrl } from '../../../../src/api/client';

const file = (over: Partial<ComposerFile>): ComposerFile => ({
  localId: 'f1',
  name: 'a.png',
  size: 10,
  mimeType: 'image/png',
  mediaId: 'M1',
  previewUrl: null,
  progress: 1,
  state: 'uploaded',
  error: null,
  description: '',
  ...over,
});

const draft = (over: Partial<ComposerDraft> = {}): ComposerDraft => ({ ...emptyDraft('public', 'en', 'text/plain'), ...over });
const limits = { max_options: 4, max_option_chars: 50, min_expiration: 300, max_expiration: 86400 };
/** How the client would encode it: the same appending as a form body. */
const encoded = (params: Parameters<typeof buildUrl>[2]) => new URL(buildUrl('http://x', '/', params)).searchParams;

describe('post payload', () => {
  it('carries the spec fields, media ids and poll as form fields', () => {
    const d = draft({
      status: 'hello',
      spoilerText: 'cw',
      nsfw: true,
      visibility: 'unlisted',
      language: 'de',
      contentType: 'text/markdown',
      files: [file({}), file({ localId: 'f2', mediaId: 'M2' }), file({ localId: 'f3', mediaId: null, state: 'uploading' })],
      poll: { options: ['a', 'b', 'a', ''], multiple: true, expiresIn: 60 },
    });
    const q = encoded(postParams(d, { mode: 'reply', targetId: 'S1', pollLimits: limits }));
    expect(q.get('status')).toBe('hello');
    expect(q.get('spoiler_text')).toBe('cw');
    expect(q.get('sensitive')).toBe('true');
    expect(q.get('visibility')).toBe('unlisted');
    expect(q.get('language')).toBe('de');
    expect(q.get('content_type')).toBe('text/markdown');
    expect(q.getAll('media_ids[]')).toEqual(['M1', 'M2']);
    expect(q.getAll('poll[options][]')).toEqual(['a', 'b']);
    expect(q.get('poll[expires_in]')).toBe('300');
    expect(q.get('poll[multiple]')).toBe('true');
    expect(q.get('in_reply_to_id')).toBe('S1');
    expect(q.has('quote_id')).toBe(false);
    expect(q.has('preview')).toBe(false);
  });

  it('a quote sends quote_id; a redraft of a reply replies again', () => {
    expect(
      encoded(postParams(draft({ status: 'x' }), { mode: 'quote', targetId: 'Q', pollLimits: limits })).get('quote_id'),
    ).toBe('Q');
    const redraft = encoded(
      postParams(draft({ status: 'x' }), { mode: 'redraft', targetId: null, replyToId: 'R', pollLimits: limits }),
    );
    expect(redraft.get('in_reply_to_id')).toBe('R');
  });

  it('the preview leaves out media and poll', () => {
    const d = draft({ status: 'x', files: [file({})], poll: { options: ['a', 'b'], multiple: false, expiresIn: 600 } });
    const q = encoded(postParams(d, { mode: 'new', targetId: null, pollLimits: limits }, true));
    expect(q.get('preview')).toBe('true');
    expect(q.has('media_ids[]')).toBe(false);
    expect(q.has('poll[options][]')).toBe(false);
  });

  it('an empty poll is not sent', () => {
    const q = encoded(
      postParams(draft({ status: 'x', poll: { options: ['', ' '], multiple: false, expiresIn: 600 } }), {
        mode: 'new',
        targetId: null,
        pollLimits: limits,
      }),
    );
    expect(q.has('poll[options][]')).toBe(false);
  });

  it('the tag section is appended to the text', () => {
    const q = encoded(
      postParams(draft({ status: 'x', tags: '#t', contentType: 'text/markdown' }), {
        mode: 'new',
        targetId: null,
        pollLimits: limits,
      }),
    );
    expect(q.get('status')).toBe('x\n\n<sub><sup>#t</sup></sub>');
  });

  it('an edit sends text, subject, sensitive, content type and media but no visibility', () => {
    const q = encoded(editParams(draft({ status: 'y', spoilerText: '', files: [file({})] }), limits));
    expect(q.get('status')).toBe('y');
    expect(q.get('spoiler_text')).toBe('');
    expect(q.get('sensitive')).toBe('false');
    expect(q.getAll('media_ids[]')).toEqual(['M1']);
    expect(q.has('visibility')).toBe(false);
  });

  it('blank text without files is empty; a file alone is not', () => {
    expect(isEmptyPost(draft({ status: '  \n' }))).toBe(true);
    expect(isEmptyPost(draft({ status: '', files: [file({})] }))).toBe(false);
    expect(isEmptyPost(draft({ status: '', files: [file({ state: 'failed', mediaId: null })] }))).toBe(true);
  });
});
