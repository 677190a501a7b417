import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { Status } from '../../../src/components/Status/Status';
import { POPOVER_OPEN_DELAY_MS } from '../../../src/components/Status/StatusReplyTo';
import type { MuteState } from '../../../src/selectors/muteRules';
import { nodeinfoLoaded } from '../../../src/slices/instance';
import type { Nodeinfo } from '../../../src/api/types';
import { preloadedAnswer } from '../../support/fixtures';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { LocationProbe, renderWithSaga, renderWithStore } from '../../support/render';
import { statusActionsSaga } from '../../../src/features/interactions/sagas/statusActions';
import { createTestServer } from '../../support/server';

// The rules themselves are the "rules" helper's (and tested there); here: what the card does with each state.
let mockMute: MuteState = { muted: false, hidden: false, reasons: [] };
jest.mock('../../../src/selectors/muteRules', () => ({
  makeSelectMuteState: () => () => mockMute,
}));

const { server } = createTestServer();
const ni = preloadedAnswer<Nodeinfo>('/nodeinfo/2.0.json');
const withFeatures = (features: string[], restrictedNicknames: string[] = []) =>
  nodeinfoLoaded({ ...ni, metadata: { ...ni.metadata, features, restrictedNicknames } } as Nodeinfo);

// The card's own side effects (the reply-to preview's fetch) run in the interactions sagas.
function renderCard(raw: unknown[], id: string, ...extra: Parameters<typeof stateAfter>) {
  return renderWithSaga(
    <>
      <Routes>
        <Route path="*" element={<Status entryId={id} position={1} setSize={-1} />} />
      </Routes>
      <LocationProbe />
    </>,
    statusActionsSaga,
    { preloadedState: stateAfter(importStatuses(raw), ...extra) },
  );
}

beforeEach(() => {
  mockMute = { muted: false, hidden: false, reasons: [] };
});

describe('display states', () => {
  it('a muted post hides behind a notice naming the reason; the eye toggle shows it in this card', async () => {
    mockMute = { muted: true, hidden: false, reasons: ['word'] };
    const raw = statusFactory({ content: '<p>secret words</p>' });
    renderCard([raw], raw.id);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('muted word');
    expect(article).not.toHaveTextContent('secret words');
    await userEvent.click(screen.getByRole('button', { name: 'Show muted post' }));
    expect(article).toHaveTextContent('secret words');
    await userEvent.click(screen.getByRole('button', { name: 'Hide muted post' }));
    expect(article).not.toHaveTextContent('secret words');
  });

  it('a hidden post renders nothing', () => {
    mockMute = { muted: true, hidden: true, reasons: ['user'] };
    const raw = statusFactory();
    renderCard([raw], raw.id);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a deleted post is a placeholder', () => {
    const raw = statusFactory({ content: '<p>was here</p>', deleted: true });
    renderCard([raw], raw.id);
    expect(screen.getByRole('article')).toHaveTextContent('This post was deleted');
    expect(screen.getByRole('article')).not.toHaveTextContent('was here');
  });

  it('a tall post is collapsed behind show more, and expands', async () => {
    const raw = statusFactory({ content: '<p>line</p>'.repeat(25) });
    renderCard([raw], raw.id);
    const content = screen.getByRole('article').querySelector('.status-content') as HTMLElement;
    expect(content).toHaveClass('status-content-tall');
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(content).not.toHaveClass('status-content-tall');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a short post is not collapsed', () => {
    const raw = statusFactory({ content: '<p>short</p>' });
    renderCard([raw], raw.id);
    expect(screen.getByRole('article').querySelector('.status-content-tall')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('a long subject is cut with a show-full-subject button', async () => {
    const raw = statusFactory({ spoiler_text: 'cw '.repeat(100) });
    renderCard([raw], raw.id);
    const summary = screen.getByRole('article').querySelector('.status-summary-text') as HTMLElement;
    expect(summary).toHaveClass('status-summary-long');
    await userEvent.click(screen.getByRole('button', { name: 'Show full subject' }));
    expect(summary).not.toHaveClass('status-summary-long');
  });

  it('the content warning keeps the text collapsed until opened', async () => {
    const raw = statusFactory({ spoiler_text: 'spoilers', content: '<p>the ending</p>' });
    renderCard([raw], raw.id);
    expect(screen.getByRole('article')).not.toHaveTextContent('the ending');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('article')).toHaveTextContent('the ending');
  });
});

describe('links inside the content', () => {
  const lain = { id: 'L1', username: 'lain', acct: 'lain', url: 'https://pleroma.test/users/lain' };
  const bob = { id: 'B2', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/@bob' };
  const content =
    '<p>hi <a href="https://pleroma.test/tags/cats" class="mention hashtag" rel="tag">#cats</a> ' +
    '<a class="hashtag" data-tag="dogs" href="https://remote.example/tag/x">#dogs</a> ' +
    '<span class="h-card"><a class="u-url mention" href="https://pleroma.test/users/lain">@lain</a></span> ' +
    '<span class="h-card"><a class="u-url mention" href="https://remote.example/@bob">@bob</a></span> ' +
    '<a href="https://example.com/read">article</a></p>';
  const raw = () => statusFactory({ content, mentions: [lain, bob] });

  it.each([
    ['#cats', '/tag/cats'],
    ['#dogs', '/tag/dogs'],
    ['@lain', '/users/lain'],
    // bob's account is not in the store: his profile is looked up by his acct, not opened by an unchecked id
    ['@bob', '/users/bob@remote.example'],
  ])('%s navigates in the app to %s', async (text, path) => {
    const r = raw();
    renderCard([r], r.id);
    await userEvent.click(within(screen.getByRole('article')).getByText(text));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('a mention whose id the store holds for the same acct goes to the id route', async () => {
    const r = raw();
    renderCard([r], r.id, importAccount(accountFactory({ id: 'B2', username: 'bob', acct: 'bob@remote.example' })));
    await userEvent.click(within(screen.getByRole('article')).getByText('@bob'));
    expect(screen.getByTestId('location')).toHaveTextContent('/users/B2');
  });

  it('a restricted nickname goes to the id route', async () => {
    const r = statusFactory({
      content: '<p>x <a class="u-url mention" href="https://pleroma.test/users/main">@main</a></p>',
      mentions: [{ ...lain, id: 'M3', username: 'main', acct: 'main', url: 'https://pleroma.test/users/main' }],
    });
    renderCard([r], r.id, withFeatures([], ['main']), importAccount(accountFactory({ id: 'M3', username: 'main' })));
    await userEvent.click(within(screen.getByRole('article')).getByText('@main'));
    expect(screen.getByTestId('location')).toHaveTextContent('/users/M3');
  });

  it('other links open in a new window without referrer or follow', () => {
    const r = raw();
    renderCard([r], r.id);
    const a = screen.getByRole('link', { name: 'article' });
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});

describe('mentions line', () => {
  it('shows 5 leading mentions, then a +N more expander', async () => {
    const people = Array.from({ length: 7 }, (_, i) => ({
      id: `P${i}`,
      username: `p${i}`,
      acct: `p${i}`,
      url: `https://pleroma.test/users/p${i}`,
    }));
    const lead = people
      .map((p) => `<span class="h-card"><a class="u-url mention" href="${p.url}">@${p.username}</a></span>`)
      .join(' ');
    const r = statusFactory({ content: `<p>${lead} hello all</p>`, mentions: people });
    renderCard([r], r.id);
    const line = screen.getByLabelText('Mentions');
    expect(within(line).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('article').querySelector('.status-content')).toHaveTextContent(/^hello all$/);
    await userEvent.click(within(line).getByRole('button', { name: '+2 more' }));
    expect(within(line).getAllByRole('link')).toHaveLength(7);
  });
});

describe('link card, edit marker, markdown', () => {
  const card = {
    url: 'https://news.example/story',
    title: 'A story',
    description: 'What happened',
    type: 'link',
    image: 'https://news.example/pic.jpg',
    provider_name: 'News',
  };

  it('shows the link card opening in a new window', () => {
    const r = statusFactory({ card });
    renderCard([r], r.id);
    const link = screen.getByRole('link', { name: /A story/ });
    expect(link).toHaveAttribute('href', 'https://news.example/story');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveTextContent('News');
    expect(link).toHaveTextContent('What happened');
  });

  it('drops a card whose address is not http(s)', () => {
    const r = statusFactory({ card: { ...card, url: 'javascript:alert(1)' } });
    renderCard([r], r.id);
    expect(screen.queryByRole('link', { name: /A story/ })).toBeNull();
  });

  it('marks an edited post only when the server supports editing', () => {
    const r = statusFactory({ edited_at: '2022-02-21T10:00:00.000Z' });
    const { unmount } = renderCard([r], r.id);
    expect(screen.queryByText('(edited)')).toBeNull();
    unmount();
    renderCard([r], r.id, withFeatures(['editing']));
    expect(screen.getByText('(edited)')).toBeInTheDocument();
  });

  it('no marker for an unedited post', () => {
    const r = statusFactory();
    renderCard([r], r.id, withFeatures(['editing']));
    expect(screen.queryByText('(edited)')).toBeNull();
  });

  it("an Akkoma MFM post shows the server's HTML, whose mention and hashtag links route in the app", () => {
    // Akkoma's shape: rendered `content` plus `akkoma.source` with the MFM text
    const r = statusFactory({
      content:
        '<p><span class="h-card"><a class="u-url mention" data-user="MB" href="https://akkoma.example/users/bob">@<span>bob</span></a></span> look <a class="hashtag" data-tag="fedi" href="https://akkoma.example/tag/fedi">#fedi</a> <b>loud</b></p>',
      mentions: [{ id: 'MB', username: 'bob', acct: 'bob', url: 'https://akkoma.example/users/bob' }],
      akkoma: { source: { content: '@bob look #fedi **loud** $[spin ok]', mediaType: 'text/x.misskeymarkdown' } },
    });
    renderCard([r], r.id);
    const content = screen.getByRole('article').querySelector('.status-content') as HTMLElement;
    expect(content.querySelector('b')).toHaveTextContent('loud');
    expect(content).not.toHaveTextContent('$[spin');
    expect(content.querySelector('a.hashtag')).toHaveAttribute('data-tag', 'fedi');
  });

  it('an MFM post the server sent no HTML for is rendered from its source by the MFM chunk, escaped', async () => {
    const r = statusFactory({
      content: '',
      mentions: [{ id: 'MB', username: 'bob', acct: 'bob@far.example', url: 'https://far.example/users/bob' }],
      akkoma: {
        source: {
          content: '**loud** @bob@far.example #fedi $[spin round] <script>x</script>',
          mediaType: 'text/x.misskeymarkdown',
        },
      },
    });
    renderCard([r], r.id);
    const content = screen.getByRole('article').querySelector('.status-content') as HTMLElement;
    // the source as text at once, then rendered
    expect(content).toHaveTextContent('**loud**');
    await waitFor(() => expect(content.querySelector('b')).toHaveTextContent('loud'));
    expect(content.querySelector('a.mention:not(.hashtag)')).toHaveAttribute('href', 'https://far.example/users/bob');
    expect(content.querySelector('a.hashtag')).toHaveAttribute('data-tag', 'fedi');
    expect(content).toHaveTextContent('round');
    expect(content).not.toHaveTextContent('$[spin');
    expect(content.querySelector('script')).toBeNull();
    expect(content).toHaveTextContent('<script>x</script>');
  });
});

describe('reply-to line', () => {
  const author = accountFactory({ id: 'PA', username: 'parent' });
  it('links to the parent and previews it on hover, fetching it when unknown', async () => {
    const parent = statusFactory({ id: 'PARENT1', account: author, content: '<p>the parent text</p>' });
    server.use(http.get('http://localhost/api/v1/statuses/PARENT1', () => HttpResponse.json(parent)));
    const r = statusFactory({
      in_reply_to_id: 'PARENT1',
      in_reply_to_account_id: 'PA',
      mentions: [{ id: 'PA', username: 'parent', acct: 'parent', url: 'https://pleroma.test/users/parent' }],
    });
    renderCard([r], r.id);
    const link = screen.getByText(/Reply to/).querySelector('a') as HTMLElement;
    expect(link).toHaveTextContent('@parent');
    expect(link).toHaveAttribute('href', '/notice/PARENT1');
    await userEvent.hover(link);
    expect(await screen.findByText('the parent text')).toBeInTheDocument();
    expect(screen.getByRole('tooltip')).toHaveTextContent('@parent');
    await userEvent.unhover(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says status_unavailable when the fetch fails', async () => {
    server.use(
      http.get('http://localhost/api/v1/statuses/GONE', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    );
    const r = statusFactory({ in_reply_to_id: 'GONE', in_reply_to_account_id: 'PA' });
    renderCard([r], r.id);
    await userEvent.hover(screen.getByText(/Reply to/));
    expect(await screen.findByText('Post unavailable')).toBeInTheDocument();
  });

  it('opens 25 ms after the pointer arrives: a pointer that passes over opens nothing', () => {
    jest.useFakeTimers();
    try {
      const parent = statusFactory({ id: 'PARENT2', account: author, content: '<p>passing by</p>' });
      server.use(http.get('http://localhost/api/v1/statuses/PARENT2', () => HttpResponse.json(parent)));
      const r = statusFactory({ in_reply_to_id: 'PARENT2', in_reply_to_account_id: 'PA' });
      renderCard([r], r.id);
      const line = screen.getByText(/Reply to/);
      fireEvent.mouseEnter(line);
      act(() => {
        jest.advanceTimersByTime(POPOVER_OPEN_DELAY_MS - 5);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
      fireEvent.mouseLeave(line);
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
      fireEvent.mouseEnter(line);
      act(() => {
        jest.advanceTimersByTime(POPOVER_OPEN_DELAY_MS);
      });
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a post that replies to nothing has no reply line', () => {
    const r = statusFactory();
    renderCard([r], r.id);
    expect(screen.queryByText(/Reply to/)).toBeNull();
  });
});

describe('quote-inline', () => {
  it('the inline "RE: link" is marked to hide only when the quoted post is embedded', () => {
    const quoted = statusFactory({ id: 'Q1', content: '<p>the quoted words</p>' });
    const withLink =
      '<p>Look at this</p><span class="quote-inline"><br/><br/>RE: <a href="https://x.test/objects/1">https://x.test/objects/1</a></span>';
    const embedded = statusFactory({ id: 'E1', content: withLink, quote: quoted });
    const bare = statusFactory({ id: 'E2', content: withLink, quote: null });
    renderWithStore(
      <>
        <Status entryId="E1" position={1} setSize={2} />
        <Status entryId="E2" position={2} setSize={2} />
      </>,
      { preloadedState: stateAfter(importStatuses([embedded, bare])) },
    );
    const inline = (id: string) => document.querySelector(`article[data-status-id="${id}"] .quote-inline`);
    expect(inline('E1')?.closest('.has-quote')).not.toBeNull();
    expect(inline('E2')).not.toBeNull();
    expect(inline('E2')?.closest('.has-quote')).toBeNull();
  });
});
