import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import en from '../../../locales/en.json';
import type { Nodeinfo } from '../../../src/api/types';
import { SearchScreen } from '../../../src/features/search/screens/SearchScreen';
import { TopBarSearch } from '../../../src/features/search/components/TopBarSearch';
import { searchSaga } from '../../../src/features/search/sagas/search';
import { relationshipsWanted } from '../../../src/features/profiles/profilesIntents';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { nodeinfoLoaded } from '../../../src/slices/instance';
import type { RootState } from '../../../src/store/rootReducer';
import { accountFactory, importAccount, stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, type SagaStore } from '../../support/sagaStore';

const { server, to } = createTestServer();

// React 19 builds `new FormData(form, submitter)` for a submit that starts a transition (react-router's navigate);
// jest-fixed-jsdom's FormData is Node's, which cannot read a jsdom form. Browsers can: a stand-in for these tests.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const me = accountFactory({ id: 'me', username: 'me' });
const member = () => stateAfter(tokenObtained({ token: 't' }), importAccount(me), loginSucceeded({ me: 'me' }));
const bob = accountFactory({ id: 'bob', username: 'bob', display_name: 'Bob Builder' });
const post = statusFactory({ id: 'P1', content: '<p>cats are great</p>' });
const catsTag = { name: 'cats', url: 'https://pleroma.test/tags/cats', history: [{ day: '1', uses: '12', accounts: '3' }] };

function serve(byQuery: Record<string, Record<string, unknown>>) {
  server.use(
    http.get('/api/v2/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const body = byQuery[q];
      return body
        ? HttpResponse.json({ accounts: [], statuses: [], hashtags: [], ...body })
        : HttpResponse.json({ error: 'boom' }, { status: 500 });
    }),
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function Back() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        history forward
      </button>
    </>
  );
}

function renderAt(ui: ReactNode, route: string, state: RootState = member()): SagaStore {
  const run = runSagaInStore(searchSaga, state);
  render(
    <Provider store={run.store}>
      <IntlProvider locale="en" defaultLocale="en" messages={en}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Where />
          <Back />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return run;
}

const where = () => screen.getByTestId('where').textContent;

describe('the search screen', () => {
  it('Enter pushes ?query=, the results load, and the tabs carry their counts', async () => {
    serve({ cats: { statuses: [post], accounts: [bob], hashtags: [] } });
    const user = userEvent.setup();
    renderAt(<SearchScreen />, '/search');
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveFocus();
    await user.type(field, 'cats{Enter}');
    expect(where()).toBe('/search?query=cats');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Posts (1)', 'People (1)', 'Hashtags']);
    expect(screen.getByRole('tablist', { name: 'Search results' })).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Posts (1)' })).toBeInTheDocument();
    expect(within(screen.getByRole('feed')).getByText('cats are great')).toBeInTheDocument();
    // the outcome is announced
    expect(screen.getByText('Found 1 post, 1 person and 0 hashtags')).toHaveAttribute('role', 'status');
  });

  it('arrow keys move between tabs; an empty tab says no results; people get follow buttons and one relationship batch', async () => {
    serve({ cats: { statuses: [post], accounts: [bob] } });
    const user = userEvent.setup();
    const run = renderAt(<SearchScreen />, '/search?query=cats');
    const first = await screen.findByRole('tab', { name: 'Posts (1)' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const people = screen.getByRole('tab', { name: 'People (1)' });
    expect(people).toHaveFocus();
    expect(people).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Bob Builder' })).toHaveAttribute('href', '/users/bob');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(run.ofType(relationshipsWanted.type)).toEqual([relationshipsWanted({ ids: ['bob'] })]);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hashtags' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No results')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Posts (1)' })).toHaveFocus();
  });

  it("hashtags link to their timeline with 'N people talking' and the uses", async () => {
    serve({ cat: { hashtags: [catsTag, 'kittens'] } });
    renderAt(<SearchScreen />, '/search?query=cat');
    expect(await screen.findByRole('tab', { name: 'Hashtags (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: '#cats' })).toHaveAttribute('href', '/tag/cats');
    expect(screen.getByText('3 people talking')).toBeInTheDocument();
    expect(screen.getByText('12 posts today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#kittens' })).toHaveAttribute('href', '/tag/kittens');
  });

  it("nothing found: the posts tab with 'No results'", async () => {
    serve({ zzz: {} });
    renderAt(<SearchScreen />, '/search?query=zzz');
    expect(await screen.findByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('No results').length).toBeGreaterThan(0);
  });

  it("a failure says 'Error fetching search result' with 'Try again'; what was typed stays", async () => {
    serve({});
    const user = userEvent.setup();
    renderAt(<SearchScreen />, '/search?query=cats');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching search result');
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveValue('cats');
    await user.type(field, ' and dogs');
    serve({ cats: { statuses: [post] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Posts (1)' })).toBeInTheDocument();
    expect(field).toHaveValue('cats and dogs');
  });

  it('Back and Forward show the earlier searches again, without asking the server', async () => {
    serve({ cats: { statuses: [post] }, bob: { accounts: [bob] } });
    const user = userEvent.setup();
    renderAt(<SearchScreen />, '/search?query=cats');
    await screen.findByRole('tab', { name: 'Posts (1)' });
    const field = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(field);
    await user.type(field, 'bob{Enter}');
    expect(await screen.findByRole('tab', { name: 'People (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(where()).toBe('/search?query=cats');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('cats');
    expect(screen.getByRole('tab', { name: 'Posts (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'history forward' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bob');
    expect(screen.getByRole('tab', { name: 'People (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(to('/api/v2/search')).toHaveLength(2);
  });

  it('a visitor on a server that refuses visitors search is asked to log in, and nothing is asked', async () => {
    const snac = stateAfter(nodeinfoLoaded({ software: { name: 'snac', version: '2.94' } } as Nodeinfo));
    renderAt(<SearchScreen />, '/search?query=cats', snac);
    expect(screen.getByText('Log in to search')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(to('/api/v2/search')).toHaveLength(0);
  });
});

describe('the top bar search', () => {
  it('the icon opens a field; Enter goes to /search?query=; Escape folds it and focus returns', async () => {
    const user = userEvent.setup();
    renderAt(<TopBarSearch />, '/main/public');
    const open = screen.getByRole('button', { name: 'Search' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveFocus();
    await user.type(field, '#cats and dogs{Enter}');
    expect(where()).toBe('/search?query=%23cats%20and%20dogs');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('an empty field goes nowhere', async () => {
    const user = userEvent.setup();
    renderAt(<TopBarSearch />, '/main/public');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(where()).toBe('/main/public');
  });

  it('visitors get it where the server lets them search; not on private or members-only servers', () => {
    const first = renderAt(<TopBarSearch />, '/main/public', stateAfter());
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    first.task.cancel();
    document.body.innerHTML = '';
    renderAt(
      <TopBarSearch />,
      '/main/public',
      stateAfter(nodeinfoLoaded({ metadata: { private: true } } as unknown as Nodeinfo)),
    );
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });
});
