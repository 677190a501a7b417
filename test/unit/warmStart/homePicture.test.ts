// The home picture (issue 25): taken when the page is left on home, shown by the early script before the app runs,
// to its own account on its own server only.
import {
  forgetHomePicture,
  loadPictureStyles,
  pictureToShow,
  showHomePicture,
  type HomePicture,
} from '../../../src/features/warmStart/homePicture';
import { pictureOf, takeHomePicture } from '../../../src/features/warmStart/homePictureTake';
import { STORAGE_KEYS } from '../../../src/utils/storage';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.homePicture) ?? 'null') as HomePicture | null;

function signedIn(account = 'me') {
  localStorage.setItem(STORAGE_KEYS.oauth, JSON.stringify({ clientId: 'c', clientSecret: 's', userToken: 'token' }));
  localStorage.setItem(STORAGE_KEYS.configOwner, JSON.stringify(account));
}

/** The app as drawn: a top bar, a sidebar with a panel, home's rows, the post button, a dialog over it and a notice. */
function drawApp() {
  document.body.innerHTML = `
    <div id="shell-skeleton"><div class="top-bar"></div></div>
    <div id="app"><div class="app">
      <div class="top-bar"><a class="site-name"><span class="site-logo"><img alt=""></span><span>Demo</span></a><span class="count-badge">3</span><nav class="top-bar-nav"><a href="/main/public">Local</a></nav></div>
      <div role="status" aria-live="polite">Saved</div>
      <div class="app-columns">
        <aside class="sidebar"><div class="panel">composer</div></aside>
        <main id="main" class="main-column"><div class="virtual-list">
          <div class="virtual-spacer" style="height: 300px"></div>
          <div class="virtual-row" data-key="3"><article class="status" id="s3" data-status-id="3" data-testid="row">read</article></div>
          <div class="virtual-row" data-key="2"><article class="status"><video src="/v.mp4" autoplay></video>seen</article></div>
          <div class="virtual-row" data-key="1"><article class="status">far below</article></div>
        </div></main>
        <aside class="notifications-column"><ol><li>liked</li></ol></aside>
      </div>
      <button class="floating-post-button" aria-label="New post"></button>
      <div role="dialog">Settings</div>
    </div></div>`;
  // the logo's box as the admin's logo margin sized it
  jest
    .spyOn(document.querySelector('#app .site-logo')!, 'getBoundingClientRect')
    .mockReturnValue({ width: 47, height: 47 } as DOMRect);
  const rows = document.querySelectorAll<HTMLElement>('#app .virtual-row');
  // the first two on screen, the third below it
  const rect = (top: number, height: number) => ({ top, bottom: top + height, height }) as DOMRect;
  jest.spyOn(rows[0]!, 'getBoundingClientRect').mockReturnValue(rect(0, 200));
  jest.spyOn(rows[1]!, 'getBoundingClientRect').mockReturnValue(rect(200, 250));
  jest.spyOn(rows[2]!, 'getBoundingClientRect').mockReturnValue(rect(window.innerHeight + 10, 180));
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/main/friends');
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('taking the picture', () => {
  it('keeps the screen as drawn, without what was open over it, ids, keys, media sources or parsed styles', () => {
    drawApp();
    const picture = pictureOf(document.getElementById('app')!);
    expect(picture.querySelector('[role="dialog"], [aria-live]')).toBeNull();
    // controls drawn by later chunks (the phone's post button, the top bar's shortcuts) appear once the app can act on them
    expect(picture.querySelector('.floating-post-button, .top-bar-nav')).toBeNull();
    expect(picture.querySelector('.top-bar')).not.toBeNull();
    // the logo's box keeps its laid-out size (its margin is a variable the app sets), so the site name stays put
    expect(picture.querySelector('.site-logo')?.getAttribute('data-picture-style')).toBe('inline-size: 47px; block-size: 47px');
    expect(picture.querySelector('[id], [data-key], [data-status-id], [data-testid], [style]')).toBeNull();
    expect(picture.querySelector('video')?.hasAttribute('src')).toBe(false);
    expect(picture.querySelector('video')?.hasAttribute('autoplay')).toBe(false);
    // the columns beside home are there, empty (their panels are styled by later chunks)
    expect(picture.querySelector('.sidebar')?.childElementCount).toBe(0);
    expect(picture.querySelector('.notifications-column')?.childElementCount).toBe(0);
    expect(picture.querySelector('.virtual-spacer')?.getAttribute('data-picture-style')).toBe('height: 300px');
    // rows on screen as they were, a row off screen an empty block of its height
    const rows = picture.querySelectorAll('.virtual-row');
    expect([...rows].map((row) => row.textContent)).toEqual(['read', 'seen', '']);
    expect(rows[2]?.getAttribute('data-picture-style')).toBe('height: 180px');
    // the app itself is untouched
    expect(document.querySelector('#app [role="dialog"]')).not.toBeNull();
    expect(document.querySelectorAll('#app [data-key]')).toHaveLength(3);
  });

  it('is kept for the account when the page is left on home, and dropped when it is left elsewhere', () => {
    drawApp();
    // the stylesheets in the page: the first screen's, one styling a row, one (the sign-in screen's) styling nothing here
    const sheets = Object.entries({
      '/static/css/main.0000aaaa.css': '.status { color: red }',
      '/static/css/post-button.1111bbbb.css': '@media (min-width: 1px) { .virtual-row article { margin: 0 } }',
      '/static/css/login.2222cccc.css': '.login-form { display: grid }',
    }).map(([href, css]) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
      const link = document.createElement('link');
      link.setAttribute('href', href);
      return { ownerNode: link, cssRules: style.sheet?.cssRules };
    });
    jest.spyOn(document, 'styleSheets', 'get').mockReturnValue(sheets as unknown as StyleSheetList);
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    takeHomePicture('me', true);
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    expect(stored()).toMatchObject({
      version: 1,
      origin: window.location.origin,
      account: 'me',
      width: window.innerWidth,
      scrollY: 640,
      lang: 'ar',
      dir: 'rtl',
      paths: ['/', '/main/friends'],
      // the chunks' stylesheets it was drawn with; the first screen's own comes with index.html
      styles: ['/static/css/post-button.1111bbbb.css'],
    });
    document.head.innerHTML = '';
    expect(stored()?.html).toContain('read');
    // an admin who sends members elsewhere from the root: shown on home only
    takeHomePicture('me', false);
    expect(stored()?.paths).toEqual(['/main/friends']);
    window.history.replaceState(null, '', '/notifications');
    takeHomePicture('me', true);
    expect(stored()).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('showing it', () => {
  const picture = (over: Partial<HomePicture> = {}): HomePicture => ({
    version: 1,
    origin: window.location.origin,
    account: 'me',
    width: window.innerWidth,
    scrollY: 500,
    lang: 'he',
    dir: 'rtl',
    paths: ['/', '/main/friends'],
    html: '<div class="virtual-row" data-picture-style="height: 120px"><article class="status">read</article></div>',
    styles: ['/static/css/post-button.0123abcd.css'],
    ...over,
  });
  const keep = (p: unknown) => localStorage.setItem(STORAGE_KEYS.homePicture, JSON.stringify(p));

  it("is for the signed-in account on this server only: another's, or an old format, is deleted", () => {
    signedIn();
    keep(picture());
    expect(pictureToShow()).toEqual(picture());
    for (const other of [
      { account: 'someone-else' },
      { origin: 'https://elsewhere.example' },
      { version: 0 },
      { html: 5 },
      { styles: ['https://elsewhere.example/static/css/x.css'] },
      { styles: ['/static/css/../../api/x.css'] },
      { styles: undefined },
      { paths: ['/main/all'] },
      { dir: 'sideways' },
      { lang: 5 },
    ]) {
      keep({ ...picture(), ...other });
      expect(pictureToShow()).toBeNull();
      expect(stored()).toBeNull();
    }
    // signed out
    keep(picture());
    localStorage.removeItem(STORAGE_KEYS.oauth);
    expect(pictureToShow()).toBeNull();
    expect(stored()).toBeNull();
    // not JSON
    signedIn();
    localStorage.setItem(STORAGE_KEYS.homePicture, '{broken');
    expect(pictureToShow()).toBeNull();
  });

  it('waits, kept, for the width it was taken at and for a start on home (or a root that opens it)', () => {
    signedIn();
    keep(picture({ width: window.innerWidth + 100 }));
    expect(pictureToShow()).toBeNull();
    expect(stored()).not.toBeNull();
    keep(picture());
    window.history.replaceState(null, '', '/notifications');
    expect(pictureToShow()).toBeNull();
    expect(stored()).not.toBeNull();
    window.history.replaceState(null, '', '/');
    expect(pictureToShow()).not.toBeNull();
    keep(picture({ paths: ['/main/friends'] }));
    expect(pictureToShow()).toBeNull();
    forgetHomePicture();
    expect(stored()).toBeNull();
  });

  it("asks for the chunks' stylesheets it was drawn with, blocking the first paint", () => {
    loadPictureStyles(picture({ styles: ['/static/css/a.1.css', '/static/css/b.2.css'] }));
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.getAttribute('href'), link.rel, link.getAttribute('blocking')])).toEqual([
      ['/static/css/a.1.css', 'stylesheet', 'render'],
      ['/static/css/b.2.css', 'stylesheet', 'render'],
    ]);
    document.head.innerHTML = '';
  });

  it('fills the frame, inert, with nothing that acts on its own, its styles set again through the CSSOM, at the place the reader was', () => {
    document.body.innerHTML = '<div id="shell-skeleton" aria-hidden="true"><div class="top-bar"></div></div>';
    const frame = document.getElementById('shell-skeleton')!;
    const scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const active =
      '<script>window.ran = true</script><meta http-equiv="refresh" content="0;url=https://elsewhere.example">' +
      '<base href="https://elsewhere.example/"><iframe src="/x"></iframe><img src="/a.png" onerror="window.ran = true">';
    showHomePicture(frame, picture({ html: `${picture().html}${active}` }));
    expect(frame.querySelector('.top-bar')).toBeNull();
    expect(frame.querySelector('article')?.textContent).toBe('read');
    expect(frame.querySelector('script, meta, base, iframe')).toBeNull();
    expect(frame.querySelector('img')?.getAttributeNames()).toEqual(['src']);
    expect(frame.querySelector<HTMLElement>('.virtual-row')?.style.height).toBe('120px');
    expect(frame.inert).toBe(true);
    // drawn in Hebrew: right to left from its first paint, not once the app's messages are in
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['he', 'rtl']);
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    expect(frame.classList.contains('shell-picture')).toBe(true);
    expect(scrolled).toHaveBeenCalledWith(0, 500);
  });
});
