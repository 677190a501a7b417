// Invented broken payloads, each named after what breaks: a broken server costs one post at most.
import {
  normalizeAccount,
  normalizeAccounts,
  normalizeStatus,
  normalizeStatuses,
  UNKNOWN_ACCOUNT_ID,
} from '../../../src/schemas';
import { normalizeNotifications } from '../../../src/features/notifications/notificationSchemas';

const account = (id: string, extra: Record<string, unknown> = {}) => ({ id, acct: id, username: id, ...extra });
const status = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  account: account(`acc-${id}`),
  content: `<p>${id}</p>`,
  created_at: '2024-01-01T00:00:00Z',
  visibility: 'public',
  media_attachments: [],
  mentions: [],
  emojis: [],
  tags: [],
  ...extra,
});
const EMPTY = { accounts: {}, statuses: {}, polls: {}, relationships: {}, notifications: {} };

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('status with null account is kept, by the unknown account, with a warning; its neighbours keep theirs', () => {
  const { result, entities } = normalizeStatuses([status('ok'), status('bad', { account: null }), status('ok2')]);
  expect(result).toEqual(['ok', 'bad', 'ok2']);
  expect(entities.statuses.bad).toMatchObject({ account: UNKNOWN_ACCOUNT_ID, content: '<p>bad</p>' });
  expect(entities.statuses.ok.account).toBe('acc-ok');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('bad'));
});

it('status whose account has no id, or no account key, is kept by the unknown account', () => {
  expect(normalizeStatus(status('a', { account: { acct: 'x' } })).entities.statuses.a.account).toBe(UNKNOWN_ACCOUNT_ID);
  const noAccount: Record<string, unknown> = status('b');
  delete noAccount.account;
  const { result, entities } = normalizeStatus(noAccount);
  expect(result).toBe('b');
  expect(Object.keys(entities.accounts)).toEqual([UNKNOWN_ACCOUNT_ID]);
});

it('numeric ids become strings everywhere', () => {
  const { result, entities } = normalizeStatus({
    id: 107,
    account: { id: 42, acct: 'n', username: 'n' },
    content: '',
    in_reply_to_id: 106,
    in_reply_to_account_id: 41,
    poll: { id: 9, options: [{ title: 'a', votes_count: 1 }], expired: false, multiple: false, votes_count: 1, expires_at: null },
    mentions: [{ id: 41, acct: 'm', username: 'm', url: 'u' }],
    media_attachments: [{ id: 5, type: 'image', url: 'https://x/y.png' }],
  });
  expect(result).toBe('107');
  expect(entities.statuses['107']).toMatchObject({
    account: '42',
    in_reply_to_id: '106',
    in_reply_to_account_id: '41',
    poll: '9',
    mentions: [{ id: '41' }],
    media_attachments: [{ id: '5' }],
  });
  expect(entities.accounts['42']).toBeDefined();
  expect(entities.polls['9'].id).toBe('9');
});

it('missing media_attachments, mentions, emojis, tags and content become [] and ""', () => {
  const { entities } = normalizeStatus({ id: 's', account: account('a') });
  expect(entities.statuses.s).toMatchObject({
    media_attachments: [],
    mentions: [],
    emojis: [],
    tags: [],
    emoji_reactions: [],
    content: '',
    spoiler_text: '',
    reblog: null,
    quote: null,
    poll: null,
    quote_id: null,
    quote_state: null,
  });
  expect(entities.accounts.a).toMatchObject({ emojis: [], fields: [], avatar: '', display_name: 'a' });
});

it('reblog whose account is null: the outer status stays, the reblog is kept by the unknown account', () => {
  const { result, entities } = normalizeStatus(status('outer', { reblog: status('inner', { account: null }) }));
  expect(result).toBe('outer');
  expect(entities.statuses.outer.reblog).toBe('inner');
  expect(entities.statuses.inner.account).toBe(UNKNOWN_ACCOUNT_ID);
});

it('reblog without an id: the outer status stays, reblog is null', () => {
  const { result, entities } = normalizeStatus(status('outer', { reblog: { account: account('x'), content: 'x' } }));
  expect(result).toBe('outer');
  expect(entities.statuses.outer.reblog).toBeNull();
});

it('quote whose account is null: the outer status stays, the quote is kept by the unknown account', () => {
  const { entities } = normalizeStatus(status('outer', { pleroma: { quote: status('q', { account: null }) } }));
  expect(entities.statuses.outer).toMatchObject({ quote: 'q', quote_id: 'q' });
  expect(entities.statuses.q.account).toBe(UNKNOWN_ACCOUNT_ID);
});

it('list containing a string and null keeps the good statuses', () => {
  const { result } = normalizeStatuses(['nope', null, status('good'), 42, [], status('good')]);
  expect(result).toEqual(['good']);
  expect(warn).toHaveBeenCalled();
});

it.each([null, undefined, 'html page', { error: 'x' }, 3])('non-array list input %p gives an empty result', (input) => {
  expect(normalizeStatuses(input)).toEqual({ entities: EMPTY, result: [] });
  expect(normalizeAccounts(input)).toEqual({ entities: EMPTY, result: [] });
  expect(normalizeNotifications(input)).toEqual({ entities: EMPTY, result: [] });
});

it('poll without id is dropped from the status', () => {
  const { entities } = normalizeStatus(status('p', { poll: { options: [{ title: 'a', votes_count: 0 }] } }));
  expect(entities.statuses.p.poll).toBeNull();
  expect(entities.polls).toEqual({});
});

it('unknown extra fields are kept', () => {
  const { entities } = normalizeStatus(status('x', { ipfs_cid: 'Qm', account: account('a', { wallet_address: '0x1' }) }));
  // Types list what the client reads; the data keeps the rest.
  expect(entities.statuses.x).toHaveProperty('ipfs_cid', 'Qm');
  expect(entities.accounts.a).toHaveProperty('wallet_address', '0x1');
});

it('mastodon 4.5 quote: accepted, shallow (nested too deep) and deleted', () => {
  const full = normalizeStatus(status('m1', { quote: { state: 'accepted', quoted_status: status('q1') } }));
  expect(full.entities.statuses.m1).toMatchObject({ quote: 'q1', quote_id: 'q1', quote_state: 'accepted' });
  expect(full.entities.statuses.q1).toBeDefined();
  const shallow = normalizeStatus(status('m2', { quote: { state: 'accepted', quoted_status_id: 'q2' } }));
  expect(shallow.entities.statuses.m2).toMatchObject({ quote: null, quote_id: 'q2', quote_state: 'accepted' });
  const gone = normalizeStatus(status('m3', { quote: { state: 'deleted', quoted_status: null } }));
  expect(gone.entities.statuses.m3).toMatchObject({ quote: null, quote_id: null, quote_state: 'deleted' });
});

it('fedibird reactions with account_ids and custom url', () => {
  const { entities } = normalizeStatus(
    status('f', {
      emoji_reactions: [{ name: 'blobcat', count: 2, me: true, url: 'https://f/e.png', account_ids: [1, '2'] }, { count: 1 }],
    }),
  );
  expect(entities.statuses.f.emoji_reactions).toEqual([
    { name: 'blobcat', count: 2, me: true, url: 'https://f/e.png', account_ids: ['1', '2'] },
  ]);
});

it('an account seen full and skeletal in one payload keeps its full values', () => {
  const full = account('a', { display_name: 'Alice', avatar: 'https://a/av.png' });
  const { entities } = normalizeStatuses([status('1', { account: full }), status('2', { account: { id: 'a' } })]);
  expect(entities.accounts.a).toMatchObject({ display_name: 'Alice', avatar: 'https://a/av.png', acct: 'a' });
});

it('notification with a null account is dropped; with a broken status it keeps status null', () => {
  const { result, entities } = normalizeNotifications([
    { id: 1, type: 'favourite', account: null, status: status('s') },
    { id: 2, type: 'mention', account: account('a'), status: { account: account('x'), content: 'no id' } },
  ]);
  expect(result).toEqual(['2']);
  expect(entities.notifications['2']).toMatchObject({ account: 'a', status: null });
});

it('account without id gives a null result', () => {
  expect(normalizeAccount({ acct: 'nobody' })).toEqual({ entities: EMPTY, result: null });
  expect(normalizeAccount('nobody').result).toBeNull();
});

it('a reblog chain deeper than any real one is cut, not followed forever', () => {
  let deep: Record<string, unknown> = status('s0');
  for (let i = 1; i < 50; i += 1) deep = status(`s${i}`, { reblog: deep });
  const { result, entities } = normalizeStatus(deep);
  expect(result).toBe('s49');
  expect(Object.keys(entities.statuses).length).toBeLessThan(10);
});
