// Who favourited or repeated: the counts' user-list popover and the opened post's avatar list.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Status } from '../../../src/components/Status/Status';
import { POPOVER_OPEN_DELAY_MS } from '../../../src/components/Popover/Popover';
import { StatusPeople } from '../../../src/features/statusPeople/components/StatusPeople';
import { statusPeopleFlows } from '../../../src/features/statusPeople/sagas/statusPeople';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { settingChanged } from '../../../src/slices/settings';
import { runFlows } from '../../../src/store/runFlows';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { renderWithSaga } from '../../support/render';
import { createTestServer } from '../../support/server';

const { server, to } = createTestServer();
const me = accountFactory({ id: 'ME', username: 'alice', acct: 'alice' });
const FAVS = 'http://localhost/api/v1/statuses/P1/favourited_by';
const REBLOGS = 'http://localhost/api/v1/statuses/P1/reblogged_by';

const fans = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) =>
    accountFactory({ id: `F${from + i}`, username: `fan${from + i}`, acct: `fan${from + i}`, display_name: `Fan ${from + i}` }),
  );

function* peopleSaga() {
  yield* runFlows(statusPeopleFlows);
}

function render(
  ui: React.ReactElement,
  counts: { favourites_count: number; reblogs_count: number },
  ...extra: Parameters<typeof stateAfter>
) {
  const post = statusFactory({ id: 'P1', ...counts });
  return renderWithSaga(ui, peopleSaga, {
    preloadedState: stateAfter(
      tokenObtained({ token: 't' }),
      importAccount(me),
      loginSucceeded({ me: 'ME' }),
      importStatuses([post]),
      ...extra,
    ),
  });
}

/** 20 favourites: 16, then 4 after 'load more'. */
function serveFavourites() {
  server.use(
    http.get(FAVS, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('max_id') === 'c16') return HttpResponse.json(fans(17, 4));
      return HttpResponse.json(fans(1, 16), { headers: { Link: `<${FAVS}?max_id=c16>; rel="next"` } });
    }),
  );
}

describe('the counts open who did it', () => {
  it('hovering the favourite count opens the list after 25 ms; leaving closes it', async () => {
    serveFavourites();
    render(<Status entryId="P1" position={1} setSize={1} />, { favourites_count: 20, reblogs_count: 0 });
    const count = screen.getByRole('button', { name: 'Favourited by 20 people' });
    expect(count).toHaveTextContent('20');
    jest.useFakeTimers();
    try {
      fireEvent.mouseEnter(count);
      act(() => {
        jest.advanceTimersByTime(POPOVER_OPEN_DELAY_MS - 5);
      });
      expect(count).toHaveAttribute('aria-expanded', 'false');
      act(() => {
        jest.advanceTimersByTime(5);
      });
      expect(count).toHaveAttribute('aria-expanded', 'true');
    } finally {
      jest.useRealTimers();
    }
    const list = await screen.findByRole('dialog', { name: 'Favourited by' });
    expect(await within(list).findByText('Fan 1')).toBeInTheDocument();
    fireEvent.mouseLeave(count);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('dialog', { name: 'Favourited by' })).toBeNull();
  });

  it('a click opens it with focus inside; load more adds the next 16; Escape closes and refocuses', async () => {
    const user = userEvent.setup();
    serveFavourites();
    render(<Status entryId="P1" position={1} setSize={1} />, { favourites_count: 20, reblogs_count: 0 });
    const count = screen.getByRole('button', { name: 'Favourited by 20 people' });
    await user.click(count);
    const list = await screen.findByRole('dialog', { name: 'Favourited by' });
    expect(await within(list).findAllByRole('link')).toHaveLength(16);
    expect(list).toHaveFocus();
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Fan 20')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Favourited by' })).toBeNull();
    expect(count).toHaveFocus();
  });

  it('hidePostStats: no counts to open', () => {
    render(
      <Status entryId="P1" position={1} setSize={1} />,
      { favourites_count: 3, reblogs_count: 2 },
      settingChanged('hidePostStats', true),
    );
    expect(screen.queryByRole('button', { name: /Favourited by/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Repeated by/ })).toBeNull();
  });
});

describe('the opened post’s avatar list', () => {
  it('shows at most 15 avatars, then +N for the people at least there (someone who did both counts once)', async () => {
    serveFavourites();
    // fan1 also repeated
    server.use(http.get(REBLOGS, () => HttpResponse.json([...fans(1, 1), ...fans(30, 2)])));
    render(<StatusPeople statusId="P1" />, { favourites_count: 20, reblogs_count: 3 });
    const section = screen.getByRole('region', { name: 'Who favourited or repeated this post' });
    // named by the words they show (WCAG 2.5.3)
    expect(within(section).getByRole('button', { name: '3 repeats' })).toHaveTextContent('3 repeats');
    expect(within(section).getByRole('button', { name: '20 favourites' })).toHaveTextContent('20 favourites');
    // 20 people at least (the favourites' count; 18 loaded once each), 15 shown
    expect(await within(section).findByText('+5')).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(15);
    expect(within(section).getByText('and 5 more')).toBeInTheDocument();
    expect(to('/api/v1/statuses/P1/favourited_by')).toHaveLength(1);
  });

  it('nothing with no favourites or repeats, or with hidePostStats', () => {
    const { container } = render(<StatusPeople statusId="P1" />, { favourites_count: 0, reblogs_count: 0 });
    expect(container).toBeEmptyDOMElement();
  });

  it('hidePostStats hides it and asks nothing', () => {
    const { container } = render(
      <StatusPeople statusId="P1" />,
      { favourites_count: 4, reblogs_count: 1 },
      settingChanged('hidePostStats', true),
    );
    expect(container).toBeEmptyDOMElement();
    expect(to('/api/v1/statuses/P1/favourited_by')).toHaveLength(0);
  });
});
