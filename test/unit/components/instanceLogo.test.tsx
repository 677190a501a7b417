// The instance's logo options (spec 000 §3): read from the frontend configuration, checked, and handed to the top
// bar's stylesheet as CSS variables; an address that is not http(s) or a margin that is not a plain length never
// reaches CSS.
import { fireEvent, screen } from '@testing-library/react';
import { readLogoShape, rememberLogoShape, useInstanceLogo } from '../../../src/app/shell/instanceLogo';
import { logoMargin, readInstanceLogo } from '../../../src/selectors/instanceLogo';
import { TopBar } from '../../../src/app/shell/TopBar';
import { frontendConfigLoaded, staticConfigLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import { stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';

const root = () => document.documentElement.style;

function Probe() {
  useInstanceLogo();
  return null;
}

describe('readInstanceLogo', () => {
  it("reads Pleroma-FE's four options", () => {
    expect(readInstanceLogo({ logo: '/media/logo.svg', logoMask: true, logoMargin: '.1em', logoLeft: false })).toEqual({
      url: '/media/logo.svg',
      mask: true,
      margin: '.1em',
      left: false,
    });
    expect(readInstanceLogo({ logo: 'https://cdn.example/l.png', logoMask: false, logoLeft: true })).toEqual({
      url: 'https://cdn.example/l.png',
      mask: false,
      margin: null,
      left: true,
    });
  });

  it("takes Pleroma-FE's defaults when an option is missing or not a boolean: masked, centred", () => {
    expect(readInstanceLogo({})).toEqual({ url: null, mask: true, margin: null, left: false });
    expect(readInstanceLogo({ logoMask: 'no', logoLeft: 'yes' })).toMatchObject({ mask: true, left: false });
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/l.png', 'logo.png', 42, ''])(
    'drops the unsafe address %p',
    (logo) => expect(readInstanceLogo({ logo }).url).toBeNull(),
  );

  it.each(['.1em', '0.2em', '4px', '1rem', '2.5vh', ' 3PX '])('accepts the plain length %p', (margin) =>
    expect(logoMargin(margin)).toBe(margin.trim().toLowerCase()),
  );

  it('turns a bare 0 into a length the calc() can use', () => expect(logoMargin('0')).toBe('0px'));

  it.each([
    '-1em',
    '1',
    '1em 2em',
    'calc(1em + 2px)',
    'var(--x)',
    '1em; background: red',
    'auto',
    'inherit',
    '1e3px',
    '12345px',
    '',
    3,
    null,
  ])('ignores the margin %p', (margin) => {
    expect(logoMargin(margin)).toBeNull();
    expect(readInstanceLogo({ logoMargin: margin }).margin).toBeNull();
  });
});

describe('useInstanceLogo', () => {
  it('sets the checked image and margin as CSS variables, and clears what the configuration no longer has', () => {
    const good = stateAfter(
      staticConfigLoaded({ logo: '/static/logo.png', logoMargin: '1em' }),
      frontendConfigLoaded({ logo: '/media/logo.svg', logoMargin: '.1em' }),
    );
    const view = renderWithStore(<Probe />, { preloadedState: good });
    // pleroma_fe wins over config.json
    expect(root().getPropertyValue('--logo-image')).toBe('url("/media/logo.svg")');
    expect(root().getPropertyValue('--logo-margin')).toBe('.1em');
    view.unmount();

    const bad = stateAfter(frontendConfigLoaded({ logo: 'javascript:alert(1)', logoMargin: '1em;color:red' }));
    renderWithStore(<Probe />, { preloadedState: bad });
    expect(root().getPropertyValue('--logo-image')).toBe('none');
    expect(root().getPropertyValue('--logo-margin')).toBe('');
  });
});

describe('the top bar', () => {
  const logoImage = (container: HTMLElement) => container.querySelector('.site-logo img');

  it('centres a masked logo in a link of its own, beside the site name', () => {
    const state = stateAfter(frontendConfigLoaded({ name: 'Demo', logo: '/media/logo.svg', logoMask: true }));
    const { container } = renderWithStore(<TopBar mobile={false} />, { preloadedState: state });
    const centred = container.querySelector('.site-logo-centred');
    expect(centred?.querySelector('.site-logo-masked img')?.getAttribute('src')).toBe('/media/logo.svg');
    // not a second tab stop: the site name's link is the way home
    expect(centred?.getAttribute('tabindex')).toBe('-1');
    expect(container.querySelector('.site-name .site-logo')).toBeNull();
    // one link home to hear: the centred one is hidden from screen readers as well as from Tab
    expect(screen.getAllByRole('link', { name: 'Demo' })).toHaveLength(1);
    expect(centred?.getAttribute('aria-hidden')).toBe('true');
  });

  it('puts an unmasked logo at the start, inside the site name link', () => {
    const state = stateAfter(frontendConfigLoaded({ logo: '/media/logo.png', logoMask: false, logoLeft: true }));
    const { container } = renderWithStore(<TopBar mobile={false} />, { preloadedState: state });
    expect(container.querySelector('.site-name .site-logo:not(.site-logo-masked) img')?.getAttribute('src')).toBe(
      '/media/logo.png',
    );
    expect(container.querySelector('.site-logo-centred')).toBeNull();
  });

  it("on a phone, where the bar's middle has no room, puts even a centred logo at the start", () => {
    const state = stateAfter(frontendConfigLoaded({ logo: '/media/logo.svg', logoLeft: false }));
    const { container } = renderWithStore(<TopBar mobile />, { preloadedState: state });
    expect(container.querySelector('.site-name .site-logo-masked img')).not.toBeNull();
    expect(container.querySelector('.site-logo-centred')).toBeNull();
  });

  it('draws no logo for an unsafe address, nor when the member hides it', () => {
    const unsafe = stateAfter(frontendConfigLoaded({ logo: 'javascript:alert(1)' }));
    expect(logoImage(renderWithStore(<TopBar mobile={false} />, { preloadedState: unsafe }).container)).toBeNull();
    const hidden = stateAfter(frontendConfigLoaded({ logo: '/media/logo.svg' }), settingChanged('hideSiteFavicon', true));
    expect(logoImage(renderWithStore(<TopBar mobile={false} />, { preloadedState: hidden }).container)).toBeNull();
  });

  it('with the name hidden, the centred logo is the way home and a tab stop', () => {
    const state = stateAfter(
      frontendConfigLoaded({ name: 'Demo', logo: '/media/logo.svg' }),
      settingChanged('hideSiteName', true),
    );
    const { container } = renderWithStore(<TopBar mobile={false} />, { preloadedState: state });
    expect(container.querySelector('.site-name')).toBeNull();
    const home = screen.getByRole('link', { name: 'Demo' });
    expect(home.className).toBe('site-logo-centred');
    expect(home.getAttribute('tabindex')).toBeNull();
  });
});

describe("the logo's shape, kept for the next start", () => {
  beforeEach(() => localStorage.clear());
  const laidOut = (width: number, height: number) => {
    const img = document.createElement('img');
    img.getBoundingClientRect = () => ({ width, height }) as DOMRect;
    return img;
  };

  it('is kept as the loaded logo was laid out, and given back for the same logo only', () => {
    rememberLogoShape('/media/logo.svg', laidOut(96, 32));
    expect(readLogoShape('/media/logo.svg')).toEqual({ width: 96, height: 32 });
    expect(readLogoShape('/media/other.svg')).toBeNull();
    expect(readLogoShape(null)).toBeNull();
  });

  it('keeps nothing for a logo not laid out, and reads nothing from a stored value of another kind', () => {
    rememberLogoShape('/media/logo.svg', laidOut(0, 32));
    expect(localStorage.getItem('ui.logoShape')).toBeNull();
    for (const stored of [
      '"wide"',
      '{"url":"/media/logo.svg","width":-3,"height":32}',
      '{"url":"/media/logo.svg","width":"96"}',
      '{',
    ]) {
      localStorage.setItem('ui.logoShape', stored);
      expect(readLogoShape('/media/logo.svg')).toBeNull();
    }
  });

  it("sizes the top bar's logo before its picture has loaded, and keeps the shape once it has", () => {
    rememberLogoShape('/media/logo.svg', laidOut(96, 32));
    const state = stateAfter(frontendConfigLoaded({ logo: '/media/logo.svg', logoLeft: true }));
    const { container } = renderWithStore(<TopBar mobile />, { preloadedState: state });
    const img = container.querySelector<HTMLImageElement>('.site-logo img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['96', '32']);
    // a new picture at this address, laid out at 3:1: its load keeps that shape for the next start
    img.getBoundingClientRect = () => ({ width: 90, height: 30 }) as DOMRect;
    fireEvent.load(img);
    expect(readLogoShape('/media/logo.svg')).toEqual({ width: 90, height: 30 });
  });
});
