// The wallpaper: the instance's unless hidden; a profile's own background over it while shown, when allowed; an
// address that is not http(s) never reaches CSS.
import { cssUrl, useInstanceWallpaper, usePageBackground } from '../../../src/app/shell/wallpaper';
import { frontendConfigLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import { stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';

function Page({ profileBackground }: { profileBackground?: string }) {
  useInstanceWallpaper();
  usePageBackground(profileBackground);
  return null;
}

const root = () => document.documentElement.style;

describe('the wallpaper', () => {
  it("is the instance's background; a profile's own covers it while shown; the preferences turn each off", () => {
    const preloadedState = stateAfter(frontendConfigLoaded({ background: '/static/wall.png' }));
    const view = renderWithStore(<Page />, { preloadedState });
    expect(root().getPropertyValue('--wallpaper')).toBe('url("/static/wall.png")');
    view.rerender(<Page profileBackground="https://media.example/bg.jpg" />);
    expect(root().getPropertyValue('--page-background')).toBe('url("https://media.example/bg.jpg")');
    view.rerender(<Page />);
    expect(root().getPropertyValue('--page-background')).toBe('');
    view.unmount();

    const hidden = stateAfter(
      frontendConfigLoaded({ background: '/static/wall.png' }),
      settingChanged('hideInstanceWallpaper', true),
      settingChanged('displayPageBackgrounds', false),
    );
    renderWithStore(<Page profileBackground="https://media.example/bg.jpg" />, { preloadedState: hidden });
    expect(root().getPropertyValue('--wallpaper')).toBe('none');
    expect(root().getPropertyValue('--page-background')).toBe('');
  });

  it('checks and quotes the address', () => {
    expect(cssUrl('javascript:alert(1)')).toBe('none');
    expect(cssUrl(42)).toBe('none');
    // the quote in the address is escaped: the value ends only where it should
    const value = cssUrl('https://x.example/a") ; background: red');
    expect(value.indexOf('")')).toBe(value.length - 2);
  });
});
