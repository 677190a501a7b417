import reducer, { bootFinished, noticeAdded, noticeDismissed, sideDrawerToggled, type UiState } from '../../../src/slices/ui';

const run = (...actions: Parameters<typeof reducer>[1][]): UiState =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

describe('ui notices', () => {
  it('adds notices with increasing ids, keeping the timeout only when given', () => {
    const s = run(noticeAdded('error', { id: 'a' }, 5000), noticeAdded('info', { id: 'b' }));
    expect(s.notices).toEqual([
      { id: 1, level: 'error', message: { id: 'a' }, timeout: 5000 },
      { id: 2, level: 'info', message: { id: 'b' } },
    ]);
    expect('timeout' in s.notices[1]).toBe(false);
  });

  it('shows an identical message once (a poller failing every 20 s)', () => {
    const s = run(
      noticeAdded('error', { id: 'timeline.error_fetching' }),
      noticeAdded('error', { id: 'timeline.error_fetching' }),
    );
    expect(s.notices).toHaveLength(1);
    expect(s.nextNoticeId).toBe(2);
  });

  it('the same key with different server text is a different message', () => {
    const s = run(noticeAdded('error', { id: 'x', text: 'one' }), noticeAdded('error', { id: 'x', text: 'two' }));
    expect(s.notices.map((n) => n.message.text)).toEqual(['one', 'two']);
  });

  it('dismisses by id, and the message may then show again', () => {
    let s = run(noticeAdded('error', { id: 'a' }), noticeAdded('error', { id: 'b' }), noticeDismissed(1));
    expect(s.notices.map((n) => n.message.id)).toEqual(['b']);
    s = reducer(s, noticeAdded('error', { id: 'a' }));
    expect(s.notices.map((n) => [n.id, n.message.id])).toEqual([
      [2, 'b'],
      [3, 'a'],
    ]);
  });

  it('dismissing an unknown id changes nothing', () => {
    const s = run(noticeAdded('error', { id: 'a' }));
    expect(reducer(s, noticeDismissed(99)).notices).toEqual(s.notices);
  });
});

describe('ui flags', () => {
  it('toggles the side drawer, or sets it explicitly', () => {
    expect(run(sideDrawerToggled()).sideDrawerOpen).toBe(true);
    expect(run(sideDrawerToggled(), sideDrawerToggled()).sideDrawerOpen).toBe(false);
    expect(run(sideDrawerToggled(false)).sideDrawerOpen).toBe(false);
    expect(run(sideDrawerToggled(true), sideDrawerToggled(true)).sideDrawerOpen).toBe(true);
  });

  it('bootFinished marks the app booted', () => {
    expect(run().booted).toBe(false);
    expect(run(bootFinished()).booted).toBe(true);
  });
});
