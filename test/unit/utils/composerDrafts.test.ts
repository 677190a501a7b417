import { emptyDraft, type ComposerDraft } from '../../../src/features/composer/composerSlice';
import {
  deleteDraft,
  DRAFTS_KEY,
  fromStoredDraft,
  isDraftEmpty,
  loadDraft,
  saveDraft,
} from '../../../src/features/composer/lib/drafts';

const base = (): ComposerDraft => emptyDraft('public', 'en', 'text/plain');
const stored = () => JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('drafts', () => {
  it('are stored under drafts by key with the spec fields and updatedAt', () => {
    const draft: ComposerDraft = {
      ...base(),
      status: 'half a sent',
      spoilerText: 'cw',
      tags: '#t',
      nsfw: true,
      visibility: 'private',
      language: 'de',
      contentType: 'text/markdown',
      poll: { options: ['a', ''], multiple: false, expiresIn: 600 },
      files: [
        {
          localId: 'f1',
          name: 'a.png',
          size: 3,
          mimeType: 'image/png',
          mediaId: 'M1',
          previewUrl: '/p.png',
          progress: 1,
          state: 'uploaded',
          error: null,
          description: 'a cat',
        },
        {
          localId: 'f2',
          name: 'b.png',
          size: 3,
          mimeType: 'image/png',
          mediaId: null,
          previewUrl: null,
          progress: 0.5,
          state: 'uploading',
          error: null,
          description: '',
        },
      ],
    };
    saveDraft('reply:9', draft, 1234);
    const all = stored();
    expect(Object.keys(all)).toEqual(['reply:9']);
    expect(all['reply:9'].updatedAt).toBe(1234);
    expect(all['reply:9'].data).toMatchObject({
      status: 'half a sent',
      spoilerText: 'cw',
      tags: '#t',
      nsfw: true,
      visibility: 'private',
      language: 'de',
      contentType: 'text/markdown',
      poll: { options: ['a', ''] },
      mediaDescriptions: { M1: 'a cat' },
    });
    // a file still uploading cannot come back after a reload
    expect(all['reply:9'].data.files.map((f: { mediaId: string }) => f.mediaId)).toEqual(['M1']);

    const back = fromStoredDraft(loadDraft('reply:9')!, base());
    expect(back).toMatchObject({ status: 'half a sent', spoilerText: 'cw', subjectVisible: true, visibility: 'private' });
    expect(back.files[0]).toMatchObject({ mediaId: 'M1', description: 'a cat', state: 'uploaded' });
  });

  it('an empty draft is deleted, other keys stay', () => {
    saveDraft('status', { ...base(), status: 'x' }, 1);
    saveDraft('quote:5', { ...base(), status: 'y' }, 2);
    saveDraft('status', base(), 3);
    expect(Object.keys(stored())).toEqual(['quote:5']);
    deleteDraft('quote:5');
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('edits are never stored', () => {
    saveDraft('edit:1', { ...base(), status: 'x' }, 1);
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    expect(loadDraft('edit:1')).toBeNull();
  });

  it('a poll with only blank options, and blank text, are empty', () => {
    expect(isDraftEmpty({ ...base(), status: ' ', poll: { options: ['', ''], multiple: false, expiresIn: 600 } })).toBe(true);
    expect(isDraftEmpty({ ...base(), tags: '#x' })).toBe(false);
  });

  it('broken storage gives no draft, and a stored draft missing fields keeps the defaults', () => {
    localStorage.setItem(DRAFTS_KEY, '[1,2');
    expect(loadDraft('status')).toBeNull();
    const back = fromStoredDraft({ updatedAt: 1, data: { status: 'only text' } } as never, base());
    expect(back).toMatchObject({ status: 'only text', visibility: 'public', contentType: 'text/plain', files: [] });
  });
});
