// The settings modal's "Mutes and blocks" tab (spec 001 §2 Settings): muted and blocked accounts, each list paged,
// undone per row or for the selected rows; when the mute ends, where the server keeps one; blocked domains with
// add and remove.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import type { RootState } from '../../../../store/rootReducer';
import { Avatar } from '../../../../components/Avatar/Avatar';
import { EmojiText } from '../../../../components/EmojiText/EmojiText';
import {
  accountsReleased,
  domainBlockRequested,
  muteExpiryChanged,
  mutesListRequested,
  pendingKey,
  selectMutesTabState,
  type AccountListKind,
  type MutesListKind,
  type PagedList,
} from './mutesTabSlice';
import { cleanDomain } from './domains';
import './MutesTab.css';

const SECTIONS: MutesListKind[] = ['mutes', 'blocks', 'domains'];

/** Mute lengths offered when the server keeps an end (seconds; 0 = for good). */
const EXPIRY_CHOICES = [0, 3_600, 86_400, 604_800, 2_592_000];

/** "Indefinitely", or the length in the reader's language ("1 hour", "7 days") from Intl's own unit names. */
function expiryChoiceLabel(intl: IntlShape, seconds: number): string {
  if (seconds === 0) return intl.formatMessage({ id: 'settings.mutes.forever' });
  const [value, unit] = seconds % 86_400 === 0 ? [seconds / 86_400, 'day'] : [seconds / 3_600, 'hour'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
}

function ExpiryText({ at }: { at: string | null | undefined }) {
  const intl = useIntl();
  if (!at) return <FormattedMessage id="settings.mutes.forever" />;
  const when = intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return <FormattedMessage id="settings.mutes.expires_at" values={{ date: <time dateTime={at}>{when}</time> }} />;
}

function AccountRow({
  kind,
  id,
  selected,
  onSelect,
}: {
  kind: AccountListKind;
  id: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const account = useAppSelector((s: RootState) => s.entities.accounts.entities[id]);
  const { pending, muteExpiry, expirySupported } = useAppSelector(selectMutesTabState);
  const busy = !!pending[pendingKey(kind, id)];
  if (!account) return null;
  const name = account.display_name || account.username;
  const actionId = kind === 'mutes' ? 'settings.mutes.unmute' : 'settings.mutes.unblock';
  return (
    <li className="mutes-row">
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={intl.formatMessage({ id: 'settings.mutes.select_account' }, { name: `@${account.acct}` })}
      />
      <Avatar account={account} size={40} />
      <span className="mutes-row-name">
        <bdi className="mutes-row-display">
          <EmojiText text={name} emojis={account.emojis} />
        </bdi>
        <span className="mutes-row-acct">@{account.acct}</span>
        {kind === 'mutes' && expirySupported && (
          <span className="mutes-row-expiry">
            <ExpiryText at={muteExpiry[id]} />
          </span>
        )}
      </span>
      {kind === 'mutes' && expirySupported && (
        <select
          className="mutes-row-expiry-select"
          value=""
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'settings.mutes.change_expiry' }, { name: `@${account.acct}` })}
          onChange={(e) => {
            if (e.target.value !== '') dispatch(muteExpiryChanged({ id, seconds: Number(e.target.value) }));
          }}
        >
          <option value="">{intl.formatMessage({ id: 'settings.mutes.change_expiry_short' })}</option>
          {EXPIRY_CHOICES.map((s) => (
            <option key={s} value={s}>
              {expiryChoiceLabel(intl, s)}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-label={intl.formatMessage({ id: `${actionId}_named` }, { name: `@${account.acct}` })}
        onClick={() => dispatch(accountsReleased({ kind, ids: [id] }))}
      >
        <FormattedMessage id={actionId} />
      </button>
    </li>
  );
}

function ListFooter({ kind, list }: { kind: MutesListKind; list: PagedList }) {
  const dispatch = useAppDispatch();
  if (list.status === 'loading') {
    return (
      <p className="mutes-status" role="status">
        <FormattedMessage id="general.loading" />
      </p>
    );
  }
  if (list.status === 'error') {
    return (
      <p className="mutes-status">
        <button
          type="button"
          className="button"
          onClick={() => dispatch(mutesListRequested({ kind, more: list.items.length > 0 }))}
        >
          <FormattedMessage id="general.retry" />
        </button>
      </p>
    );
  }
  return (
    <>
      {list.status === 'loaded' && list.items.length === 0 && (
        <p className="mutes-status">
          <FormattedMessage id={`settings.mutes.empty.${kind}`} />
        </p>
      )}
      {list.next && (
        <p className="mutes-status">
          <button type="button" className="button" onClick={() => dispatch(mutesListRequested({ kind, more: true }))}>
            <FormattedMessage id="settings.mutes.load_more" />
          </button>
        </p>
      )}
    </>
  );
}

function AccountList({ kind }: { kind: AccountListKind }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: RootState) => selectMutesTabState(s).lists[kind]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectAllId = useId();
  // a row that left the list leaves the selection too
  const chosen = list.items.filter((id) => selected.has(id));
  const all = list.items.length > 0 && chosen.length === list.items.length;
  const bulkId = kind === 'mutes' ? 'settings.mutes.unmute_selected' : 'settings.mutes.unblock_selected';
  return (
    <>
      <div className="mutes-toolbar">
        <label className="mutes-select-all" htmlFor={selectAllId}>
          <input
            id={selectAllId}
            aria-label={intl.formatMessage({ id: 'settings.mutes.select_all' })}
            type="checkbox"
            checked={all}
            disabled={list.items.length === 0}
            onChange={(e) => setSelected(new Set(e.target.checked ? list.items : []))}
          />
          {intl.formatMessage({ id: 'settings.mutes.select_all' })}
        </label>
        <button
          type="button"
          className="button"
          disabled={chosen.length === 0}
          onClick={() => {
            dispatch(accountsReleased({ kind, ids: chosen }));
            setSelected(new Set());
          }}
        >
          <FormattedMessage id={bulkId} values={{ count: chosen.length }} />
        </button>
      </div>
      <ul className="mutes-list" aria-label={intl.formatMessage({ id: `settings.mutes.section.${kind}` })}>
        {list.items.map((id) => (
          <AccountRow
            key={id}
            kind={kind}
            id={id}
            selected={selected.has(id)}
            onSelect={(on) =>
              setSelected((prev) => {
                const next = new Set(prev);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
          />
        ))}
      </ul>
      <ListFooter kind={kind} list={list} />
    </>
  );
}

function DomainList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { lists, pending } = useAppSelector(selectMutesTabState);
  const list = lists.domains;
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const domain = cleanDomain(typed);
    if (!domain) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyped('');
    dispatch(domainBlockRequested({ domain, on: true }));
  };
  return (
    <>
      <form className="mutes-domain-form" onSubmit={submit}>
        <label htmlFor={inputId} className="mutes-domain-label">
          <FormattedMessage id="settings.mutes.domain_label" />
          <input
            id={inputId}
            aria-label={intl.formatMessage({ id: 'settings.mutes.domain_label' })}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            placeholder="example.com"
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={typed.trim() === ''}>
          <FormattedMessage id="settings.mutes.block_domain" />
        </button>
        {invalid && (
          <p id={errorId} className="mutes-domain-error" role="alert">
            <FormattedMessage id="settings.mutes.domain_invalid" />
          </p>
        )}
      </form>
      <ul className="mutes-list" aria-label={intl.formatMessage({ id: 'settings.mutes.section.domains' })}>
        {list.items.map((domain) => (
          <li key={domain} className="mutes-row">
            <span className="mutes-row-name">
              <bdi className="mutes-row-display">{domain}</bdi>
            </span>
            <button
              type="button"
              className="button"
              disabled={!!pending[pendingKey('domains', domain)]}
              aria-label={intl.formatMessage({ id: 'settings.mutes.unblock_domain_named' }, { domain })}
              onClick={() => dispatch(domainBlockRequested({ domain, on: false }))}
            >
              <FormattedMessage id="settings.mutes.unblock" />
            </button>
          </li>
        ))}
      </ul>
      <ListFooter kind="domains" list={list} />
    </>
  );
}

export default function MutesTab() {
  const dispatch = useAppDispatch();
  const [section, setSection] = useState<MutesListKind>('mutes');
  // each list is asked for afresh when its section is shown: changes made elsewhere (a profile's menu) appear
  useEffect(() => {
    dispatch(mutesListRequested({ kind: section }));
  }, [dispatch, section]);
  return (
    <div className="mutes-tab">
      <div className="mutes-sections" role="group">
        {SECTIONS.map((s) => (
          <button
            key={s}
            type="button"
            className={s === section ? 'mutes-section is-active' : 'mutes-section'}
            aria-pressed={s === section}
            onClick={() => setSection(s)}
          >
            <FormattedMessage id={`settings.mutes.section.${s}`} />
          </button>
        ))}
      </div>
      {section === 'domains' ? <DomainList /> : <AccountList key={section} kind={section} />}
    </div>
  );
}
