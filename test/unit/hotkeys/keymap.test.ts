import { commandFor, goPath, HOTKEY_HELP } from '../../../src/features/hotkeys/keymap';
import en from '../../../locales/en.json';

describe('the hotkey table', () => {
  it("gives Mastodon's post keys, and arrows as j and k", () => {
    expect(commandFor('j', false).command).toEqual({ kind: 'post', command: 'next' });
    expect(commandFor('ArrowUp', false).command).toEqual({ kind: 'post', command: 'previous' });
    expect(commandFor('f', false).command).toEqual({ kind: 'post', command: 'favourite' });
    expect(commandFor('b', false).command).toEqual({ kind: 'post', command: 'repeat' });
    expect(commandFor('x', false).command).toEqual({ kind: 'post', command: 'warning' });
    expect(commandFor('/', false).command).toEqual({ kind: 'search' });
    expect(commandFor('?', false).command).toEqual({ kind: 'help' });
    expect(commandFor('q', false)).toEqual({ command: null, afterG: false });
  });

  it("'g' waits for its second key: h is home there, not the sensitive-media key", () => {
    expect(commandFor('g', false)).toEqual({ command: null, afterG: true });
    expect(commandFor('h', true)).toEqual({ command: { kind: 'go', target: 'home' }, afterG: false });
    expect(commandFor('h', false).command).toEqual({ kind: 'post', command: 'sensitive' });
    // an unknown second key ends the wait and does nothing
    expect(commandFor('z', true)).toEqual({ command: null, afterG: false });
  });

  it("goes where the member's menu goes; a visitor has only the public timelines", () => {
    expect(goPath('notifications', 'ann')).toBe('/ann/notifications');
    expect(goPath('profile', 'ann')).toBe('/users/ann');
    expect(goPath('direct', 'ann')).toBe('/users/ann/dms');
    expect(goPath('local', null)).toBe('/main/public');
    expect(goPath('home', null)).toBeNull();
  });

  it('every row of the help names a message that exists', () => {
    expect(HOTKEY_HELP.map(([, id]) => id).filter((id) => !(id in en))).toEqual([]);
  });
});
