import { normalizeAccount, normalizeRelationships } from '../../../src/schemas';
import { normalizeNotifications } from '../../../src/features/notifications/notificationSchemas';
import { fixture } from './fixtures';

describe('accounts', () => {
  it('account-moved: the moved-to account becomes an entity and an id', () => {
    const { result, entities } = normalizeAccount(fixture('soapbox/account-moved.json'));
    expect(result).toBe('106801667066418367');
    expect(entities.accounts['106801667066418367'].moved).toBe('107945464165013501');
    expect(entities.accounts['107945464165013501']).toBeDefined();
  });

  it("pleroma-account: pleroma's empty relationship is dropped, is_local derived", () => {
    const { entities } = normalizeAccount(fixture('soapbox/pleroma-account.json'));
    const alex = entities.accounts['9v5bmRalQvjOy0ECcC'];
    expect(alex.is_local).toBe(true);
    expect(alex.pleroma).not.toHaveProperty('relationship');
    expect(alex.pleroma?.is_admin).toBe(true);
    expect(entities.relationships).toEqual({});
  });

  it('a pleroma.relationship with an id becomes a relationship entity', () => {
    const { entities } = normalizeAccount({
      id: 'r1',
      acct: 'bob@remote.test',
      username: 'bob',
      pleroma: { relationship: { id: 'r1', following: true } },
    });
    expect(entities.accounts.r1).toMatchObject({ is_local: false, pleroma: { relationship: 'r1' } });
    expect(entities.relationships.r1).toEqual({ id: 'r1', following: true });
  });

  it('pleroma.is_local wins over the acct shape', () => {
    const { entities } = normalizeAccount({ id: 'x', acct: 'x@here.test', username: 'x', pleroma: { is_local: true } });
    expect(entities.accounts.x.is_local).toBe(true);
  });
});

describe('notifications', () => {
  it('notification-pleroma-emoji_reaction: emoji kept, status reactions normalized', () => {
    const { result, entities } = normalizeNotifications([fixture('soapbox/notification-pleroma-emoji_reaction.json')]);
    const n = entities.notifications[result[0]];
    expect(n).toMatchObject({ id: '429071', type: 'pleroma:emoji_reaction', emoji: '😮', status: 'AIVq6SrJg5yb8eGVsm' });
    expect(entities.statuses.AIVq6SrJg5yb8eGVsm.emoji_reactions).toContainEqual({ name: '😮', count: 2, me: false });
    expect(n.pleroma).toEqual({ is_muted: false, is_seen: true });
  });

  it('notification-move: target is an account id', () => {
    const { result, entities } = normalizeNotifications([fixture('soapbox/notification-move.json')]);
    const n = entities.notifications[result[0]];
    expect(n).toMatchObject({ type: 'move', account: 'AFmHQ18XZ7Lco68MW8', target: 'A5c5LK7EJTFR0u26Pg' });
    expect(entities.accounts.A5c5LK7EJTFR0u26Pg).toBeDefined();
    expect(n).not.toHaveProperty('status');
  });

  it('notifications.json: the same status shared by many notifications is stored once', () => {
    const { result, entities } = normalizeNotifications(fixture('soapbox/notifications.json'));
    expect(result).toHaveLength(20);
    const statusIds = result.map((id) => entities.notifications[id].status);
    expect(statusIds.filter((id) => id === '9vvNxoo5EFbbnfdXQu').length).toBeGreaterThan(1);
    expect(Object.keys(entities.statuses)).toContain('9vvNxoo5EFbbnfdXQu');
  });
});

it('relationships: numeric ids become strings, missing flags stay missing', () => {
  const { result, entities } = normalizeRelationships([{ id: 12, following: true }, { following: false }]);
  expect(result).toEqual(['12']);
  expect(entities.relationships['12']).toEqual({ id: '12', following: true });
});
