import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Status } from '../../../src/components/Status/Status';
import { ScreenPreloadContext } from '../../../src/components/RouterLink';
import { settingChanged } from '../../../src/slices/settings';
import { mastoTimeline, soapbox } from '../../support/fixtures';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { renderWithStore } from '../../support/render';

const page = mastoTimeline();
const REPEAT = '10419787'; // hj repeats ivesen@miniwa.moe ("tsumiki :bun:")

function renderStatus(raw: unknown[], entryId: string, ...extra: Parameters<typeof stateAfter>) {
  return renderWithStore(<Status entryId={entryId} position={3} setSize={-1} />, {
    preloadedState: stateAfter(importStatuses(raw), ...extra),
  });
}

afterEach(() => jest.useRealTimers());

describe('Status card', () => {
  it('shows the author name with its custom emoji as an image', () => {
    renderStatus(page, REPEAT);
    const article = screen.getByRole('article');
    const name = article.querySelector('.status-name') as HTMLElement;
    expect(name).toHaveTextContent('tsumiki');
    const emoji = within(name).getByRole('img', { name: ':bun:' });
    expect(emoji).toHaveAttribute('src', 'https://miniwa.moe/emoji/custom/bun.png');
    // the article is labelled by the author's name
    expect(article).toHaveAccessibleName(/tsumiki/);
  });

  it('is named by author, time and text; behind a warning by its subject, never the hidden text', () => {
    const plain = statusFactory({ id: 'P1', content: '<p>Picnic at noon</p>', spoiler_text: '' });
    const warned = statusFactory({ id: 'P2', content: '<p>the spoiler itself</p>', spoiler_text: 'Film ending' });
    const { unmount } = renderStatus([plain], 'P1');
    const name = screen.getByRole('article').querySelector('.status-name')?.textContent ?? '';
    const time = screen.getByRole('article').querySelector('.status-time')?.textContent ?? '';
    expect(screen.getByRole('article')).toHaveAccessibleName(`${name} ${time} Picnic at noon`);
    unmount();
    renderStatus([warned], 'P2');
    expect(screen.getByRole('article')).toHaveAccessibleName(/Film ending$/);
    expect(screen.getByRole('article')).not.toHaveAccessibleName(/spoiler itself/);
  });

  it("shows a remote author's acct with the host", () => {
    renderStatus(page, REPEAT);
    const acct = screen.getByRole('article').querySelector('.status-acct') as HTMLElement;
    expect(acct.textContent).toMatch(/^@ivesen\b/);
    expect(acct).toHaveTextContent('miniwa.moe');
  });

  it('a local author has no host', () => {
    renderStatus(page, '10423476');
    expect(screen.getByRole('article').querySelector('.status-acct')?.textContent).toBe('@hj');
  });

  it('shows the repeat line with who repeated it, and the repeated status', () => {
    renderStatus(page, REPEAT);
    expect(screen.getByText(/repeated$/).closest('.status-repeat-line')).toHaveTextContent(
      'whatever whatever whatever witch repeated',
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-status-id', '10418865');
    expect(screen.getByRole('article')).toHaveTextContent('ruin a distro in 3 words');
  });

  it('a status that is not a repeat has no repeat line', () => {
    renderStatus(page, '10423476');
    expect(screen.queryByText(/repeated$/)).toBeNull();
  });

  it('carries its feed position for screen readers', () => {
    renderStatus(page, '10423476');
    expect(screen.getByRole('article')).toHaveAttribute('aria-posinset', '3');
    expect(screen.getByRole('article')).toHaveAttribute('aria-setsize', '-1');
  });

  it('renders nothing for an id whose data is missing', () => {
    const { container } = renderStatus(page, 'missing');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the relative time, kept up to date by the shared clock', () => {
    // the repeated status's time, not the repeat's (2019-01-17T14:13:36Z)
    const inner = Date.parse('2019-01-17T13:41:35.000Z');
    jest.useFakeTimers({ now: inner + 3 * 3600_000 });
    renderStatus(page, REPEAT);
    act(() => jest.advanceTimersByTime(60_000));
    const time = screen.getByRole('article').querySelector('time') as HTMLElement;
    expect(time).toHaveTextContent('3h');
    expect(time).toHaveAttribute('datetime', '2019-01-17T13:41:35.000Z');
    act(() => jest.advanceTimersByTime(24 * 3600_000));
    expect(time).toHaveTextContent('1d');
  });

  // regression: the shared clock once started stale, so a post made a moment ago read "1m"
  test('shows the right age at the first render, before the clock ticks', () => {
    const posted = Date.now() + 400 * 86400_000; // well after any time the clock may hold
    jest.useFakeTimers({ now: posted });
    renderStatus([statusFactory({ id: 'fresh', created_at: new Date(posted).toISOString() })], 'fresh');
    expect(screen.getByRole('article').querySelector('time')).toHaveTextContent('now');
  });

  it('sanitizes the content: a hostile <img onerror> leaves no handler in the DOM', () => {
    const hostile = statusFactory({
      id: 'evil',
      content:
        '<p>hi <img src=x onerror="alert(1)"><img src="https://x.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p><script>alert(4)</script>',
    });
    const { container } = renderStatus([hostile], 'evil');
    expect(container.querySelector('[onerror], script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByRole('article')).toHaveTextContent('hi');
  });

  it('renders custom emoji inside the content', () => {
    const raw = soapbox('status-custom-emoji');
    renderStatus([raw], String(raw.id));
    const content = screen.getByRole('article').querySelector('.status-content') as HTMLElement;
    expect(
      within(content)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual([':ablobcathyper:', ':ageblobcat:', ':blobcatphoto:']);
  });

  it('a content warning hides the text until its button expands it', async () => {
    const user = userEvent.setup();
    const raw = soapbox('status-cw');
    renderStatus([raw], String(raw.id));
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('testing');
    expect(article).not.toHaveTextContent('hello world');
    const button = within(article).getByRole('button', { name: 'Show more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Show less');
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content).toHaveTextContent('hello world');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(article).not.toHaveTextContent('hello world');
  });

  it('sensitive media stays hidden until clicked', async () => {
    const user = userEvent.setup();
    const raw: Record<string, unknown> = { ...soapbox('pleroma-status-with-attachments'), sensitive: true };
    renderStatus([raw], String(raw.id));
    const article = screen.getByRole('article');
    expect(article.querySelector('.att-gallery')).toBeNull();
    const reveal = within(article).getByRole('button', { name: /Sensitive content \(4 attachments\)/ });
    await user.click(reveal);
    expect(within(article).queryByRole('button', { name: /Sensitive content/ })).toBeNull();
    // 4 attachments score over 1 (tall): the last one waits behind "show all"
    expect(article.querySelectorAll('.att-gallery .att-item')).toHaveLength(3);
    expect(within(article).getByRole('button', { name: 'Show all 4 attachments' })).toBeInTheDocument();
  });

  it('sensitive media shows at once when the user turned hideNsfw off', () => {
    const raw: Record<string, unknown> = { ...soapbox('pleroma-status-with-attachments'), sensitive: true };
    renderStatus([raw], String(raw.id), settingChanged('hideNsfw', false));
    expect(screen.queryByRole('button', { name: /Sensitive content/ })).toBeNull();
    expect(screen.getByRole('article').querySelectorAll('.att-item')).toHaveLength(3); // collapsed: tall
  });

  it('media that is not sensitive shows directly, limited to maxThumbnails', () => {
    const raw = soapbox('pleroma-status-with-attachments');
    renderStatus([raw], String(raw.id), settingChanged('maxThumbnails', 2));
    expect(screen.getByRole('article').querySelectorAll('.att-item')).toHaveLength(2);
  });

  it('shows poll results', () => {
    const raw = soapbox('pleroma-status-with-poll');
    renderStatus([raw], String(raw.id));
    const poll = screen.getByRole('article').querySelector('.status-poll') as HTMLElement;
    expect(poll).toHaveTextContent(/people voted|person voted/);
    expect(poll.querySelectorAll('li').length).toBe((raw.poll as { options: unknown[] }).options.length);
  });
});

describe('links in the text load their screens ahead', () => {
  it('the pointer over a mention or a tag asks for its in-app path; over a link out of the app, for nothing', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const status = statusFactory({
      id: 'L1',
      content:
        '<p>so <a href="https://elsewhere.example/@bob" class="u-url mention">@bob</a> likes ' +
        '<a href="https://elsewhere.example/tag/cats" class="hashtag">#cats</a> and ' +
        '<a href="https://news.example/story">a story</a></p>',
      mentions: [{ id: 'b1', username: 'bob', acct: 'bob@elsewhere.example', url: 'https://elsewhere.example/@bob' }],
      tags: [{ name: 'cats', url: 'https://elsewhere.example/tag/cats' }],
    });
    renderWithStore(
      <ScreenPreloadContext.Provider value={(path) => asked.push(path)}>
        <Status entryId="L1" position={1} setSize={-1} />
      </ScreenPreloadContext.Provider>,
      { preloadedState: stateAfter(importStatuses([status])) },
    );
    const content = screen.getByRole('article').querySelector('.status-content') as HTMLElement;
    await user.hover(within(content).getByRole('link', { name: 'a story' }));
    expect(asked).toEqual([]);
    await user.hover(within(content).getByRole('link', { name: '#cats' }));
    expect(asked).toEqual(['/tag/cats']);
    await user.hover(within(content).getByRole('link', { name: '@bob' }));
    expect(asked).toEqual(['/tag/cats', '/users/bob@elsewhere.example']);
  });
});
