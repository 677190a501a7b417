import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';
import type { AccountEntity, PollEntity, StatusEntity } from '../schemas';

/** What a status row shows: for a repeat, the repeated status plus who repeated it. */
export interface StatusView {
  /** the timeline entry's id (the repeat's own id for a repeat) */
  entryId: string;
  status: StatusEntity;
  account: AccountEntity;
  rebloggedBy: AccountEntity | null;
  poll: PollEntity | null;
  quote: { status: StatusEntity; account: AccountEntity } | null;
}

const statusById = (s: RootState, id: string | null | undefined) => (id ? s.entities.statuses.entities[id] : undefined);
const accountById = (s: RootState, id: string | null | undefined) => (id ? s.entities.accounts.entities[id] : undefined);
const shownStatus = (s: RootState, entryId: string) => {
  const entry = statusById(s, entryId);
  return entry?.reblog ? statusById(s, entry.reblog) : entry;
};

/**
 * One selector per row (a factory), each reading only its own entities, so a change to one status
 * re-renders one row, not the timeline.
 */
export const makeSelectStatusView = () =>
  createSelector(
    [
      (_: RootState, entryId: string) => entryId,
      (s: RootState, entryId: string) => statusById(s, entryId),
      (s: RootState, entryId: string) => shownStatus(s, entryId),
      (s: RootState, entryId: string) => accountById(s, statusById(s, entryId)?.account),
      (s: RootState, entryId: string) => accountById(s, shownStatus(s, entryId)?.account),
      (s: RootState, entryId: string) => {
        const poll = shownStatus(s, entryId)?.poll;
        return poll ? s.entities.polls.entities[poll] : undefined;
      },
      (s: RootState, entryId: string) => statusById(s, shownStatus(s, entryId)?.quote),
      (s: RootState, entryId: string) => accountById(s, statusById(s, shownStatus(s, entryId)?.quote)?.account),
    ],
    (entryId, entry, status, entryAccount, account, poll, quote, quoteAccount): StatusView | null => {
      if (!entry || !status || !account) return null;
      return {
        entryId,
        status,
        account,
        rebloggedBy: entry !== status ? (entryAccount ?? null) : null,
        poll: poll ?? null,
        quote: quote && quoteAccount ? { status: quote, account: quoteAccount } : null,
      };
    },
  );
