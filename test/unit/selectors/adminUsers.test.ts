import type { Instance, Nodeinfo } from '../../../src/api/types';
import {
  canModerate,
  isDeactivated,
  moderationItems,
  rolesShown,
  selectTagPolicy,
  TAGS_ANY_USER,
  TAGS_LOCAL_USER,
} from '../../../src/features/moderation/adminUsersSelectors';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import type { AccountEntity } from '../../../src/schemas';
import { normalizeAccount } from '../../../src/schemas';
import { accountFactory, stateAfter } from '../../support/factories';
import mastodonAccount from '../../fixtures/soapbox/mastodon-account.json';
import pleroma222Account from '../../fixtures/soapbox/pleroma-2.2.2-account.json';

const entity = (overrides: Record<string, unknown> = {}): AccountEntity => {
  const { result, entities } = normalizeAccount(accountFactory(overrides));
  return entities.accounts[result!];
};

const admin = entity({ id: 'ADM', username: 'admin', pleroma: { is_admin: true, is_moderator: false } });
const mod = entity({ id: 'MOD', username: 'mod', pleroma: { is_admin: false, is_moderator: true } });
const member = entity({ id: 'MEM', username: 'alice' });
const bob = entity({ id: 'BOB', username: 'bob', pleroma: { tags: ['mrf_tag:sandbox'] } });
const kai = entity({ id: 'KAI', username: 'kai', acct: 'kai@akkoma.example', pleroma: { is_local: false, tags: [] } });

const toggles = (items: ReturnType<typeof moderationItems>) => items.map((i) => i.toggle);

describe('who sees the Moderation menu', () => {
  it('admins on other cards only; not moderators, members, visitors, nor on their own card', () => {
    expect(canModerate(admin, bob)).toBe(true);
    expect(canModerate(admin, kai)).toBe(true);
    expect(canModerate(admin, admin)).toBe(false);
    expect(canModerate(mod, bob)).toBe(false);
    expect(canModerate(member, bob)).toBe(false);
    expect(canModerate(null, bob)).toBe(false);
  });

  it('real accounts from other servers: a Mastodon account has no Pleroma rights, so no menu; Pleroma 2.2.2 says false', () => {
    const real = (raw: unknown) => {
      const { result, entities } = normalizeAccount(raw);
      return entities.accounts[result!];
    };
    const mastodon = real(mastodonAccount);
    const pleroma = real(pleroma222Account);
    expect(canModerate(mastodon, bob)).toBe(false);
    expect(canModerate(pleroma, bob)).toBe(false);
    // a target from either server still gets a menu from a Pleroma admin, with its roles unknown or read
    expect(canModerate(admin, mastodon)).toBe(true);
    expect(rolesShown(mastodon)).toBeNull();
  });
});

describe('the menu items', () => {
  it('local users: rights, activation, every tag with TagPolicy, delete last', () => {
    expect(toggles(moderationItems(bob, null, true))).toEqual([
      'admin',
      'moderator',
      'deactivated',
      ...TAGS_ANY_USER,
      ...TAGS_LOCAL_USER,
      'delete',
    ]);
  });

  it('remote users: no rights and no local-only tags', () => {
    expect(toggles(moderationItems(kai, null, true))).toEqual(['deactivated', ...TAGS_ANY_USER, 'delete']);
  });

  it('no tag items without TagPolicy', () => {
    expect(toggles(moderationItems(bob, null, false))).toEqual(['admin', 'moderator', 'deactivated', 'delete']);
    expect(toggles(moderationItems(kai, null, false))).toEqual(['deactivated', 'delete']);
  });

  it('checks show the current state: roles, deactivation, tags', () => {
    const deactivated = entity({ id: 'BOB', username: 'bob', pleroma: { deactivated: true, tags: ['mrf_tag:media-strip'] } });
    const checked = moderationItems(deactivated, { admin: true, moderator: false }, true).filter((i) => i.checked);
    expect(toggles(checked)).toEqual(['admin', 'deactivated', 'mrf_tag:media-strip']);
    expect(toggles(moderationItems(bob, null, true).filter((i) => i.checked))).toEqual(['mrf_tag:sandbox']);
  });
});

describe('facts read from the account', () => {
  it('roles are null while the account hides them (no show_role)', () => {
    expect(rolesShown(entity({ pleroma: { tags: [] } }))).toBeNull();
    expect(rolesShown(entity({ pleroma: { is_moderator: true } }))).toEqual({ admin: false, moderator: true });
  });

  it('deactivated from `deactivated` or `is_active: false`', () => {
    expect(isDeactivated(entity({ pleroma: { deactivated: true } }))).toBe(true);
    expect(isDeactivated(entity({ pleroma: { is_active: false } }))).toBe(true);
    expect(isDeactivated(entity({ pleroma: { is_active: true } }))).toBe(false);
    expect(isDeactivated(entity({ pleroma: undefined }))).toBe(false);
  });
});

describe('selectTagPolicy', () => {
  const instance = (policies: unknown) =>
    ({
      uri: 'x',
      title: 'x',
      version: '2.7.0',
      pleroma: { metadata: { federation: { enabled: true, mrf_policies: policies } } },
    }) as Instance;
  const nodeinfo = (policies: unknown) =>
    ({ software: { name: 'pleroma', version: '2.7.0' }, metadata: { federation: { mrf_policies: policies } } }) as Nodeinfo;

  it('reads mrf_policies from /api/v1/instance, else from nodeinfo', () => {
    expect(selectTagPolicy(stateAfter(instanceLoaded(instance(['ObjectAgePolicy', 'TagPolicy']))))).toBe(true);
    expect(selectTagPolicy(stateAfter(instanceLoaded(instance(['ObjectAgePolicy']))))).toBe(false);
    expect(selectTagPolicy(stateAfter(nodeinfoLoaded(nodeinfo(['TagPolicy']))))).toBe(true);
    expect(selectTagPolicy(stateAfter(instanceLoaded(instance(['SimplePolicy'])), nodeinfoLoaded(nodeinfo(['TagPolicy']))))).toBe(
      false,
    );
    expect(selectTagPolicy(stateAfter())).toBe(false);
  });
});
