// Composer drafts in localStorage under `drafts` (spec 001 §3 Draft): one entry per composer key
// ('status', 'reply:{id}', 'quote:{id}'; edits are never stored), saved on every change.
import type { ComposerDraft, ComposerFile, ComposerKey } from '../composerSlice';
import { readJson, removeKey, writeJson } from '../../../utils/storage';

export const DRAFTS_KEY = 'drafts';

/** The stored form: the spec's fields; files are the uploaded ones, their descriptions by media id. */
export interface StoredDraft {
  updatedAt: number;
  /** the composer's draft without its view flag (whether the subject field shows) */
  data: Omit<ComposerDraft, 'subjectVisible'> & { mediaDescriptions: Record<string, string> };
}

export const isDraftKey = (key: ComposerKey): boolean => key === 'status' || /^(reply|quote):./.test(key);

const readAll = (): Record<string, StoredDraft> => {
  const all = readJson<Record<string, StoredDraft>>(DRAFTS_KEY);
  return all && typeof all === 'object' && !Array.isArray(all) ? all : {};
};

/** Nothing worth keeping: no text, subject, tags, file or poll option. */
export function isDraftEmpty(draft: ComposerDraft): boolean {
  return (
    draft.status.trim() === '' &&
    draft.spoilerText.trim() === '' &&
    draft.tags.trim() === '' &&
    draft.files.length === 0 &&
    !(draft.poll && draft.poll.options.some((o) => o.trim() !== ''))
  );
}

/** Only files the server has can come back after a reload; one still uploading is lost with the page. */
const keptFiles = (files: ComposerFile[]): ComposerFile[] =>
  files.filter((f) => f.state === 'uploaded' && f.mediaId).map((f) => ({ ...f, progress: 1, error: null }));

export function toStoredDraft(draft: ComposerDraft, updatedAt: number): StoredDraft {
  const files = keptFiles(draft.files);
  return {
    updatedAt,
    data: {
      status: draft.status,
      spoilerText: draft.spoilerText,
      tags: draft.tags,
      nsfw: draft.nsfw,
      files,
      poll: draft.poll,
      mediaDescriptions: Object.fromEntries(files.map((f) => [f.mediaId as string, f.description])),
      visibility: draft.visibility,
      language: draft.language,
      contentType: draft.contentType,
    },
  };
}

/** A stored draft laid over `base` (the composer's defaults): a field missing from storage keeps the default. */
export function fromStoredDraft(stored: StoredDraft, base: ComposerDraft): ComposerDraft {
  const d = stored.data ?? ({} as Partial<StoredDraft['data']>);
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const descriptions = d.mediaDescriptions ?? {};
  const files = Array.isArray(d.files)
    ? d.files
        .filter((f) => f && typeof f.localId === 'string' && f.mediaId)
        .map((f) => ({ ...f, description: descriptions[f.mediaId as string] ?? f.description ?? '' }))
    : base.files;
  const spoilerText = str(d.spoilerText, base.spoilerText);
  return {
    status: str(d.status, base.status),
    spoilerText,
    tags: str(d.tags, base.tags),
    nsfw: typeof d.nsfw === 'boolean' ? d.nsfw : base.nsfw,
    files,
    poll: d.poll && Array.isArray(d.poll.options) ? d.poll : null,
    visibility: str(d.visibility, base.visibility),
    language: str(d.language, base.language),
    contentType: str(d.contentType, base.contentType),
    subjectVisible: base.subjectVisible || spoilerText !== '',
  };
}

export function loadDraft(key: ComposerKey): StoredDraft | null {
  if (!isDraftKey(key)) return null;
  return readAll()[key] ?? null;
}

/** Saves the draft, or deletes it when empty (spec: deleted when empty). Edits are never stored. */
export function saveDraft(key: ComposerKey, draft: ComposerDraft, updatedAt: number): void {
  if (!isDraftKey(key)) return;
  if (isDraftEmpty(draft)) {
    deleteDraft(key);
    return;
  }
  writeJson(DRAFTS_KEY, { ...readAll(), [key]: toStoredDraft(draft, updatedAt) });
}

export function deleteDraft(key: ComposerKey): void {
  const all = readAll();
  if (!(key in all)) return;
  delete all[key];
  if (Object.keys(all).length === 0) removeKey(DRAFTS_KEY);
  else writeJson(DRAFTS_KEY, all);
}
