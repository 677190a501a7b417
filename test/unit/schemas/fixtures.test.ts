// Every real payload that holds an entity goes through the schemas without throwing.
import {
  normalizeAccount,
  normalizeAccounts,
  normalizeRelationships,
  normalizeStatus,
  normalizeStatuses,
  UNKNOWN_ACCOUNT_ID,
} from '../../../src/schemas';
import { normalizeNotifications } from '../../../src/features/notifications/notificationSchemas';
import {
  ACCOUNT_FILES,
  ACCOUNT_LIST_FILES,
  NOTIFICATION_FILES,
  NOTIFICATION_LIST_FILES,
  OTHER_FILES,
  RELATIONSHIP_FILES,
  STATUS_FILES,
  STATUS_LIST_FILES,
  allFixtureFiles,
  fixture,
} from './fixtures';

type Raw = Record<string, unknown>;
const raw = (name: string) => fixture(name) as Raw;
const rawList = (name: string) => fixture(name) as Raw[];

it('every fixture file is classified exactly once', () => {
  const classified = [
    ...STATUS_FILES,
    ...STATUS_LIST_FILES,
    ...ACCOUNT_FILES,
    ...ACCOUNT_LIST_FILES,
    ...NOTIFICATION_FILES,
    ...NOTIFICATION_LIST_FILES,
    ...RELATIONSHIP_FILES,
    ...OTHER_FILES,
  ].sort();
  expect(classified).toEqual(allFixtureFiles());
});

describe.each(STATUS_FILES)('status %s', (name) => {
  it('normalizes to one status with its account', () => {
    const { result, entities } = normalizeStatus(fixture(name));
    const input = raw(name);
    expect(result).toBe(String(input.id));
    const status = entities.statuses[result as string];
    expect(typeof status.account).toBe('string');
    expect(entities.accounts[status.account]).toBeDefined();
    expect(Array.isArray(status.media_attachments)).toBe(true);
    expect(typeof status.content).toBe('string');
  });
});

describe.each(STATUS_LIST_FILES)('status list %s', (name) => {
  it('normalizes without throwing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, entities } = normalizeStatuses(fixture(name));
    expect(result).toEqual(rawList(name).map((s) => String(s.id)));
    for (const id of result) expect(entities.accounts[entities.statuses[id].account]).toBeDefined();
    warn.mockRestore();
  });
});

describe.each(ACCOUNT_FILES)('account %s', (name) => {
  it('normalizes to one account', () => {
    const { result, entities } = normalizeAccount(fixture(name));
    expect(result).toBe(String(raw(name).id));
    const account = entities.accounts[result as string];
    expect(typeof account.display_name).toBe('string');
    expect(typeof account.is_local).toBe('boolean');
  });
});

describe.each(ACCOUNT_LIST_FILES)('account list %s', (name) => {
  it('normalizes every account', () => {
    const data = fixture(name);
    const list = Array.isArray(data) ? data : Object.values(data as Raw);
    const { result } = normalizeAccounts(list);
    expect(result).toHaveLength(list.length);
  });
});

describe.each([...NOTIFICATION_FILES, ...NOTIFICATION_LIST_FILES])('notification %s', (name) => {
  it('normalizes with account and status ids', () => {
    const data = fixture(name);
    const list = (Array.isArray(data) ? data : [data]) as Raw[];
    const { result, entities } = normalizeNotifications(list);
    expect(result).toEqual(list.map((n) => String(n.id)));
    for (const id of result) {
      const n = entities.notifications[id];
      expect(entities.accounts[n.account]).toBeDefined();
      if (n.status) expect(entities.statuses[n.status]).toBeDefined();
      if (n.target) expect(entities.accounts[n.target]).toBeDefined();
    }
  });
});

it.each(RELATIONSHIP_FILES)('relationship %s', (name) => {
  const { result, entities } = normalizeRelationships([fixture(name)]);
  expect(result).toEqual(['9vMAje101ngtjlMj7w']);
  expect(entities.relationships['9vMAje101ngtjlMj7w']).toMatchObject({ blocking: true, muting_notifications: true });
});

it("pleroma-fe's Twitter-style statuses.json: no exception; without an `account` each is by the unknown account", () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { result, entities } = normalizeStatuses(fixture('pleroma-fe/statuses.json'));
  expect(result).toHaveLength(20);
  expect(new Set(result.map((id) => entities.statuses[id].account))).toEqual(new Set([UNKNOWN_ACCOUNT_ID]));
  expect(Object.keys(entities.accounts)).toEqual([UNKNOWN_ACCOUNT_ID]);
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
