// The author of a post whose server sent no usable account (missing, null, {} or without an id). The post is
// kept and shown by "Unknown account"; every such post points at this one placeholder entity.
import type { AccountEntity } from './entities';

/**
 * Reserved: `toId` refuses it, so no server id (of any entity) can ever equal it and a server cannot
 * overwrite the placeholder. Nothing may be requested for it (profile, relationship, report, mute):
 * check with `isUnknownAccount` before using an author's id in a request or a link.
 */
export const UNKNOWN_ACCOUNT_ID = ':unknown';

export const isUnknownAccount = (account: string | { id: string } | null | undefined): boolean =>
  (typeof account === 'string' ? account : account?.id) === UNKNOWN_ACCOUNT_ID;

/**
 * The placeholder entity: no name, acct or avatar (the avatar shows '?', the header the localized
 * 'Unknown account'), no url, not local, not a bot, so no rule takes it for anyone real.
 */
export function unknownAccount(): Omit<AccountEntity, 'moved' | 'pleroma'> {
  return {
    id: UNKNOWN_ACCOUNT_ID,
    username: '',
    acct: '',
    display_name: '',
    avatar: '',
    note: '',
    emojis: [],
    fields: [],
    is_local: false,
    bot: false,
    locked: false,
  };
}
