import { sanitizePostHtml } from '../../../src/utils/sanitize';
import { emojifyHtml } from '../../../src/utils/emoji';
import { soapbox } from '../../support/fixtures';

const dom = (html: string): HTMLElement => {
  const div = document.createElement('div');
  div.innerHTML = sanitizePostHtml(html);
  return div;
};

describe('sanitizePostHtml', () => {
  it('removes script elements and their code', () => {
    const out = sanitizePostHtml('<p>hi</p><script>alert(1)</script>');
    expect(out).toBe('<p>hi</p>');
  });

  it('removes event handler attributes such as onerror', () => {
    const out = dom('<img src="https://x.test/a.png" onerror="alert(1)"><p onclick="alert(2)">t</p>');
    expect(out.innerHTML).not.toMatch(/onerror|onclick|alert/);
    expect(out.querySelector('img')?.getAttribute('src')).toBe('https://x.test/a.png');
  });

  it('drops an image whose src is not http(s) or same-origin (the classic <img src=x onerror>)', () => {
    expect(dom('<img src=x onerror="alert(1)">').querySelector('img')).toBeNull();
    expect(dom('<img src="data:image/png;base64,AAAA">').querySelector('img')).toBeNull();
    expect(dom('<img src="//evil.test/a.png">').querySelector('img')).toBeNull();
  });

  it('removes javascript: hrefs but keeps the link text', () => {
    const out = dom('<a href="javascript:alert(1)">click</a><a href=" JaVaScRiPt:alert(1)">again</a>');
    expect(out.querySelectorAll('a[href]')).toHaveLength(0);
    expect(out.textContent).toBe('clickagain');
  });

  it('removes style attributes and iframes', () => {
    const out = dom('<p style="position:fixed;top:0">x</p><iframe src="https://evil.test"></iframe><style>p{}</style>');
    expect(out.querySelector('[style]')).toBeNull();
    expect(out.querySelector('iframe, style')).toBeNull();
    expect(out.textContent).toBe('x');
  });

  it('removes forms, SVG and media elements', () => {
    const out = dom(
      '<form action="/x"><input name="a"></form><svg><a href="https://x">s</a></svg><video src="https://v"></video>',
    );
    expect(out.querySelector('form, input, svg, video')).toBeNull();
  });

  it('links open in a new tab with rel="noopener noreferrer nofollow"', () => {
    const link = dom('<a href="https://example.com/" target="_self" rel="me">x</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('keeps relative, mailto and fragment links, mentions and hashtags with their data attributes', () => {
    const out = dom(
      '<a href="/notice/1">a</a><a href="mailto:a@b.c">b</a><a href="#x">c</a>' +
        '<span class="h-card"><a class="u-url mention" data-user="9x" href="https://p.test/users/a">@a</a></span>',
    );
    expect(Array.from(out.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/notice/1',
      'mailto:a@b.c',
      '#x',
      'https://p.test/users/a',
    ]);
    expect(out.querySelector('a.mention')?.getAttribute('data-user')).toBe('9x');
  });

  it('keeps custom emoji images, made lazy', () => {
    const raw = soapbox('status-custom-emoji');
    const out = dom(emojifyHtml(String(raw.content), raw.emojis as never));
    const imgs = Array.from(out.querySelectorAll('img.emoji'));
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual([':ablobcathyper:', ':ageblobcat:', ':blobcatphoto:']);
    expect(imgs.every((i) => i.getAttribute('src')?.startsWith('https://') && i.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('keeps the text formatting a post may use', () => {
    const html = '<p>a<br><strong>b</strong> <em>c</em> <code>d</code></p><blockquote>e</blockquote><ul><li>f</li></ul>';
    expect(sanitizePostHtml(html)).toBe(html);
  });
});
