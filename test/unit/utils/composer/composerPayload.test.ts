import { emptyDraft, type ComposerDraft, type ComposerFile } from '../../../../src/features/composer/composerSlice';
import {
  editBody,
  formFields,
  isEmptyPost,
  missingFromAnswer,
  postBody,
  type StatusBody,
} from '../../../../src/features/composer/lib/payload';
import { draftHtml, localPreviewStatus } from '../../../../src/features/composer/lib/localPreview';
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
/** How the client encodes form fields: the same appending as a form body. */
const encoded = (body: StatusBody) => new URL(buildUrl('http://x', '/', formFields(body))).searchParams;
/** What goes over the wire as JSON. */
const wire = (body: StatusBody) => JSON.parse(JSON.stringify(body)) as Record<string, unknown>;

const full = draft({
  status: 'hello',
  spoilerText: 'cw',
  nsfw: false,
  visibility: 'unlisted',
  language: 'de',
  contentType: 'text/markdown',
  files: [file({}), file({ localId: 'f2', mediaId: 'M2' }), file({ localId: 'f3', mediaId: null, state: 'uploading' })],
  poll: { options: ['a', 'b', 'a', ''], multiple: true, expiresIn: 60 },
});

describe('post body as JSON (the default)', () => {
  it('carries real booleans, lists and the nested poll, and nothing that is not set', () => {
    expect(wire(postBody(full, { mode: 'reply', targetId: 'S1', pollLimits: limits }))).toEqual({
      status: 'hello',
      spoiler_text: 'cw',
      visibility: 'unlisted',
      sensitive: false,
      content_type: 'text/markdown',
      language: 'de',
      media_ids: ['M1', 'M2'],
      poll: { options: ['a', 'b'], expires_in: 300, multiple: true },
      in_reply_to_id: 'S1',
    });
  });

  it('a preview is a real boolean and carries neither media nor poll', () => {
    const body = wire(postBody(full, { mode: 'new', targetId: null, pollLimits: limits }, true));
    expect(body.preview).toBe(true);
    expect(body).not.toHaveProperty('media_ids');
    expect(body).not.toHaveProperty('poll');
    expect(body).not.toHaveProperty('in_reply_to_id');
  });

  it('an edit always sends subject, sensitive and the media list, even empty, and no visibility', () => {
    const body = wire(editBody(draft({ status: 'y' }), limits));
    expect(body).toEqual({ status: 'y', spoiler_text: '', sensitive: false, content_type: 'text/plain', media_ids: [] });
  });

  it("an edit's subject marks it sensitive only where the server needs it (snac2 drops the subject otherwise)", () => {
    const d = draft({ status: 'y', spoilerText: 'spoilers' });
    expect(editBody(d, limits).sensitive).toBe(false);
    expect(editBody(d, limits, { subjectMarksSensitive: true }).sensitive).toBe(true);
    expect(editBody(draft({ status: 'y' }), limits, { subjectMarksSensitive: true }).sensitive).toBe(false);
  });
  it('a post of files alone leaves the text out (Hollo refuses an empty one)', () => {
    const body = wire(postBody(draft({ files: [file({})] }), { mode: 'new', targetId: null, pollLimits: limits }));
    expect(body).not.toHaveProperty('status');
    expect(body.media_ids).toEqual(['M1']);
  });
});

describe('the same body as form fields (capabilities.statusBodyEncoding form)', () => {
  it('flattens the poll and lists the way Mastodon reads a form', () => {
    const q = encoded(postBody({ ...full, nsfw: true }, { mode: 'reply', targetId: 'S1', pollLimits: limits }));
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
    expect(q.has('poll')).toBe(false);
    expect(q.has('quote_id')).toBe(false);
    expect(q.has('preview')).toBe(false);
  });

  it('a quote sends quote_id; a redraft of a reply replies again', () => {
    expect(encoded(postBody(draft({ status: 'x' }), { mode: 'quote', targetId: 'Q', pollLimits: limits })).get('quote_id')).toBe(
      'Q',
    );
    const redraft = encoded(
      postBody(draft({ status: 'x' }), { mode: 'redraft', targetId: null, replyToId: 'R', pollLimits: limits }),
    );
    expect(redraft.get('in_reply_to_id')).toBe('R');
  });

  it('an empty poll is not sent', () => {
    const body = postBody(draft({ status: 'x', poll: { options: ['', ' '], multiple: false, expiresIn: 600 } }), {
      mode: 'new',
      targetId: null,
      pollLimits: limits,
    });
    expect(body.poll).toBeUndefined();
    expect(encoded(body).has('poll[options][]')).toBe(false);
  });

  it('the tag section is appended to the text', () => {
    const body = postBody(draft({ status: 'x', tags: '#t', contentType: 'text/markdown' }), {
      mode: 'new',
      targetId: null,
      pollLimits: limits,
    });
    expect(body.status).toBe('x\n\n<sub><sup>#t</sup></sub>');
  });

  it('an edit sends sensitive=false as the text the form carries', () => {
    const q = encoded(editBody(draft({ status: 'y', files: [file({})] }), limits));
    expect(q.get('sensitive')).toBe('false');
    expect(q.getAll('media_ids[]')).toEqual(['M1']);
    expect(q.has('visibility')).toBe(false);
  });
});

describe('an answer that lacks what was asked', () => {
  const sent = postBody(full, { mode: 'reply', targetId: 'S1', pollLimits: limits });
  const answer = {
    id: 'N',
    poll: { id: 'P' },
    media_attachments: [{ id: 'http://snac.example/alice/p/1_0' }, { id: 'http://snac.example/alice/p/1_1' }],
    spoiler_text: 'cw',
    in_reply_to_id: 'S1',
  };

  it('nothing is missing when the answer has all of it, whatever ids the server gave the files', () => {
    expect(missingFromAnswer(sent, answer)).toBeNull();
  });

  it('a dropped poll (snac2 with a JSON poll, Hollo with a form poll)', () => {
    expect(missingFromAnswer(sent, { ...answer, poll: null })).toBe('poll');
  });

  it('fewer files than sent', () => {
    expect(missingFromAnswer(sent, { ...answer, media_attachments: [answer.media_attachments[0]] })).toBe('media');
  });

  it('a dropped subject', () => {
    expect(missingFromAnswer(sent, { ...answer, spoiler_text: '' })).toBe('subject');
  });

  it('a reply that is no longer one', () => {
    expect(missingFromAnswer(sent, { ...answer, in_reply_to_id: null })).toBe('reply');
  });

  it('what was not asked for is not missed', () => {
    expect(
      missingFromAnswer(postBody(draft({ status: 'x' }), { mode: 'new', targetId: null, pollLimits: limits }), { id: 'N' }),
    ).toBeNull();
  });
});

describe('the local preview', () => {
  it('renders plain text in paragraphs with line breaks and links, escaped', () => {
    expect(draftHtml('one <b>\ntwo https://a.example/x\n\nthree', 'text/plain')).toBe(
      '<p>one &lt;b&gt;<br>two <a href="https://a.example/x">https://a.example/x</a></p><p>three</p>',
    );
  });

  it('renders markdown through the markdown renderer', () => {
    expect(draftHtml('**bold**', 'text/markdown')).toBe('<p><strong>bold</strong></p>');
  });

  it('is a status by the member, with the subject and no media or poll', () => {
    const body = postBody(full, { mode: 'new', targetId: null, pollLimits: limits }, true);
    const status = localPreviewStatus('preview:status', body, { id: 'ME' }, 0);
    expect(status).toMatchObject({
      id: 'preview:status',
      account: { id: 'ME' },
      spoiler_text: 'cw',
      sensitive: true,
      visibility: 'unlisted',
      media_attachments: [],
      poll: null,
      created_at: '1970-01-01T00:00:00.000Z',
    });
  });
});

it('blank text without files is empty; a file alone is not', () => {
  expect(isEmptyPost(draft({ status: '  \n' }))).toBe(true);
  expect(isEmptyPost(draft({ status: '', files: [file({})] }))).toBe(false);
  expect(isEmptyPost(draft({ status: '', files: [file({ state: 'failed', mediaId: null })] }))).toBe(true);
});
