import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../store/rootReducer';
import type { ComposerKey, ComposerState } from './composerSlice';
import type { PollLimits } from '../../api/types/index';
import { pollLimitsOf, pollsAvailable } from './lib/poll';
import { allowedScopes, type Scope } from './lib/scopes';
import { selectCapabilities } from '../../selectors/instance';
import { selectComposerState } from './composerSlice';
import { toUserCandidate, type UserCandidate } from './lib/autocomplete';

export const selectComposer = (s: RootState, key: ComposerKey): ComposerState | null =>
  selectComposerState(s).composers[key] ?? null;

/** The composer of the post-status or edit modal, when one is open. */
export const selectModalComposer = (s: RootState): ComposerState | null => {
  const { modal, composers } = selectComposerState(s);
  return modal ? (composers[modal.key] ?? null) : null;
};

/** Which inline composer is open under a card ('reply' | 'quote'), if any. */
export const selectInlineComposerMode = (s: RootState, statusId: string): 'reply' | 'quote' | null =>
  selectComposerState(s).inline[statusId] ?? null;

/** The key of the inline composer under a card, matching the draft keys. */
export const inlineComposerKey = (statusId: string, mode: 'reply' | 'quote'): ComposerKey => `${mode}:${statusId}`;

/** Files still going up: the post button waits for them. */
export const selectUploadingCount = (s: RootState, key: ComposerKey): number =>
  selectComposerState(s).composers[key]?.draft.files.filter((f) => f.state === 'uploading').length ?? 0;

/** Instance settings read by the composer (spec 001 §3). */
export interface ComposerLimits {
  /** 0 or less: no limit */
  textLimit: number;
  /** bytes per file; null when the server names none */
  uploadLimit: number | null;
  /** files per post; null when the server names none */
  fileLimit: number | null;
  pollLimits: PollLimits;
  pollsAvailable: boolean;
  postFormats: string[];
  editingAvailable: boolean;
  quotePosting: boolean;
  safeDM: boolean;
}

const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

export const selectComposerLimits = createSelector(
  [selectCapabilities, (s: RootState) => s.instance.instance],
  (capabilities, instance): ComposerLimits => {
    // Pleroma/Akkoma send max_media_attachments at the top of v1; Mastodon under configuration.statuses.
    const v1 = instance && 'max_media_attachments' in instance ? positive(instance.max_media_attachments) : null;
    return {
      textLimit: capabilities.textLimit,
      uploadLimit: capabilities.uploadLimits.general,
      fileLimit: v1 ?? positive(instance?.configuration?.statuses?.max_media_attachments),
      pollLimits: pollLimitsOf(capabilities.pollLimits),
      pollsAvailable: pollsAvailable(capabilities.polls, capabilities.pollLimits),
      postFormats: capabilities.postFormats,
      editingAvailable: capabilities.editing,
      quotePosting: capabilities.quotePosting,
      safeDM: capabilities.safeDmMentions,
    };
  },
);

// One array per original scope, so components selecting it do not re-render for an equal new list.
const scopeLists = new Map<string, Scope[]>();
const scopesFor = (original: string | null): Scope[] => {
  const cacheKey = original ?? '';
  let list = scopeLists.get(cacheKey);
  if (!list) scopeLists.set(cacheKey, (list = allowedScopes(original)));
  return list;
};

/** Scopes the selector offers for a composer: all for a new post, none wider than the original for a reply. */
export const selectAllowedScopes = (s: RootState, key: ComposerKey): Scope[] => {
  const c = selectComposerState(s).composers[key];
  if (!c || c.mode !== 'reply' || !c.targetId) return scopesFor(null);
  return scopesFor(s.entities.statuses.entities[c.targetId]?.visibility ?? null);
};

/** Every account the store knows, as @user suggestions offered before asking the server. */
export const selectKnownUsers = createSelector([(s: RootState) => s.entities.accounts.entities], (accounts): UserCandidate[] =>
  Object.values(accounts).flatMap((a) => (a ? [toUserCandidate(a)] : [])),
);
