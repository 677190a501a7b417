// Issue 16: a post the server sends broken costs that post at most its broken part, never its neighbours.
import {
  normalizeAccount,
  normalizeRelationships,
  normalizeStatus,
  normalizeStatuses,
  UNKNOWN_ACCOUNT_ID,
  isUnknownAccount,
} from '../../../src/schemas';
import { MAX_MOVED_DEPTH } from '../../../src/schemas/clean';
import { count } from '../../../src/schemas/util';
import { normalizeNotifications } from '../../../src/features/notifications/notificationSchemas';
import { computeMuteState } from '../../../src/selectors/muteRules';
import { clientDefaults } from '../../../src/settings/defaults';
import type { RelationshipEntity, StatusEntity } from '../../../src/schemas';
import { http, HttpResponse } from 'msw';
import { runFlows } from '../../../src/store/runFlows';
import {
  RELATIONSHIP_BATCH_MS,
  relationshipFlows,
  resetRelationshipBatch,
} from '../../../src/features/profiles/sagas/relationships';
import { relationshipsWanted } from '../../../src/features/profiles/profilesIntents';
import { tokenObtained } from '../../../src/slices/auth';
import { stateAfter } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';

type Json = Record<string, unknown>;

const account = (id: string, extra: Json = {}): Json => ({
  id,
  acct: id,
  username: id,
  display_name: id.toUpperCase(),
  ...extra,
});
const status = (id: string, extra: Json = {}): Json => ({
  id,
  account: account(`acc-${id}`),
  content: `<p>${id}</p>`,
  created_at: '2024-01-01T00:00:00Z',
  ...extra,
});

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('a status without a usable account', () => {
  const noKey = (): Json => {
    const s = status('b');
    delete s.account;
    return s;
  };

  it.each<[string, Json]>([
    ['null', status('b', { account: null })],
    ['missing', noKey()],
    ['empty {}', status('b', { account: {} })],
    ['without id', status('b', { account: { acct: 'someone', display_name: 'Someone' } })],
    ['with an empty id', status('b', { account: { id: '', acct: 'someone' } })],
    ['a string', status('b', { account: 'someone' })],
    ['an array', status('b', { account: [account('x')] })],
    ['with the reserved placeholder id', status('b', { account: account(UNKNOWN_ACCOUNT_ID, { avatar: 'https://evil/x.png' }) })],
  ])('account %s: kept, by the unknown account; its neighbours keep their own', (_name, broken) => {
    const { result, entities } = normalizeStatuses([status('a'), broken, status('c')]);
    expect(result).toEqual(['a', 'b', 'c']);
    expect(entities.statuses.b).toMatchObject({ account: UNKNOWN_ACCOUNT_ID, content: '<p>b</p>' });
    expect(entities.statuses.a.account).toBe('acc-a');
    expect(entities.statuses.c.account).toBe('acc-c');
    // the placeholder: no name, acct, avatar or url of anyone (a server cannot fill it in either)
    expect(entities.accounts[UNKNOWN_ACCOUNT_ID]).toEqual({
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
    });
    expect(Object.keys(entities.accounts).sort()).toEqual([UNKNOWN_ACCOUNT_ID, 'acc-a', 'acc-c'].sort());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('b'));
  });

  it('many such posts share the one placeholder', () => {
    const { result, entities } = normalizeStatuses([status('1', { account: null }), status('2', { account: {} })]);
    expect(result).toEqual(['1', '2']);
    expect(Object.keys(entities.accounts)).toEqual([UNKNOWN_ACCOUNT_ID]);
  });

  it('no server entity can take the reserved id: accounts, relationships and mentions with it are refused', () => {
    expect(normalizeAccount(account(UNKNOWN_ACCOUNT_ID)).result).toBeNull();
    expect(
      normalizeRelationships([
        { id: UNKNOWN_ACCOUNT_ID, muting: true },
        { id: 'r', muting: false },
      ]).result,
    ).toEqual(['r']);
    const { entities } = normalizeStatus(status('m', { mentions: [{ id: UNKNOWN_ACCOUNT_ID, acct: 'x', url: 'https://x/@x' }] }));
    expect(entities.statuses.m.mentions).toEqual([]);
  });

  it('isUnknownAccount takes an id or an account', () => {
    expect(isUnknownAccount(UNKNOWN_ACCOUNT_ID)).toBe(true);
    expect(isUnknownAccount({ id: UNKNOWN_ACCOUNT_ID })).toBe(true);
    expect(isUnknownAccount('a')).toBe(false);
    expect(isUnknownAccount({ id: 'a' })).toBe(false);
    expect(isUnknownAccount(undefined)).toBe(false);
  });

  it('in a notification, the post is kept by the unknown account; a notification without its own account is still dropped', () => {
    const { result, entities } = normalizeNotifications([
      { id: 'n1', type: 'mention', account: account('a'), status: status('s', { account: null }) },
      // "someone favourited your post": without the someone, there is nothing to tell
      { id: 'n2', type: 'favourite', account: null, status: status('t') },
    ]);
    expect(result).toEqual(['n1']);
    expect(entities.statuses.s.account).toBe(UNKNOWN_ACCOUNT_ID);
  });

  it('the mute rules take the placeholder for nobody: no relationship, profile or own-post rule applies', () => {
    const { entities } = normalizeStatus(status('u', { account: null }));
    const s: StatusEntity = entities.statuses.u;
    // relationships keyed by the reserved id cannot come from a server (toId refuses it); planted here to prove the rule
    const relationships: Record<string, RelationshipEntity> = {
      [UNKNOWN_ACCOUNT_ID]: { id: UNKNOWN_ACCOUNT_ID, muting: true } as RelationshipEntity,
    };
    const base = {
      entry: s,
      status: s,
      author: entities.accounts[UNKNOWN_ACCOUNT_ID],
      me: 'me',
      relationships,
      settings: { ...clientDefaults, muteBotStatuses: true },
      profileId: undefined,
      inConversation: false,
      compact: false,
    };
    expect(computeMuteState(base)).toEqual({ muted: false, hidden: false, reasons: [] });
    // a word still mutes it, and a profile "of the unknown account" is no exemption
    const worded = { ...base, settings: { ...base.settings, muteWords: ['u'] }, profileId: UNKNOWN_ACCOUNT_ID };
    expect(computeMuteState(worded)).toMatchObject({ muted: true, reasons: ['word'] });
  });
});

describe('a repeat of a repeat shows the innermost post', () => {
  it('A repeats B, which repeats C: A.reblog is C, and B is not kept', () => {
    const c = status('c');
    const b = status('b', { reblog: c, content: '' });
    const { result, entities } = normalizeStatus(status('a', { reblog: b, content: '' }));
    expect(result).toBe('a');
    expect(entities.statuses.a.reblog).toBe('c');
    expect(entities.statuses.c.reblog).toBeNull();
    expect(entities.statuses.b).toBeUndefined();
  });

  it('four levels deep: still the innermost', () => {
    let raw = status('s0');
    for (let i = 1; i <= 4; i += 1) raw = status(`s${i}`, { reblog: raw });
    const { entities } = normalizeStatus(raw);
    expect(entities.statuses.s4.reblog).toBe('s0');
    expect(Object.keys(entities.statuses).sort()).toEqual(['s0', 's4']);
  });

  it('a plain repeat stays as it is; a repeat of a broken repeat shows the part that is there', () => {
    expect(normalizeStatus(status('a', { reblog: status('b') })).entities.statuses.a.reblog).toBe('b');
    const { entities } = normalizeStatus(status('a', { reblog: status('b', { reblog: { content: 'no id' } }) }));
    expect(entities.statuses.a.reblog).toBe('b');
    expect(entities.statuses.b.reblog).toBeNull();
  });
});

describe('wrong-typed counts show as 0', () => {
  // Numeric strings are read as the number: some servers send counts as strings, and "5" means 5.
  it.each<[unknown, number]>([
    [5, 5],
    [0, 0],
    ['5', 5],
    [' 12 ', 12],
    [2.7, 2],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [-3, 0],
    ['-1', 0],
    ['1e3', 0],
    ['5 posts', 0],
    ['', 0],
    [true, 0],
    [{}, 0],
    [[7], 0],
  ])('count(%p) is %p', (value, expected) => {
    expect(count(value)).toBe(expected);
  });

  const WRONG: Array<[string, unknown, number]> = [
    ['a numeric string', '7', 7],
    ['a word', 'many', 0],
    ['null', null, 0],
    ['NaN', Number.NaN, 0],
    ['negative', -4, 0],
    ['an object', { value: 3 }, 0],
  ];

  it.each(WRONG)('status and account counts: %s', (_name, value, expected) => {
    const { entities } = normalizeStatus(
      status('s', {
        replies_count: value,
        reblogs_count: value,
        favourites_count: value,
        account: account('a', { followers_count: value, following_count: value, statuses_count: value }),
      }),
    );
    expect(entities.statuses.s).toMatchObject({ replies_count: expected, reblogs_count: expected, favourites_count: expected });
    expect(entities.accounts.a).toMatchObject({ followers_count: expected, following_count: expected, statuses_count: expected });
  });

  it.each(WRONG)('poll and reaction counts: %s', (_name, value, expected) => {
    const { entities } = normalizeStatus(
      status('s', {
        poll: { id: 'p', options: [{ title: 'a', votes_count: value }], votes_count: value, voters_count: value },
        emoji_reactions: [{ name: '👍', count: value, me: false }],
      }),
    );
    const poll = entities.polls.p;
    expect(poll.votes_count).toBe(expected);
    // null stays null for voters (Mastodon: a single-choice poll) and for an option (results hidden until the end)
    expect(poll.voters_count).toBe(value === null ? null : expected);
    expect(poll.options[0].votes_count).toBe(value === null ? null : expected);
    expect(entities.statuses.s.emoji_reactions[0].count).toBe(expected);
  });

  it('absent counts stay absent (the UI has its own "unknown"), and null voters_count stays null', () => {
    const { entities } = normalizeStatus(status('s', { poll: { id: 'p', options: [], voters_count: null } }));
    expect(entities.statuses.s).not.toHaveProperty('replies_count');
    expect(entities.polls.p.voters_count).toBeNull();
    expect(entities.polls.p.votes_count).toBe(0);
  });
});

describe('an account `moved` chain is followed a few steps at most', () => {
  const chain = (ids: string[]): Json =>
    ids.reduceRight<Json | null>((moved, id) => account(id, moved ? { moved } : {}), null) as Json;

  it(`follows ${MAX_MOVED_DEPTH} steps, then stops`, () => {
    const { result, entities } = normalizeAccount(chain(['a', 'b', 'c', 'd', 'e']));
    expect(result).toBe('a');
    expect(entities.accounts.a.moved).toBe('b');
    expect(entities.accounts.b.moved).toBe('c');
    expect(entities.accounts.c.moved).toBeNull();
    expect(entities.accounts.d).toBeUndefined();
  });

  it('a move back to an account already in the chain is cut (A → B → A)', () => {
    const { entities } = normalizeAccount(account('a', { moved: account('b', { moved: account('a') }) }));
    expect(entities.accounts.a.moved).toBe('b');
    expect(entities.accounts.b.moved).toBeNull();
    expect(Object.keys(entities.accounts).sort()).toEqual(['a', 'b']);
  });

  it('a move to itself is cut (A → A)', () => {
    const { entities } = normalizeAccount(account('a', { moved: account('a', { display_name: 'Other' }) }));
    expect(entities.accounts.a.moved).toBeNull();
    expect(entities.accounts.a.display_name).toBe('A');
  });

  it('a move to something without an id is no move', () => {
    expect(normalizeAccount(account('a', { moved: { acct: 'x' } })).entities.accounts.a.moved).toBeNull();
  });
});

describe('no request is made for the placeholder', () => {
  const { server, to } = createTestServer();
  const RELS = '/api/v1/accounts/relationships';

  beforeEach(() => {
    resetRelationshipBatch();
    useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('relationships wanted for a list holding the unknown author ask only for the real accounts', async () => {
    server.use(
      http.get(RELS, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.getAll('id[]').map((id) => ({ id, following: false }))),
      ),
    );
    const run = runSagaInStore(
      function* sagas() {
        yield* runFlows(relationshipFlows);
      },
      stateAfter(tokenObtained({ token: 'secret-token' })),
    );
    run.store.dispatch(relationshipsWanted({ ids: [UNKNOWN_ACCOUNT_ID, 'a'] }));
    run.store.dispatch(relationshipsWanted({ ids: [UNKNOWN_ACCOUNT_ID] }));
    await settle();
    jest.advanceTimersByTime(RELATIONSHIP_BATCH_MS);
    await until(() => !!run.getState().entities.relationships.entities.a, 'relationship of a');
    expect(to(RELS).map((r) => r.search.getAll('id[]'))).toEqual([['a']]);
  });
});
