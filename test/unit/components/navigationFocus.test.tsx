import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { useNavigationFocus } from '../../../src/app/shell/navigationFocus';

function Shell({ children }: { children: ReactNode }) {
  useNavigationFocus();
  return <main id="main">{children}</main>;
}

let go: ReturnType<typeof useNavigate> = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

const Timeline = () => (
  <>
    <h1>Home</h1>
    <div role="feed">
      <article data-entry-id="a1" data-status-id="a1" aria-posinset={1} tabIndex={0}>
        first
      </article>
      <article data-entry-id="a2" data-status-id="a2" aria-posinset={2} tabIndex={0}>
        second
      </article>
    </div>
  </>
);
const Conversation = () => (
  <>
    <h1>Conversation</h1>
    <article data-entry-id="a2" data-status-id="a2" aria-current="true" tabIndex={0}>
      second
    </article>
  </>
);

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <Navigator />
      <Shell>
        <Routes>
          <Route path="/home" element={<Timeline />} />
          <Route path="/notice/:id" element={<Conversation />} />
          <Route path="/about" element={<h1>About</h1>} />
          <Route path="/search" element={<input aria-label="Search" />} />
        </Routes>
      </Shell>
    </MemoryRouter>,
  );
}

describe('useNavigationFocus', () => {
  it('leaves the first page load alone (the skip link stays the first stop)', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it("focuses the new screen's h1 (made focusable by script only) after a navigation", async () => {
    renderApp();
    await act(async () => go('/about'));
    const heading = screen.getByRole('heading', { name: 'About' });
    expect(heading).toHaveFocus();
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus where it is when only the hash or query changes (a profile tab, a search)', async () => {
    renderApp();
    const second = screen.getByText('second');
    second.focus();
    await act(async () => go({ hash: '#replies' }, { replace: true }));
    await act(async () => go('/home?query=x'));
    expect(second).toHaveFocus();
  });

  it('focuses the opened post of a conversation, and the post left from on going back', async () => {
    renderApp();
    screen.getByText('second').focus();
    await act(async () => go('/notice/a2'));
    expect(document.activeElement?.getAttribute('aria-current')).toBe('true');
    await act(async () => go(-1));
    expect(screen.getByText('second')).toHaveFocus();
    expect(screen.getByText('second').closest('[role="feed"]')).not.toBeNull();
  });

  it('waits for a screen drawn later (a lazy chunk) and focuses its heading then', async () => {
    const { rerender } = renderApp();
    await act(async () => go('/search'));
    // nothing to focus yet but a field the reader did not choose: the heading is not there
    expect(document.activeElement).toBe(document.body);
    const late = document.createElement('h1');
    late.textContent = 'Search';
    await act(async () => {
      document.getElementById('main')?.append(late);
      await Promise.resolve();
    });
    expect(late).toHaveFocus();
    rerender(<></>);
  });

  it('does not take the focus from a field the reader is typing in', async () => {
    renderApp();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await act(async () => go('/about'));
    expect(field).toHaveFocus();
    field.remove();
  });
});
