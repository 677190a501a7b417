// The local-host rule (issue 17 §10): an account is local when its acct names no host or the instance's own,
// whatever acct carries; it is stored and shown as Mastodon writes a local acct ('bob').
import { acctHost, instanceDomain, isLocalAcct, localAcct } from '../../../src/utils/acct';
import { instanceLoaded } from '../../../src/slices/instance';
import { selectInstanceDomain } from '../../../src/selectors/instance';
import { normalizeStatus, normalizeAccount } from '../../../src/schemas';
import { entitiesImported } from '../../../src/slices/entities';
import { sessionCleared } from '../../../src/slices/auth';
import type { Instance } from '../../../src/api/types';
import { soapbox } from '../../support/fixtures';
import { reduce, stateAfter } from '../../support/factories';
import { recordedBody } from '../../support/realServers';

const snacInstance = recordedBody<Instance>('snac2', '001-instance-v1.json');

describe('instanceDomain', () => {
  it("reads snac2's and Hollo's bare uri, Hollo's v2 domain and Pleroma's URL-shaped uri", () => {
    expect(instanceDomain(snacInstance)).toBe('127.0.0.1:8015');
    expect(instanceDomain(recordedBody('hollo', '001-instance-v1.json'))).toBe('127.0.0.1:8013');
    expect(instanceDomain(recordedBody('hollo', '002-instance-v2.json'))).toBe('127.0.0.1:8013');
    expect(instanceDomain(soapbox('akkoma-instance'))).toBe('fe.disroot.org');
    expect(instanceDomain({ uri: 'Mastodon.Example' })).toBe('mastodon.example');
  });

  it('is null for no document or an unreadable uri', () => {
    expect(instanceDomain(null)).toBeNull();
    expect(instanceDomain({ uri: '' })).toBeNull();
    expect(instanceDomain({ uri: 'not a host/with path' })).toBeNull();
    expect(instanceDomain({ uri: 42 })).toBeNull();
  });
});

describe('isLocalAcct and localAcct', () => {
  const domain = '127.0.0.1:8012';
  it('no host, or the instance host (any case, port included), is local', () => {
    expect(isLocalAcct('bob', domain)).toBe(true);
    expect(isLocalAcct('bob@127.0.0.1:8012', domain)).toBe(true);
    expect(isLocalAcct('bob@Example.ORG', 'example.org')).toBe(true);
    expect(isLocalAcct('bob@127.0.0.1:8013', domain)).toBe(false);
    expect(isLocalAcct('bob@127.0.0.1', domain)).toBe(false);
    expect(isLocalAcct('bob@elsewhere.example', domain)).toBe(false);
    // before the instance document is known only a host-less acct is local
    expect(isLocalAcct('bob@127.0.0.1:8012', null)).toBe(false);
  });

  it('drops only the local host', () => {
    expect(localAcct('bob@127.0.0.1:8012', domain)).toBe('bob');
    expect(localAcct('bob@elsewhere.example', domain)).toBe('bob@elsewhere.example');
    expect(localAcct('bob', domain)).toBe('bob');
    expect(localAcct('bob@127.0.0.1:8012', null)).toBe('bob@127.0.0.1:8012');
    expect(acctHost('bob@h')).toBe('h');
    expect(acctHost('bob')).toBeNull();
  });
});

describe('the store keeps local accts without the host', () => {
  const snacStatus = normalizeStatus(recordedBody('snac2', '029-status-with-mention.json'));
  const remote = normalizeAccount({ id: 'r1', username: 'carol', acct: 'carol@elsewhere.example' });
  const authorId = snacStatus.entities.statuses[snacStatus.result ?? '']?.account ?? '';

  it('accounts and mentions imported after the instance document', () => {
    const s = stateAfter(instanceLoaded(snacInstance), entitiesImported(snacStatus.entities), entitiesImported(remote.entities));
    expect(selectInstanceDomain(s)).toBe('127.0.0.1:8015');
    expect(s.entities.accounts.entities[authorId]).toMatchObject({ acct: 'alice', is_local: true });
    expect(s.entities.accounts.entities.r1).toMatchObject({ acct: 'carol@elsewhere.example', is_local: false });
    const status = s.entities.statuses.entities[snacStatus.result ?? ''];
    expect(status?.mentions).toEqual([expect.objectContaining({ id: '0', acct: 'bob', username: 'bob' })]);
  });

  it("accounts and mentions imported before it (a visitor's first timeline) are put right when it arrives", () => {
    const before = stateAfter(entitiesImported(snacStatus.entities));
    expect(before.entities.accounts.entities[authorId]).toMatchObject({ acct: 'alice@127.0.0.1:8015', is_local: false });
    const after = reduce(before, instanceLoaded(snacInstance));
    expect(after.entities.accounts.entities[authorId]).toMatchObject({ acct: 'alice', is_local: true });
    expect(after.entities.statuses.entities[snacStatus.result ?? '']?.mentions[0]).toMatchObject({ acct: 'bob' });
  });

  it('the instance stays known after sign-out', () => {
    const s = stateAfter(instanceLoaded(snacInstance), sessionCleared(), entitiesImported(snacStatus.entities));
    expect(s.entities.accounts.entities[authorId]?.acct).toBe('alice');
  });
});
