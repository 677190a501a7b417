import reducer, { settingChanged, settingsRestored } from '../../../src/slices/settings';
import { sessionCleared } from '../../../src/slices/auth';

const init = () => reducer(undefined, { type: '@@init' });

describe('settings slice', () => {
  it('holds only the values the user chose', () => {
    expect(init().user).toEqual({});
    const s = reducer(init(), settingChanged('hideNsfw', false));
    expect(s.user).toEqual({ hideNsfw: false });
  });

  it('settingChanged keeps other values and overwrites the same key', () => {
    let s = reducer(init(), settingsRestored({ theme: 'redmond-xx', maxThumbnails: 4 }));
    s = reducer(s, settingChanged('maxThumbnails', 8));
    s = reducer(s, settingChanged('replyVisibility', 'following'));
    expect(s.user).toEqual({ theme: 'redmond-xx', maxThumbnails: 8, replyVisibility: 'following' });
  });

  it('settingsRestored replaces everything with what storage held', () => {
    const s = reducer(reducer(init(), settingChanged('hideNsfw', false)), settingsRestored({ theme: 'x' }));
    expect(s.user).toEqual({ theme: 'x' });
  });

  it('logout wipes all settings', () => {
    expect(reducer(reducer(init(), settingChanged('hideNsfw', false)), sessionCleared()).user).toEqual({});
  });
});
