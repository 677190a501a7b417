// The mutes tab's side effects (their intents are taken from the store: sagas/settings.ts starts this). Each change
// ends as the profile's toggles end (features/profiles/sagas/relationships.ts): the server's new relationship is
// imported, so the mute rules (selectors/muteRules.ts) and every open card and timeline follow at once.
import { call, put, select } from 'typed-redux-saga';
import { describeError } from '../../../../api/client';
import { normalizeAccounts, normalizeRelationships } from '../../../../schemas/index';
import { entitiesImported } from '../../../../slices/entities/index';
import { noticeAdded } from '../../../../slices/ui';
import { selectApiConfig } from '../../../../selectors/instance';
import { isMissingFeatureAnswer } from '../../../../sagas/missingFeatures';
import { runFlows } from '../../../../store/runFlows';
import type { Flow } from '../../../../store/feature';
import type { RootState } from '../../../../store/rootReducer';
import { isRecord } from '../../../../utils/guards';
import { cleanDomain } from './domains';
import { fetchAccountList, fetchDomainBlocks, muteFor, releaseAccount, setDomainBlocked } from './api';
import {
  accountsReleased,
  domainBlockRequested,
  muteExpiryChanged,
  muteExpirySet,
  mutesItemSettled,
  mutesListFailed,
  mutesListLoaded,
  mutesListRequested,
  selectMutesTabState,
  type MutesListKind,
} from './mutesTabSlice';
import { NOTICE_MS } from '../../../../utils/noticeTimes';

/** 'user@host' -> 'host'; local accounts have none. */
const domainOf = (acct: string | undefined): string | null => {
  const at = acct?.lastIndexOf('@') ?? -1;
  return acct && at > 0 ? acct.slice(at + 1).toLowerCase() : null;
};

/** The `mute_expires_at` of each listed account, when the server sends the field at all (else undefined). */
function expiryOf(raw: unknown[]): Record<string, string | null> | undefined {
  let seen = false;
  const out: Record<string, string | null> = {};
  for (const item of raw) {
    if (!isRecord(item) || !('mute_expires_at' in item)) continue;
    seen = true;
    const id = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : null;
    const at = item.mute_expires_at;
    if (id) out[id] = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : null;
  }
  return seen ? out : undefined;
}

function* loadList({ payload }: ReturnType<typeof mutesListRequested>) {
  const { kind, more = false } = payload;
  const cfg = yield* select(selectApiConfig);
  const maxId = more ? yield* select((s: RootState) => selectMutesTabState(s).lists[kind].next) : null;
  if (more && !maxId) {
    yield* put(mutesListLoaded({ kind, items: [], next: null, append: true }));
    return;
  }
  try {
    if (kind === 'domains') {
      const res = yield* call(fetchDomainBlocks, cfg, maxId);
      const items = res.data.filter((d): d is string => typeof d === 'string' && d !== '');
      yield* put(mutesListLoaded({ kind, items, next: items.length ? res.maxId : null, append: more }));
      return;
    }
    const res = yield* call(fetchAccountList, cfg, kind, maxId);
    const normalized = normalizeAccounts(res.data);
    yield* put(entitiesImported(normalized.entities));
    const expiry = kind === 'mutes' ? expiryOf(res.data) : undefined;
    yield* put(
      mutesListLoaded({
        kind,
        items: normalized.result,
        next: normalized.result.length ? res.maxId : null,
        append: more,
        ...(expiry ? { expiry } : {}),
      }),
    );
  } catch (error) {
    yield* put(mutesListFailed({ kind }));
    if (!(yield* isMissingFeatureAnswer(error)))
      yield* put(noticeAdded('error', { id: 'settings.mutes.load_error', cause: describeError(error) }, NOTICE_MS.error));
  }
}

function* importRelationship(raw: unknown) {
  const normalized = normalizeRelationships([raw]);
  if (normalized.result.length) yield* put(entitiesImported({ relationships: normalized.entities.relationships }));
}

/** One request per account, in turn (bulk undo of a long list should not flood the server). */
function* releaseAccounts({ payload }: ReturnType<typeof accountsReleased>) {
  const { kind, ids } = payload;
  const cfg = yield* select(selectApiConfig);
  let failure: unknown = null;
  for (const id of [...new Set(ids)]) {
    try {
      const res = yield* call(releaseAccount, cfg, kind, id);
      yield* importRelationship(res.data);
      yield* put(mutesItemSettled({ kind, item: id, present: false, ok: true }));
    } catch (error) {
      failure = error;
      yield* put(mutesItemSettled({ kind, item: id, present: true, ok: false }));
    }
  }
  if (failure !== null && !(yield* isMissingFeatureAnswer(failure))) {
    const id = kind === 'mutes' ? 'relationships.unmute_error' : 'relationships.unblock_error';
    yield* put(noticeAdded('error', { id, cause: describeError(failure) }, NOTICE_MS.error));
  }
}

function* changeMuteExpiry({ payload }: ReturnType<typeof muteExpiryChanged>) {
  const { id, seconds } = payload;
  const cfg = yield* select(selectApiConfig);
  const before = yield* select((s: RootState) => selectMutesTabState(s).muteExpiry[id] ?? null);
  try {
    const res = yield* call(muteFor, cfg, id, seconds);
    yield* importRelationship(res.data);
    // the relationship does not carry the end on every server: the request's own is what was asked
    const expiresAt = seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null;
    yield* put(muteExpirySet({ id, expiresAt }));
  } catch (error) {
    yield* put(muteExpirySet({ id, expiresAt: before }));
    yield* put(noticeAdded('error', { id: 'relationships.mute_error', cause: describeError(error) }, NOTICE_MS.error));
  }
}

/** Every known account of the domain shows the new state (as the profile's domain mute does). */
function* patchDomainRelationships(domain: string, on: boolean) {
  const patched = yield* select((s: RootState) => {
    const known = s.entities.relationships.entities;
    const out: Record<string, NonNullable<(typeof known)[string]>> = {};
    for (const account of Object.values(s.entities.accounts.entities)) {
      const rel = account && domainOf(account.acct) === domain ? known[account.id] : undefined;
      if (account && rel) out[account.id] = { ...rel, domain_blocking: on };
    }
    return out;
  });
  if (Object.keys(patched).length) yield* put(entitiesImported({ relationships: patched }));
}

function* changeDomainBlock({ payload }: ReturnType<typeof domainBlockRequested>) {
  const { on } = payload;
  const domain = cleanDomain(payload.domain) ?? payload.domain;
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(setDomainBlocked, cfg, domain, on);
    yield* patchDomainRelationships(domain, on);
    yield* put(mutesItemSettled({ kind: 'domains', item: payload.domain, present: false, ok: true }));
    if (on) yield* put(mutesItemSettled({ kind: 'domains', item: domain, present: true, ok: true }));
  } catch (error) {
    yield* put(mutesItemSettled({ kind: 'domains', item: payload.domain, present: !on, ok: false }));
    if (!(yield* isMissingFeatureAnswer(error))) {
      const id = on ? 'relationships.domain_mute_error' : 'relationships.domain_unmute_error';
      yield* put(noticeAdded('error', { id, cause: describeError(error) }, NOTICE_MS.error));
    }
  }
}

export const mutesTabFlows: Flow[] = [
  { type: mutesListRequested.type, mode: 'every', handler: loadList },
  { type: accountsReleased.type, mode: 'every', handler: releaseAccounts },
  { type: muteExpiryChanged.type, mode: 'every', handler: changeMuteExpiry },
  { type: domainBlockRequested.type, mode: 'every', handler: changeDomainBlock },
];

export function* mutesTabSaga() {
  yield* runFlows(mutesTabFlows);
}

export type { MutesListKind };
