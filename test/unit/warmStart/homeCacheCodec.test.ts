// The home cache's record: written from the store (the rows around the reader, every entity they need, nothing
// private), read back only for the same account, server and format, and dropped when broken in any way.
import { HOME_CACHE_ROWS, HOME_CACHE_VERSION, readHomeCache } from '../../../src/features/warmStart/homeCacheRecord';
import { encodeHomeCache } from '../../../src/features/warmStart/homeCacheWrite';
import { loginSucceeded } from '../../../src/slices/auth';
import { timelineFetched } from '../../../src/slices/timelines';
import {
  importAccount,
  importStatuses,
  accountFactory,
  descendingIds,
  reblogFactory,
  stateAfter,
  statusFactory,
} from '../../support/factories';

const owner = { origin: window.location.origin, account: 'me' };
const place = (key: string, offset = 12) => ({ place: { key, offset, scrollY: 900 }, heights: new Map([[key, 180]]) });

/** A signed-in home timeline of `n` rows: plain posts, a repeat of a post with a poll, a quote. */
function homeState(n = 8) {
  const ids = descendingIds(n);
  const author = accountFactory({ id: 'author' });
  const poll = {
    id: 'poll1',
    expires_at: null,
    expired: false,
    multiple: false,
    votes_count: 0,
    options: [{ title: 'a', votes_count: 0 }],
    emojis: [],
  };
  const raw = ids.map((id, i) => {
    if (i === 1)
      return reblogFactory(statusFactory({ id: 'inner', account: author, poll }), accountFactory({ id: 'booster' }), { id });
    if (i === 2) return statusFactory({ id, quote: statusFactory({ id: 'quoted', account: author }) });
    return statusFactory({ id, account: author });
  });
  const me = accountFactory({
    id: 'me',
    source: { privacy: 'public', note: 'private source' },
    // what only verify_credentials sends (Pleroma's chat token is a secret)
    pleroma: {
      is_admin: false,
      chat_token: 'SECRET-CHAT-TOKEN',
      settings_store: { x: 1 },
      notification_settings: { a: true },
    } as never,
  });
  const state = stateAfter(
    importAccount(me),
    importStatuses(raw),
    loginSucceeded({ me: 'me' }),
    timelineFetched({ key: 'friends', direction: 'initial', ids, maxId: null }),
  );
  return { state, ids };
}

/** A record as written and read back through structured data (what IndexedDB keeps). */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('home cache record', () => {
  it('round-trips: the rows, the reader’s place, the measured heights and every entity a row needs', () => {
    const { state, ids } = homeState();
    const encoded = encodeHomeCache(state, owner, place(ids[3]), 1000, window.innerWidth);
    expect(encoded?.record).toMatchObject({
      version: HOME_CACHE_VERSION,
      origin: owner.origin,
      account: 'me',
      savedAt: 1000,
      ids,
    });
    const read = readHomeCache(stored(encoded?.record), owner);
    expect(read?.ids).toEqual(ids);
    expect(read?.place).toEqual({ key: ids[3], offset: 12 });
    expect(read?.heights).toEqual({ [ids[3]]: 180 });
    // the repeat's inner post and its poll, the quoted post, their authors
    expect(Object.keys(read?.entities.statuses ?? {})).toEqual(expect.arrayContaining([...ids, 'inner', 'quoted']));
    expect(read?.entities.polls.poll1).toBeDefined();
    expect(Object.keys(read?.entities.accounts ?? {})).toEqual(expect.arrayContaining(['author', 'booster']));
  });

  it('keeps no secret or private field of an account', () => {
    const { ids } = homeState();
    const raw = statusFactory({
      id: 'S0200',
      account: accountFactory({
        id: 'me',
        pleroma: { chat_token: 'SECRET-CHAT-TOKEN', settings_store: { x: 1 } } as never,
        source: { note: 'n' },
      }),
    });
    const withOwn = stateAfter(
      importStatuses([raw]),
      loginSucceeded({ me: 'me' }),
      timelineFetched({ key: 'friends', direction: 'initial', ids: ['S0200', ...ids], maxId: null }),
    );
    // the entity table keeps what the own account's full copy had
    expect(JSON.stringify(withOwn.entities.accounts.entities.me)).toContain('SECRET-CHAT-TOKEN');
    const text = JSON.stringify(encodeHomeCache(withOwn, owner, null, 1, 1)?.record);
    expect(text).toContain('"id":"me"');
    expect(text).not.toContain('SECRET-CHAT-TOKEN');
    expect(text).not.toContain('settings_store');
    expect(text).not.toContain('"source"');
  });

  it(`keeps the newest ${HOME_CACHE_ROWS} rows, or down to a few below a reader further down`, () => {
    const { state, ids } = homeState(80);
    const top = encodeHomeCache(state, owner, null, 1, 1);
    expect(top?.record.ids).toEqual(ids.slice(0, HOME_CACHE_ROWS));
    expect(top?.record.place).toBeNull();
    const near = encodeHomeCache(state, owner, place(ids[45]), 1, 1);
    expect(near?.record.ids).toEqual(ids.slice(0, 56));
    expect(near?.record.place?.key).toBe(ids[45]);
    // too deep to keep without a gap: next time the reader starts at the top
    const deep = encodeHomeCache(state, owner, place(ids[70]), 1, 1);
    expect(deep?.record.ids).toHaveLength(HOME_CACHE_ROWS);
    expect(deep?.record.place).toBeNull();
  });

  it('writes nothing for another session, or a home not loaded', () => {
    const { state } = homeState();
    expect(encodeHomeCache(state, { ...owner, account: 'someone-else' }, null, 1, 1)).toBeNull();
    expect(encodeHomeCache(stateAfter(loginSucceeded({ me: 'me' })), owner, null, 1, 1)).toBeNull();
  });

  it('leaves out a row whose parts are not in the store rather than keeping it broken', () => {
    const { state, ids } = homeState();
    const broken = {
      ...state,
      entities: {
        ...state.entities,
        statuses: {
          ...state.entities.statuses,
          entities: { ...state.entities.statuses.entities, inner: undefined as never },
        },
      },
    };
    const record = encodeHomeCache(broken, owner, null, 1, 1)?.record;
    expect(record?.ids).toEqual(ids.filter((_, i) => i !== 1));
    expect(readHomeCache(stored(record), owner)?.ids).toEqual(record?.ids);
  });

  describe('read back', () => {
    const record = () => {
      const { state, ids } = homeState();
      return stored(encodeHomeCache(state, owner, place(ids[2]), 1, window.innerWidth)?.record) as Record<string, unknown>;
    };

    it('only for the same account on the same server', () => {
      expect(readHomeCache(record(), owner)).not.toBeNull();
      expect(readHomeCache(record(), { ...owner, account: 'other' })).toBeNull();
      expect(readHomeCache(record(), { ...owner, origin: 'https://elsewhere.example' })).toBeNull();
    });

    it('only in this format', () => {
      expect(readHomeCache({ ...record(), version: HOME_CACHE_VERSION - 1 }, owner)).toBeNull();
      expect(readHomeCache({ ...record(), version: String(HOME_CACHE_VERSION) }, owner)).toBeNull();
    });

    it.each([
      ['not an object', () => 'a string'],
      ['null', () => null],
      ['no rows', () => ({ ...record(), ids: [] })],
      ['rows that are not ids', () => ({ ...record(), ids: [1, 2] })],
      ['a row without its status', () => ({ ...record(), ids: ['nowhere', ...(record().ids as string[])] })],
      ['statuses that are not a list', () => ({ ...record(), statuses: {} })],
      [
        'a status without content',
        () => ({ ...record(), statuses: (record().statuses as object[]).map((s) => ({ ...s, content: null })) }),
      ],
      ['a status whose author is missing', () => ({ ...record(), accounts: [] })],
      [
        'a repost whose post is missing',
        () => ({ ...record(), statuses: (record().statuses as { id: string }[]).filter((s) => s.id !== 'inner') }),
      ],
      ['a poll that is missing', () => ({ ...record(), polls: [] })],
      [
        'an account without a name',
        () => ({ ...record(), accounts: (record().accounts as object[]).map((a) => ({ ...a, acct: 3 })) }),
      ],
    ])('a broken record reads as nothing: %s', (_, broken) => {
      expect(readHomeCache(broken(), owner)).toBeNull();
    });

    it('a place on no row, or heights measured at another width, are left out', () => {
      const raw = record();
      expect(readHomeCache({ ...raw, place: { key: 'gone', offset: 3 } }, owner)?.place).toBeNull();
      expect(readHomeCache({ ...raw, place: { key: (raw.ids as string[])[0], offset: 'x' } }, owner)?.place).toBeNull();
      expect(readHomeCache({ ...raw, width: window.innerWidth + 1 }, owner)?.heights).toBeNull();
    });
  });
});
