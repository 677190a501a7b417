import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';
import { isUnknownAccount, type AccountEntity, type RelationshipEntity, type StatusEntity } from '../schemas';
import { parseTimelineKey } from '../slices/timelines';
import { muteWordHits, statusText } from '../utils/muteWords';
import { selectSettings } from './settings';

export { isNsfw } from '../utils/muteWords';

/** Why a post is muted (spec 001 §4 "mute and hide rules"). */
export type MuteReason = 'user' | 'thread' | 'word' | 'bot' | 'mentionsBlocked' | 'filtered';

/** Where a post is shown: some rules have exemptions there. */
export interface MuteContext {
  /** the timeline key it is shown in ('friends', 'user:ID', …), if any */
  timelineKey?: string;
  /** the profile being viewed (its owner's posts are exempt there unless a word hits) */
  profileId?: string;
  /** the conversation being viewed (thread-muted posts are exempt there unless a word hits) */
  conversationId?: string;
  /** the post the conversation was opened on: never hidden, and exempt unless a word hits */
  focusedId?: string;
  /** compact view (bot muting does not apply) */
  compact?: boolean;
  /** staff reviewing reported posts (the reports area): no mute or hide rule applies */
  staffReview?: boolean;
}

export interface MuteState {
  /** shown behind a notice with an unmute toggle */
  muted: boolean;
  /** not shown at all (a hide setting applies) */
  hidden: boolean;
  reasons: MuteReason[];
}

const NOT_MUTED: MuteState = { muted: false, hidden: false, reasons: [] };

type Relationships = Record<string, RelationshipEntity | undefined>;

/** Mastodon 4's `filtered` results on a status (server-side filters); other servers send none. */
interface FilterResult {
  filter?: { id?: unknown; filter_action?: string };
}

/** The server's filters as last read (the settings tab, or the stream's filters_changed); null until then. */
export type KnownFilters = readonly { id: string; action: 'warn' | 'hide'; expiresAt: string | null }[] | null;

/**
 * A status's filter results. Once the filters have been read, a result is taken as its filter is now, as
 * Mastodon's own client does: a removed or expired filter no longer applies, and a changed action does.
 */
function serverFilters(status: StatusEntity, known: KnownFilters): FilterResult[] {
  const filtered: unknown = (status as { filtered?: unknown }).filtered;
  const results = Array.isArray(filtered) ? filtered.filter((f): f is FilterResult => typeof f === 'object' && f !== null) : [];
  if (!known) return results;
  const now = Date.now();
  return results.flatMap((r) => {
    const id = r.filter?.id;
    if (typeof id !== 'string' && typeof id !== 'number') return [r];
    const f = known.find((k) => k.id === String(id) && !(k.expiresAt && Date.parse(k.expiresAt) <= now));
    return f ? [{ filter: { ...r.filter, filter_action: f.action } }] : [];
  });
}

/** The read filters (one array while unchanged), or null. */
export const selectKnownFilters = (s: RootState): KnownFilters =>
  s.serverFilters?.status === 'loaded' ? s.serverFilters.items : null;

/** Pleroma says thread_muted; Mastodon's `muted` itself means the conversation is muted. */
const isThreadMuted = (s: StatusEntity) => (s.pleroma && 'thread_muted' in s.pleroma ? !!s.pleroma.thread_muted : !!s.muted);
/** Pleroma also sets `muted` when the author is muted; that is the case when the thread is not muted. */
const serverSaysUserMuted = (s: StatusEntity) => !!s.muted && !!s.pleroma && s.pleroma.thread_muted === false;

/** The profile a context shows: given, or read from a 'user:ID' timeline key. */
function profileOf(context: MuteContext): string | undefined {
  if (context.profileId) return context.profileId;
  if (!context.timelineKey) return undefined;
  const { kind, param } = parseTimelineKey(context.timelineKey);
  return kind === 'user' && param ? param : undefined;
}

interface RuleInputs {
  entry: StatusEntity | undefined;
  status: StatusEntity | undefined;
  author: AccountEntity | undefined;
  me: string | null;
  relationships: Relationships;
  settings: ReturnType<typeof selectSettings>;
  profileId: string | undefined;
  inConversation: boolean;
  compact: boolean;
  /** the post the reader opened (/notice/{id}) */
  focused?: boolean;
  /** the server's filters as last read; null or absent: the status's filter results are taken as sent */
  knownFilters?: KnownFilters;
}

/** Taken out of a timeline by the reply setting: never shown, so no notice names a reason. */
const REPLY_HIDDEN: MuteState = { muted: true, hidden: true, reasons: [] };

/**
 * replyVisibility, applied here too: Mastodon ignores the query parameter Pleroma reads. 'following'
 * keeps replies addressed to the reader or to someone they follow, 'self' only those to the reader.
 * A reply addressed to nobody else (its author's own thread) stays; so do repeats, the reader's
 * conversations and the profile being read.
 */
function hiddenReply(i: RuleInputs, status: StatusEntity, entry: StatusEntity): boolean {
  const rule = i.settings.replyVisibility;
  if (rule === 'all' || !status.in_reply_to_id || entry !== status || i.inConversation || i.focused) return false;
  if (i.profileId !== undefined && status.account === i.profileId) return false;
  const addressed = new Set([status.in_reply_to_account_id, ...status.mentions.map((m) => m.id)]);
  addressed.delete(null);
  addressed.delete(status.account);
  if (addressed.size === 0) return false;
  return ![...addressed].some((id) => id === i.me || (rule === 'following' && !!id && !!i.relationships[id]?.following));
}

/** The rules themselves, in the spec's order. Pure: the selectors below only memoize it. */
export function computeMuteState(i: RuleInputs): MuteState {
  const { entry, status, settings, relationships } = i;
  if (!entry || !status) return NOT_MUTED;
  // Own posts (and own repeats) are never muted.
  if (i.me && (status.account === i.me || entry.account === i.me)) return NOT_MUTED;
  if (i.me && hiddenReply(i, status, entry)) return REPLY_HIDDEN;

  const words = Array.isArray(settings.muteWords) ? settings.muteWords.filter((w): w is string => typeof w === 'string') : [];
  const wordHit = muteWordHits(statusText(status), status.spoiler_text, words, settings.wholeWordMuting).length > 0;
  const filters = serverFilters(status, i.knownFilters ?? null);
  const filterHide = filters.some((f) => f.filter?.filter_action === 'hide');

  // The unknown-account placeholder is nobody: no relationship, profile or own-post rule applies to it.
  const mutedAuthor = (id: string) => !isUnknownAccount(id) && !!relationships[id]?.muting;
  const user =
    mutedAuthor(status.account) ||
    (entry !== status && mutedAuthor(entry.account)) ||
    serverSaysUserMuted(status) ||
    (entry !== status && serverSaysUserMuted(entry));
  const thread = isThreadMuted(status);
  const bot = settings.muteBotStatuses && !i.compact && !!i.author?.bot;
  const mentionsBlocked = status.mentions.some(
    (m) => m.id !== i.me && (!!relationships[m.id]?.blocking || !!relationships[m.id]?.muting),
  );

  const reasons: MuteReason[] = [];
  if (user) reasons.push('user');
  if (thread) reasons.push('thread');
  if (wordHit) reasons.push('word');
  if (bot) reasons.push('bot');
  if (mentionsBlocked) reasons.push('mentionsBlocked');
  if (filters.length > 0) reasons.push('filtered');
  if (reasons.length === 0) return NOT_MUTED;

  // The profile's owner in their profile, and thread-muted posts in their conversation, are exempt unless a word hits.
  // So is the post the reader opened: they asked for it by its address (a word hit still puts it behind the notice).
  const anyWord = wordHit || filters.length > 0;
  const exempt =
    !anyWord &&
    ((i.profileId !== undefined && status.account === i.profileId && !isUnknownAccount(i.profileId)) ||
      (i.inConversation && thread) ||
      !!i.focused);
  if (exempt) return NOT_MUTED;
  // The opened post is never taken off its own page: at most it waits behind the notice with the eye toggle.
  if (i.focused) return { muted: true, hidden: false, reasons };

  const hidden =
    filterHide ||
    settings.hideFilteredStatuses ||
    (user && settings.hideMutedPosts) ||
    (thread && settings.hideMutedThreads) ||
    (anyWord && settings.hideWordFilteredPosts) ||
    (mentionsBlocked && settings.hideThreadsWithBlockedUsers);
  return { muted: true, hidden, reasons };
}

const sameState = (a: MuteState, b: MuteState) =>
  a === b ||
  (a.muted === b.muted &&
    a.hidden === b.hidden &&
    a.reasons.length === b.reasons.length &&
    a.reasons.every((r, k) => r === b.reasons[k]));

const statusById = (s: RootState, id: string | null | undefined) => (id ? s.entities.statuses.entities[id] : undefined);
const shownStatus = (s: RootState, entryId: string) => {
  const entry = statusById(s, entryId);
  return entry?.reblog ? statusById(s, entry.reblog) : entry;
};

/**
 * One selector per row (a factory, like makeSelectStatusView). Its result keeps its identity while
 * the verdict is the same, so a change elsewhere (a favourite, another user's relationship) re-renders nothing.
 */
export const makeSelectMuteState = () =>
  createSelector(
    [
      (s: RootState, entryId: string) => statusById(s, entryId),
      (s: RootState, entryId: string) => shownStatus(s, entryId),
      (s: RootState, entryId: string) => {
        const account = shownStatus(s, entryId)?.account;
        return account ? s.entities.accounts.entities[account] : undefined;
      },
      (s: RootState) => s.auth.me,
      (s: RootState) => s.entities.relationships.entities as Relationships,
      selectSettings,
      (_s: RootState, _entryId: string, context: MuteContext) => profileOf(context),
      (_s: RootState, _entryId: string, context: MuteContext) => context.conversationId !== undefined,
      (_s: RootState, _entryId: string, context: MuteContext) => !!context.compact,
      (_s: RootState, entryId: string, context: MuteContext) => context.focusedId !== undefined && context.focusedId === entryId,
      (_s: RootState, _entryId: string, context: MuteContext) => !!context.staffReview,
      selectKnownFilters,
    ],
    (
      entry,
      status,
      author,
      me,
      relationships,
      settings,
      profileId,
      inConversation,
      compact,
      focused,
      staffReview,
      knownFilters,
    ): MuteState =>
      staffReview
        ? NOT_MUTED
        : computeMuteState({
            entry,
            status,
            author,
            me,
            relationships,
            settings,
            profileId,
            inConversation,
            compact,
            focused,
            knownFilters,
          }),
    { memoizeOptions: { resultEqualityCheck: sameState } },
  );

/** Whether media is hidden where a post is shown: the quick setting "hide media", or its conversation twin. */
export const selectHideMedia = (s: RootState, context: MuteContext): boolean => {
  const settings = selectSettings(s);
  return context.conversationId !== undefined ? settings.hideAttachmentsInConv : settings.hideAttachments;
};
