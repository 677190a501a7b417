import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Link, NavLink, ScreenPreloadContext, isActivePath } from '../../../src/components/RouterLink';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('Link', () => {
  it('is a real link to the path and navigates in place on a plain click, with its state', () => {
    renderAt(
      '/main/public',
      <Link to="/notice/1" state={{ from: 'timeline' }}>
        post
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'post' });
    expect(link.getAttribute('href')).toBe('/notice/1');
    fireEvent.click(link);
    expect(where()).toBe('/notice/1|{"from":"timeline"}');
  });

  it('leaves a click with a modifier, another button or a new-tab target to the browser', () => {
    renderAt(
      '/main/public',
      <>
        <Link to="/a">plain</Link>
        <Link to="/b" target="_blank">
          tab
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'plain' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'plain' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'tab' }));
    expect(where()).toBe('/main/public|null');
  });

  it('runs its own click handler first and stays put when that handler prevents the default', () => {
    const seen: string[] = [];
    renderAt(
      '/main/public',
      <Link
        to="/a"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        guarded
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'guarded' }));
    expect(seen).toEqual(['clicked']);
    expect(where()).toBe('/main/public|null');
  });
});

describe('Link: the screen it opens loads ahead', () => {
  it('asks for the path it leads to when the pointer enters it or it takes the focus, after its own handlers', () => {
    const asked: string[] = [];
    renderAt(
      '/main/public',
      <ScreenPreloadContext.Provider value={(path) => asked.push(path)}>
        <Link to="/about" onPointerEnter={() => asked.push('own pointer')} onFocus={() => asked.push('own focus')}>
          about
        </Link>
        <NavLink to="/users/alice?x=1#top">alice</NavLink>
      </ScreenPreloadContext.Provider>,
    );
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'about' }));
    fireEvent.focus(screen.getByRole('link', { name: 'alice' }));
    expect(asked).toEqual(['own pointer', '/about', '/users/alice']);
    screen.getByRole('link', { name: 'about' }).focus();
    expect(asked.slice(3)).toEqual(['own focus', '/about']);
    // loading ahead is not following: the page stays where it is
    expect(where()).toBe('/main/public|null');
  });
});

describe('NavLink', () => {
  it('marks the open screen with aria-current and .active, and only that one', () => {
    renderAt(
      '/main/public',
      <nav>
        <NavLink to="/main/public" className="entry">
          Local
        </NavLink>
        <NavLink to="/main/all" className="entry">
          All
        </NavLink>
      </nav>,
    );
    const local = screen.getByRole('link', { name: 'Local' });
    const all = screen.getByRole('link', { name: 'All' });
    expect(local.getAttribute('aria-current')).toBe('page');
    expect(local.className).toBe('entry active');
    expect(all.getAttribute('aria-current')).toBeNull();
    expect(all.className).toBe('entry');
    fireEvent.click(all);
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(local.getAttribute('aria-current')).toBeNull();
  });

  it('stays active below its path unless `end` is set', () => {
    renderAt(
      '/users/alice/interactions',
      <>
        <NavLink to="/users/alice">profile</NavLink>
        <NavLink to="/users/alice" end>
          exact
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'exact' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('isActivePath', () => {
  it.each([
    ['/main/public', '/main/public', true, true],
    ['/Main/Public', '/main/public', true, true],
    ['/main/public/', '/main/public', false, true],
    ['/main/publicity', '/main/public', false, false],
    ['/users/a/b', '/users/a/', false, true],
    ['/anything', '/', false, false],
    ['/', '/', true, true],
  ])('%s under %s (end %s) is %s', (current, target, end, expected) => {
    expect(isActivePath(current, target, end)).toBe(expected);
  });
});
