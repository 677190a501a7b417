import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { AccountEntity } from '../../../schemas/index';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { moderationItems, rolesShown, selectTagPolicy, type ModerationItem } from '../adminUsersSelectors';
import { type ModerationToggle } from '../adminUsersSlice';
import { adminRolesWanted, moderationRequested } from '../moderationIntents';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { Popover } from '../../../components/Popover/Popover';
import './ModerationMenu.css';
import { selectAdminUsersState } from '../adminUsersSlice';

const LABELS: Record<ModerationToggle, string> = {
  admin: 'moderation.admin',
  moderator: 'moderation.moderator',
  deactivated: 'moderation.deactivated',
  delete: 'moderation.delete',
  'mrf_tag:media-force-nsfw': 'moderation.force_nsfw',
  'mrf_tag:media-strip': 'moderation.strip_media',
  'mrf_tag:force-unlisted': 'moderation.force_unlisted',
  'mrf_tag:sandbox': 'moderation.sandbox',
  'mrf_tag:disable-remote-subscription': 'moderation.disable_remote_subscription',
  'mrf_tag:disable-any-subscription': 'moderation.disable_any_subscription',
  'mrf_tag:quarantine': 'moderation.quarantine',
};

/** The heading an item sits under; a new one starts where it changes. */
const groupOf = (toggle: ModerationToggle): string =>
  toggle === 'admin' || toggle === 'moderator'
    ? 'moderation.rights'
    : toggle.startsWith('mrf_tag:')
      ? 'moderation.restrictions'
      : 'moderation.account';

/** The profile route's parameter names this account (/users/{id}, /users/{name}, /{name}). */
function useOnProfileOf(account: AccountEntity): boolean {
  const { name } = useParams();
  if (!name) return false;
  const wanted = name.toLowerCase();
  return [account.id, account.acct, account.username].some((x) => x.toLowerCase() === wanted);
}

function Check({ on }: { on: boolean }) {
  return (
    <svg className="moderation-check" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      {on && <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />}
    </svg>
  );
}

interface ItemsProps {
  account: AccountEntity;
  onToggle: (item: ModerationItem) => void;
}

/** The open menu's items; mounting it asks the admin API for the roles. */
function ModerationItems({ account, onToggle }: ItemsProps) {
  const dispatch = useAppDispatch();
  const fetched = useAppSelector((s) => selectAdminUsersState(s).roles[account.id]);
  const busy = useAppSelector((s) => selectAdminUsersState(s).busy[account.id]);
  const tagPolicy = useAppSelector(selectTagPolicy);
  const shown = rolesShown(account);
  const roles = fetched ?? shown;
  const asked = fetched !== undefined;
  const hidden = shown === null;

  // The admin API has the roles even when the account hides them, and some servers send `false` for a hidden
  // role instead of leaving it out: ask once per account (a failed look-up is tried again at the next opening).
  useEffect(() => {
    if (account.is_local && !asked) dispatch(adminRolesWanted({ accountId: account.id, nickname: account.acct, hidden }));
  }, [dispatch, account.id, account.acct, account.is_local, asked, hidden]);

  const items = moderationItems(account, roles, tagPolicy);
  return (
    <ul className="user-card-menu-list moderation-menu-list">
      {items.map((item, i) => {
        const group = groupOf(item.toggle);
        const action = item.toggle === 'delete';
        const previous = items[i - 1]; // none for the first item
        return (
          <li key={item.toggle}>
            {!action && (!previous || groupOf(previous.toggle) !== group) && (
              <div className="moderation-menu-heading">
                <FormattedMessage id={group} />
              </div>
            )}
            <button
              type="button"
              className={`user-card-menu-item moderation-menu-item${action ? ' moderation-menu-danger' : ''}`}
              data-action={item.toggle}
              aria-pressed={action ? undefined : item.checked}
              disabled={busy?.includes(item.toggle)}
              onClick={() => onToggle(item)}
            >
              {!action && <Check on={item.checked} />}
              <FormattedMessage id={LABELS[item.toggle]} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The admin's Moderation menu on another user's card (spec 001 §6 "Admin only"): rights for local users,
 * activation, TagPolicy restrictions when the instance has it, and deletion after a warning. Each toggle
 * shows the server's current state and changes only when the server agrees (sagas/adminUsers.ts).
 */
export default function ModerationMenu({ account }: { account: AccountEntity }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const onProfile = useOnProfileOf(account);
  const [confirming, setConfirming] = useState(false);
  const label = intl.formatMessage({ id: 'moderation.menu' });
  const target = { accountId: account.id, nickname: account.acct };

  const deleteConfirmed = () => {
    setConfirming(false);
    dispatch(moderationRequested({ ...target, toggle: 'delete', on: true, leaveProfile: onProfile }));
  };

  return (
    <>
      <Popover
        className="user-card-menu moderation-menu"
        label={label}
        trigger={(props) => (
          <button type="button" className="button moderation-menu-button" {...props}>
            {label}
          </button>
        )}
      >
        {(close) => (
          <ModerationItems
            account={account}
            onToggle={({ toggle, checked }) => {
              if (toggle !== 'delete') {
                dispatch(moderationRequested({ ...target, toggle, on: !checked }));
                return;
              }
              close();
              setConfirming(true);
            }}
          />
        )}
      </Popover>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="moderation.delete_confirm_title" values={{ user: account.acct }} />}
          confirmLabel={<FormattedMessage id="moderation.delete" />}
          onConfirm={deleteConfirmed}
          onCancel={() => setConfirming(false)}
        >
          <FormattedMessage id="moderation.delete_confirm" />
        </ConfirmDialog>
      )}
    </>
  );
}
