import { createEntityAdapter, createSlice, current, type EntityState } from '@reduxjs/toolkit';
import type { AccountEntity } from '../../schemas';
import { entitiesEvicted, entitiesImported } from '../../actions/entities';
import { sessionCleared } from '../auth';
import { instanceLoaded } from '../instance';
import { instanceDomain, localAcct } from '../../utils/acct';

export const accountsAdapter = createEntityAdapter<AccountEntity>();

export type AccountsState = EntityState<AccountEntity, string> & {
  /** the instance's own host (its document's uri/domain), once known: local accts are kept without it */
  localDomain?: string | null;
};

/**
 * The local-host rule (issue 17 §10, utils/acct.ts): an acct on the instance's own host is stored as Mastodon
 * writes a local one ('bob', not snac2's 'bob@127.0.0.1:8015'), and is local, whatever the server sent.
 */
export function localizeAccount(account: AccountEntity, domain: string | null | undefined): AccountEntity {
  // (a hand-made entity may come without an acct)
  if (!domain || typeof account.acct !== 'string') return account;
  const acct = localAcct(account.acct, domain);
  return acct === account.acct ? account : { ...account, acct, is_local: true };
}

/**
 * What only the own account's full copy (verify_credentials, update_credentials) carries in `pleroma` and `akkoma`:
 * a copy inside a post lacks these, and must not blank them.
 */
const OWN_ONLY = {
  pleroma: [
    'notification_settings',
    'settings_store',
    'chat_token',
    'unread_conversation_count',
    'unread_notifications_count',
    'email',
    'allow_following_move',
    'accepts_chat_messages',
  ],
  akkoma: ['permit_followback'],
} as const;

function keepOwnOnly<T extends object>(known: T | undefined, next: T | undefined, keys: readonly string[]): T | undefined {
  if (!known || !next) return next;
  const kept = Object.fromEntries(
    keys.filter((k) => k in known && !(k in next)).map((k) => [k, (known as Record<string, unknown>)[k]]),
  );
  return Object.keys(kept).length ? { ...next, ...kept } : next;
}

/**
 * A later copy over a known account. The upsert replaces each top-level key it sends: a thin copy (a mention, an
 * author inside a post) never blanks a known name or avatar, nor what only the own account's full copy carries
 * (OWN_ONLY). Everything else in `pleroma` and `akkoma` is the newer copy's, so a role the server now hides or a
 * deactivation it now reports as `is_active` is not kept from an older copy.
 */
export function mergeThinCopy(known: AccountEntity, account: AccountEntity): AccountEntity {
  const merged: AccountEntity = {
    ...known,
    ...account,
    display_name: account.display_name || known.display_name,
    avatar: account.avatar || known.avatar,
  };
  const avatarStatic = account.avatar_static || known.avatar_static;
  if (avatarStatic !== undefined) merged.avatar_static = avatarStatic;
  const pleroma = keepOwnOnly(known.pleroma, account.pleroma, OWN_ONLY.pleroma);
  if (pleroma) merged.pleroma = pleroma;
  const akkoma = keepOwnOnly(known.akkoma, account.akkoma, OWN_ONLY.akkoma);
  if (akkoma) merged.akkoma = akkoma;
  return merged;
}

const initialState: AccountsState = accountsAdapter.getInitialState();

const accountsSlice = createSlice({
  name: 'accounts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(entitiesImported, (state, { payload }) => {
      if (!payload.accounts) return;
      // A thin copy of an account (only an id, say) must not blank the name and avatar already known.
      const incoming = Object.values(payload.accounts).flatMap((raw) => {
        const account = localizeAccount(raw, state.localDomain);
        const known = state.entities[account.id];
        if (!known) return [account];
        const was = current(known);
        const merged = mergeThinCopy(was, account);
        // Every poll re-imports the authors; an unchanged one keeps its identity so its cards do not re-render.
        if (JSON.stringify(was) === JSON.stringify(merged)) return [];
        return [merged];
      });
      accountsAdapter.upsertMany(state, incoming);
    });
    // Accounts that arrived before the instance document (a visitor's first timeline) are put right when it does.
    builder.addCase(instanceLoaded, (state, { payload }) => {
      const domain = instanceDomain(payload);
      state.localDomain = domain;
      if (!domain) return;
      for (const account of Object.values(state.entities)) {
        const local = localizeAccount(account, domain);
        if (local !== account) Object.assign(account, { acct: local.acct, is_local: true });
      }
    });
    builder.addCase(entitiesEvicted, (state, { payload }) => accountsAdapter.removeMany(state, payload.accounts));
    // The instance stays the same server when someone signs out.
    builder.addCase(sessionCleared, (state) =>
      state.localDomain === undefined ? initialState : { ...initialState, localDomain: state.localDomain },
    );
  },
});

export default accountsSlice.reducer;
