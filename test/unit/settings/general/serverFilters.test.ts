// The filters saga over both API versions (msw), and the readers of either shape.
import { http, HttpResponse } from 'msw';
import type { Instance } from '../../../../src/api/types';
import { generalTabSaga } from '../../../../src/features/settingsModal/tabs/general/saga';
import {
  selectServerFilters,
  serverFilterAddRequested,
  serverFilterRemoveRequested,
  serverFiltersRequested,
} from '../../../../src/features/settingsModal/tabs/general/filtersSlice';
import { fromV1, fromV2 } from '../../../../src/features/settingsModal/tabs/general/serverFilters';
import { instanceLoaded } from '../../../../src/slices/instance';
import { tokenObtained } from '../../../../src/slices/auth';
import { stateAfter } from '../../../support/factories';
import { runSagaInStore, until } from '../../../support/sagaStore';
import { createTestServer } from '../../../support/server';

const { server, to } = createTestServer();

const mastodon = { uri: 'm.test', title: 'M', version: '4.2.1' } as unknown as Instance;
const snac = { uri: 's.test', title: 'S', version: '4.0.0 (not true; really snac/2.94)' } as unknown as Instance;

const V2 = {
  id: '3',
  title: 'Spoilers',
  context: ['home', 'public', 'nonsense'],
  filter_action: 'hide',
  expires_at: '2030-01-01T00:00:00.000Z',
  keywords: [{ id: '9', keyword: 'finale', whole_word: true }, { broken: true }],
  statuses: [],
};

const start = (instance: Instance) =>
  runSagaInStore(generalTabSaga, stateAfter(instanceLoaded(instance), tokenObtained({ token: 't' })));

describe('the readers', () => {
  it('v2: keywords, contexts we know, the action', () => {
    expect(fromV2(V2)).toEqual({
      id: '3',
      title: 'Spoilers',
      context: ['home', 'public'],
      action: 'hide',
      expiresAt: '2030-01-01T00:00:00.000Z',
      keywords: [{ id: '9', keyword: 'finale', wholeWord: true }],
    });
    expect(fromV2({ title: 'no id' })).toBeNull();
  });

  it('v1: the phrase as the one keyword, irreversible as hide', () => {
    expect(fromV1({ id: 5, phrase: 'x', context: ['thread'], whole_word: false, irreversible: false, expires_at: null })).toEqual(
      {
        id: '5',
        title: 'x',
        context: ['thread'],
        action: 'warn',
        expiresAt: null,
        keywords: [{ id: '5', keyword: 'x', wholeWord: false }],
      },
    );
    expect(fromV1({ id: '5' })).toBeNull();
  });
});

describe('the filters saga', () => {
  it('uses v2 on Mastodon 4: list, add (a title and one keyword), remove', async () => {
    server.use(
      http.get('http://localhost/api/v2/filters', () => HttpResponse.json([V2, null])),
      http.post('http://localhost/api/v2/filters', () =>
        HttpResponse.json({
          ...V2,
          id: '4',
          title: 'cat',
          filter_action: 'warn',
          keywords: [{ id: '10', keyword: 'cat', whole_word: false }],
        }),
      ),
      http.delete('http://localhost/api/v2/filters/3', () => HttpResponse.json({})),
    );
    const { store, getState } = start(mastodon);
    store.dispatch(serverFiltersRequested());
    await until(() => selectServerFilters(getState()).status === 'loaded', 'loaded');
    expect(selectServerFilters(getState()).items.map((f) => f.id)).toEqual(['3']);
    expect(to('/api/v2/filters', 'GET')[0]?.authorization).toBe('Bearer t');

    store.dispatch(serverFilterAddRequested({ keyword: 'cat', wholeWord: false, action: 'warn', context: ['home'] }));
    await until(() => selectServerFilters(getState()).items.length === 2, 'added');
    expect(JSON.parse(to('/api/v2/filters', 'POST')[0]?.body ?? '{}')).toEqual({
      title: 'cat',
      context: ['home'],
      filter_action: 'warn',
      keywords_attributes: [{ keyword: 'cat', whole_word: false }],
    });
    expect(selectServerFilters(getState()).adding).toBe(false);

    store.dispatch(serverFilterRemoveRequested({ id: '3' }));
    await until(() => selectServerFilters(getState()).items.length === 1, 'removed');
    expect(selectServerFilters(getState()).items[0]?.id).toBe('4');
  });

  it('a failed add keeps the list and says why, with the server’s words', async () => {
    server.use(
      http.get('http://localhost/api/v2/filters', () => HttpResponse.json([])),
      http.post('http://localhost/api/v2/filters', () =>
        HttpResponse.json({ error: "Validation failed: Title can't be blank" }, { status: 422 }),
      ),
    );
    const { store, getState } = start(mastodon);
    store.dispatch(serverFiltersRequested());
    store.dispatch(serverFilterAddRequested({ keyword: 'x', wholeWord: true, action: 'warn', context: ['home'] }));
    await until(() => selectServerFilters(getState()).error !== null, 'the error');
    expect(selectServerFilters(getState())).toMatchObject({
      adding: false,
      items: [],
      error: { id: 'settings.general.filters.add_error', cause: { text: "Validation failed: Title can't be blank" } },
    });
  });

  it('a failed load says so; removing what is already gone counts as removed', async () => {
    server.use(
      http.get('http://localhost/api/v2/filters', () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.delete('http://localhost/api/v2/filters/1', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })),
    );
    const { store, getState } = start(mastodon);
    store.dispatch(serverFiltersRequested());
    await until(() => selectServerFilters(getState()).status === 'failed', 'failed');
    expect(selectServerFilters(getState()).error?.id).toBe('settings.general.filters.load_error');
    store.dispatch(serverFilterRemoveRequested({ id: '1' }));
    await until(() => selectServerFilters(getState()).removing.length === 0, 'settled');
    expect(selectServerFilters(getState()).error).toBeNull();
  });

  it('asks nothing of a server without filters (snac2)', async () => {
    const { store, getState } = start(snac);
    store.dispatch(serverFiltersRequested());
    await until(() => selectServerFilters(getState()).status === 'unsupported', 'unsupported');
    expect(to('/api/v1/filters')).toHaveLength(0);
    expect(to('/api/v2/filters')).toHaveLength(0);
  });
});
