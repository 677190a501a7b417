// Issue 16: a post without a usable author is shown by "Unknown account", with no profile link; the hostile URL
// payloads leave no unchecked URL in the card.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Status } from '../../../src/components/Status/Status';
import { loginSucceeded } from '../../../src/slices/auth';
import { UNKNOWN_ACCOUNT_ID } from '../../../src/schemas';
import { accountFactory, importAccount, importStatuses, reblogFactory, stateAfter, statusFactory } from '../../support/factories';
import { renderWithMockStore, renderWithStore } from '../../support/render';
import { baseStatus, deepMerge, withStatus } from '../schemas/hostileCorpus';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const renderEntry = (raw: unknown[], entryId: string, ...extra: Parameters<typeof stateAfter>) =>
  renderWithStore(<Status entryId={entryId} position={1} setSize={1} />, {
    preloadedState: stateAfter(importStatuses(raw), ...extra),
  });

describe('a post without its author', () => {
  it.each([
    ['null', null],
    ['{}', {}],
    ['without id', { acct: 'ghost', display_name: 'Ghost', avatar: 'https://example.com/g.png' }],
  ])('account %s: "Unknown account", no link to any profile, the "?" avatar, no @acct', (_name, account) => {
    const raw = { ...statusFactory({ id: 'U1', content: '<p>still here</p>' }), account };
    renderEntry([raw], 'U1');
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('still here');
    const name = article.querySelector('.status-name') as HTMLElement;
    expect(name).toHaveTextContent('Unknown account');
    expect(name.tagName).toBe('SPAN');
    expect(name.closest('a')).toBeNull();
    expect(article).toHaveAccessibleName(/^Unknown account .* still here$/);
    // no profile link anywhere in the card (the time still links to the post itself)
    const hrefs = Array.from(article.querySelectorAll('a[href]')).map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h?.startsWith('/users/'))).toEqual([]);
    expect(hrefs).toContain('/notice/U1');
    expect(article.querySelector('.status-avatar')?.tagName).toBe('SPAN');
    expect(article.querySelector('.avatar-empty')).toHaveTextContent('?');
    expect(article.querySelector('img.avatar')).toBeNull();
    expect(article.querySelector('.status-acct')).toBeNull();
    expect(article.textContent).not.toContain('Ghost');
  });

  it('the post beside it keeps its own author and link', () => {
    const ok = statusFactory({ id: 'OK', account: accountFactory({ id: 'al', username: 'al', display_name: 'Al' }) });
    renderEntry([{ ...statusFactory({ id: 'U1' }), account: null }, ok], 'OK');
    const name = screen.getByRole('article').querySelector('.status-name') as HTMLElement;
    expect(name).toHaveTextContent('Al');
    expect(name.closest('a')).toHaveAttribute('href', '/users/al');
  });

  it('a repeat by an unknown account: "Unknown account repeated", the repeated post keeps its author', () => {
    const inner = statusFactory({ id: 'IN', account: accountFactory({ id: 'al', username: 'al', display_name: 'Al' }) });
    const repeat = { ...reblogFactory(inner, undefined, { id: 'RB' }), account: {} };
    renderEntry([repeat], 'RB');
    expect(screen.getByText(/repeated$/).closest('.status-repeat-line')).toHaveTextContent('Unknown account repeated');
    expect(screen.getByRole('article').querySelector('.status-name')?.closest('a')).toHaveAttribute('href', '/users/al');
  });

  it('its menu offers no report (there is no account to report)', async () => {
    const user = userEvent.setup();
    const me = accountFactory({ id: 'ME', username: 'me' });
    const state = stateAfter(
      importAccount(me),
      importStatuses([{ ...statusFactory({ id: 'U1' }), account: null }]),
      loginSucceeded({ me: 'ME' }),
    );
    expect(state.entities.statuses.entities.U1?.account).toBe(UNKNOWN_ACCOUNT_ID);
    renderWithMockStore(<Status entryId="U1" position={1} setSize={1} />, { state });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Report' })).toBeNull();
  });
});

describe('the hostile URL payloads in the card', () => {
  const SAFE = /^(?:https?:\/\/|\/(?![/\\])|mailto:)/i;

  it.each(withStatus.map((p) => [p.name, p] as const))('%s: every src and href is http(s) or a same-origin path', (_name, p) => {
    const { container } = renderEntry([deepMerge(baseStatus(), p.status)], 'hostile');
    const article = screen.getByRole('article');
    const attrs = Array.from(container.querySelectorAll('[src], [href], [poster], [srcset]')).flatMap((el) =>
      ['src', 'href', 'poster', 'srcset'].flatMap((attr) => {
        const value = el.getAttribute(attr);
        return value === null ? [] : [`<${el.tagName.toLowerCase()} ${attr}="${value}">`];
      }),
    );
    expect(attrs.length).toBeGreaterThan(0);
    for (const a of attrs) expect(a.replace(/^<\w+ \w+="|">$/g, '')).toMatch(SAFE);
    expect(article.innerHTML).not.toMatch(/javascript:|vbscript:|data:|blob:/i);
  });
});
