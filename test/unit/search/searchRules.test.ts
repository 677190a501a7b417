import { directPath, pickTab, queryKind } from '../../../src/features/search/lib/query';
import { cleanHashtag, cleanHashtags, tagCounts } from '../../../src/features/search/lib/hashtags';
import {
  SEARCH_KEPT,
  searchLoaded,
  searchMoreLoaded,
  searchStarted,
  searchTabChosen,
  selectSearchState,
  type SearchPage,
} from '../../../src/features/search/searchSlice';
import { makeSelectVisibleSearchStatuses, searchCounts, selectSearchEntry } from '../../../src/features/search/searchSelectors';
import { searchOpened } from '../../../src/features/search/searchIntents';
import { statusRemoved } from '../../../src/slices/timelines';
import { settingChanged } from '../../../src/slices/settings';
import { normalizeAccount, normalizeStatus, type AccountEntity, type StatusEntity } from '../../../src/schemas';
import { entitiesImported } from '../../../src/slices/entities';
import { accountFactory, importStatuses, reduce, stateAfter, statusFactory } from '../../support/factories';

const account = (raw: Parameters<typeof accountFactory>[0]): AccountEntity => {
  const n = normalizeAccount(accountFactory(raw));
  return n.entities.accounts[n.result as string] as AccountEntity;
};
const status = (raw: Parameters<typeof statusFactory>[0]): StatusEntity => {
  const n = normalizeStatus(statusFactory(raw));
  return n.entities.statuses[n.result as string] as StatusEntity;
};

const page = (over: Partial<SearchPage> = {}): SearchPage => ({
  query: 'q',
  statuses: [],
  accounts: [],
  hashtags: [],
  received: { statuses: 0, people: 0, hashtags: 0 },
  openedPath: null,
  ...over,
});

describe('pickTab: the first non-empty tab in the order statuses, people, hashtags; otherwise statuses', () => {
  it.each([
    [{ statuses: 2, people: 1, hashtags: 1 }, 'statuses'],
    [{ statuses: 0, people: 1, hashtags: 1 }, 'people'],
    [{ statuses: 0, people: 0, hashtags: 3 }, 'hashtags'],
    [{ statuses: 0, people: 0, hashtags: 0 }, 'statuses'],
  ] as const)('%j opens on %s', (counts, tab) => {
    expect(pickTab(counts)).toBe(tab);
  });
});

describe('queryKind', () => {
  it.each([
    ['https://mastodon.social/@Gargron', 'url'],
    ['http://127.0.0.1:8015/bob/p/1795', 'url'],
    ['@bob@remote.example', 'acct'],
    ['bob@remote.example', 'acct'],
    ['bob@127.0.0.1:8015', 'acct'],
    ['@bob', 'text'],
    ['me@work', 'text'],
    ['cats and dogs', 'text'],
    ['https://', 'text'],
    ['javascript:alert(1)', 'text'],
  ])('%s is %s', (q, kind) => {
    expect(queryKind(q).kind).toBe(kind);
  });

  it('keeps the acct without its leading @', () => {
    expect(queryKind(' @Bob@Remote.example ')).toEqual({ kind: 'acct', acct: 'Bob@Remote.example' });
  });
});

describe('directPath: a result opens directly where users expect it', () => {
  const bob = account({ id: 'b1', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/@bob' });
  const localAlice = account({ id: 'a1', username: 'alice', acct: 'alice', url: 'https://here.example/users/alice' });
  const post = status({ id: 'P1', url: 'https://remote.example/@bob/P1', uri: 'https://remote.example/users/bob/statuses/P1' });
  const base = {
    accounts: [] as AccountEntity[],
    statuses: [] as StatusEntity[],
    domain: 'here.example',
    restrictedNicknames: [],
  };

  it('@user@host opens that account, case-insensitively', () => {
    expect(directPath({ ...base, query: '@BOB@remote.example', accounts: [localAlice, bob] })).toBe('/users/b1');
  });

  it("@user@this-server finds the local account kept as 'user'", () => {
    expect(directPath({ ...base, query: '@alice@here.example', accounts: [localAlice] })).toBe('/users/alice');
  });

  it('@user@host opens nothing when the server found only others', () => {
    expect(directPath({ ...base, query: '@bob@elsewhere.example', accounts: [bob] })).toBeNull();
  });

  it("a post's url or uri opens the post; a trailing slash does not matter", () => {
    expect(directPath({ ...base, query: 'https://remote.example/@bob/P1/', statuses: [post], accounts: [bob] })).toBe(
      '/notice/P1',
    );
    expect(directPath({ ...base, query: 'https://remote.example/users/bob/statuses/P1', statuses: [post] })).toBe('/notice/P1');
  });

  it("a profile's url (or its ActivityPub id) opens the profile", () => {
    expect(directPath({ ...base, query: 'https://REMOTE.example/@bob', accounts: [localAlice, bob] })).toBe('/users/b1');
  });

  it('an address that matches nothing opens the one thing the server resolved it to, else lists', () => {
    expect(directPath({ ...base, query: 'https://remote.example/users/bob', accounts: [bob] })).toBe('/users/b1');
    expect(directPath({ ...base, query: 'https://remote.example/objects/x', statuses: [post] })).toBe('/notice/P1');
    expect(directPath({ ...base, query: 'https://remote.example/x', accounts: [bob, localAlice] })).toBeNull();
    expect(directPath({ ...base, query: 'https://remote.example/x', accounts: [bob], statuses: [post] })).toBeNull();
  });

  it('words never open anything', () => {
    expect(directPath({ ...base, query: 'bob', accounts: [bob] })).toBeNull();
  });
});

describe('hashtags', () => {
  it('reads Mastodon tags (string counts) and plain names (older Pleroma); drops broken ones and repeats', () => {
    expect(
      cleanHashtags([
        { name: 'cats', url: 'https://x.example/tags/cats', history: [{ day: '1', uses: '7', accounts: '2' }] },
        'Dogs',
        '#birds',
        { name: 'CATS' },
        { name: 'two words' },
        { url: 'https://x.example/tags/none' },
        null,
        42,
      ]),
    ).toEqual([
      { name: 'cats', url: 'https://x.example/tags/cats', history: [{ day: '1', uses: 7, accounts: 2 }] },
      { name: 'Dogs', url: null, history: [] },
      { name: 'birds', url: null, history: [] },
    ]);
  });

  it('an unsafe url is dropped (the app links by name anyway)', () => {
    expect(cleanHashtag({ name: 'x', url: 'javascript:alert(1)' })?.url).toBeNull();
  });

  it('counts come from the first history entry: people talking (accounts) and uses', () => {
    expect(
      tagCounts({
        history: [
          { day: '2', uses: 5, accounts: 3 },
          { day: '1', uses: 50, accounts: 30 },
        ],
      }),
    ).toEqual({ people: 3, uses: 5 });
    expect(tagCounts({ history: [] })).toBeNull();
  });
});

describe('the search slice', () => {
  it('the count and offset of each tab; more while the last page was full', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `S${i}`);
    const state = stateAfter(
      searchStarted({ query: 'q' }),
      searchLoaded(page({ statuses: ids.slice(0, 19), accounts: ['A'], received: { statuses: 20, people: 1, hashtags: 0 } })),
    );
    const entry = selectSearchEntry(state, 'q');
    // 20 sent, one dropped (deleted): the next page starts at 20, not 19
    expect(entry?.statuses).toMatchObject({ offset: 20, more: true, paged: false });
    expect(entry?.people).toMatchObject({ offset: 1, more: false });
    const after = reduce(state, searchMoreLoaded({ query: 'q', tab: 'statuses', ids: ['S19', 'S0'], received: 2 }));
    expect(selectSearchEntry(after, 'q')?.statuses).toMatchObject({ offset: 22, more: false });
    expect(selectSearchEntry(after, 'q')?.statuses.items).toEqual([...ids.slice(0, 19), 'S19']);
  });

  it('the reader may choose another tab; the choice is kept with the search', () => {
    const state = stateAfter(searchLoaded(page({ statuses: ['S1'] })), searchTabChosen({ query: 'q', tab: 'hashtags' }));
    expect(selectSearchEntry(state, 'q')?.tab).toBe('hashtags');
  });

  it('a deleted status leaves every kept search', () => {
    const state = stateAfter(searchLoaded(page({ statuses: ['S1', 'S2'] })), statusRemoved({ id: 'S1' }));
    expect(selectSearchEntry(state, 'q')?.statuses.items).toEqual(['S2']);
  });

  it(`keeps the ${SEARCH_KEPT} most recent searches (returning to one makes it recent)`, () => {
    let state = stateAfter();
    for (const q of ['a', 'b', 'c', 'd', 'e']) state = reduce(state, searchLoaded(page({ query: q })));
    state = reduce(state, searchOpened({ query: 'a' }), searchLoaded(page({ query: 'f' })));
    expect(Object.keys(selectSearchState(state).entries).sort()).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(selectSearchState(state).recent).toEqual(['c', 'd', 'e', 'a', 'f']);
  });
});

describe('the statuses a search shows', () => {
  const muted = accountFactory({ id: 'M', username: 'muted' });
  const raw = [
    statusFactory({ id: 'S1' }),
    statusFactory({ id: 'S2', account: muted }),
    statusFactory({ id: 'S3', deleted: true }),
    statusFactory({ id: 'S4' }),
  ];
  const base = () =>
    stateAfter(
      importStatuses(raw),
      entitiesImported({ relationships: { M: { id: 'M', muting: true } as never } }),
      searchLoaded(page({ statuses: ['S1', 'S2', 'S3', 'S4', 'MISSING'] })),
    );

  it('deleted and missing statuses are hidden; a muted author stays behind its notice', () => {
    const select = makeSelectVisibleSearchStatuses();
    const state = base();
    const visible = select(state, 'q');
    expect(visible).toEqual(['S1', 'S2', 'S4']);
    // the same array while nothing changed (no re-render of the list)
    expect(select(state, 'q')).toBe(visible);
    expect(searchCounts(selectSearchEntry(state, 'q'), visible).statuses).toBe(3);
  });

  it('hide rules apply: with hideMutedPosts the muted author is left out', () => {
    const select = makeSelectVisibleSearchStatuses();
    expect(select(reduce(base(), settingChanged('hideMutedPosts', true)), 'q')).toEqual(['S1', 'S4']);
  });
});
