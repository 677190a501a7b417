import { profilePath, routeForLink, tagOfLink } from '../../../src/utils/links';
import { renderMarkdown } from '../../../src/utils/markdown';
import { isLongSubject, isTallContent, splitLeadingMentions } from '../../../src/components/Status/contentShape';

const link = (href: string, className = '', dataTag: string | null = null, dataUser: string | null = null) => ({
  href,
  className,
  dataTag,
  dataUser,
});
const mentions = [
  { id: '1', acct: 'lain', url: 'https://pleroma.test/users/lain' },
  { id: '2', acct: 'bob@remote.example', url: 'https://remote.example/@bob' },
  { id: '3', acct: 'main', url: 'https://pleroma.test/users/main' },
];

describe('profile links', () => {
  it('go to /users/{name} for a plain local nickname', () => {
    expect(profilePath({ id: '1', acct: 'lain' }, [])).toBe('/users/lain');
  });
  it('go to /users/{id} when the nickname contains @', () => {
    expect(profilePath({ id: '2', acct: 'bob@remote.example' }, [])).toBe('/users/2');
  });
  it('go to /users/{id} when the nickname is missing', () => {
    expect(profilePath({ id: '9', acct: '' }, [])).toBe('/users/9');
    expect(profilePath({ id: '9' }, [])).toBe('/users/9');
  });
  it('go to /users/{id} when the nickname is restricted', () => {
    expect(profilePath({ id: '3', acct: 'main' }, ['main', 'about'])).toBe('/users/3');
  });
});

describe('tag of a link', () => {
  it('comes from the tag attribute first', () => {
    expect(tagOfLink('https://x.example/whatever', 'cats')).toBe('cats');
  });
  it('else from an address ending in tags/{word}', () => {
    expect(tagOfLink('https://x.example/tags/dogs', null)).toBe('dogs');
    expect(tagOfLink('https://x.example/tags/caf%C3%A9', null)).toBe('café');
  });
  it('is none for other addresses', () => {
    expect(tagOfLink('https://x.example/tags/dogs/more', null)).toBeNull();
    expect(tagOfLink('https://x.example/tag', null)).toBeNull();
  });
});

describe('routeForLink', () => {
  it('routes a hashtag link to /tag/{tag}', () => {
    expect(routeForLink(link('https://m.example/tags/Art', 'mention hashtag'), mentions, [])).toBe('/tag/Art');
    expect(routeForLink(link('https://p.example/tag/x', 'hashtag', 'fedi'), mentions, [])).toBe('/tag/fedi');
  });
  it('opens a hashtag-classed link with no tag externally', () => {
    expect(routeForLink(link('https://m.example/search?q=x', 'hashtag'), mentions, [])).toBeNull();
  });
  it('routes a mention by the status mentions (url or data-user)', () => {
    expect(routeForLink(link('https://pleroma.test/users/lain', 'u-url mention'), mentions, [])).toBe('/users/lain');
    expect(routeForLink(link('https://remote.example/@bob', 'u-url mention'), mentions, [])).toBe('/users/2');
    expect(routeForLink(link('https://elsewhere', 'u-url mention', null, '3'), mentions, ['main'])).toBe('/users/3');
  });
  it('opens any other link externally', () => {
    expect(routeForLink(link('https://example.com/article'), mentions, [])).toBeNull();
    expect(routeForLink(link('https://unknown.example/@who', 'u-url mention'), mentions, [])).toBeNull();
  });
});

describe('tall posts and long subjects', () => {
  it('a post is tall when paragraphs and breaks plus length/80 exceed 20', () => {
    expect(isTallContent('<p>short</p>')).toBe(false);
    expect(isTallContent('<p>a</p>'.repeat(21))).toBe(true);
    expect(isTallContent('<p></p>'.repeat(20))).toBe(false);
    expect(isTallContent(`<p>${'x'.repeat(80 * 20)}</p>`)).toBe(true); // 1 + 20
    expect(isTallContent(`<p>${'x'.repeat(80 * 19)}</p>`)).toBe(false); // 1 + 19
    expect(isTallContent(`<p>${'a<br>'.repeat(20)}</p>`)).toBe(true);
  });
  it('a subject is long over 240 characters', () => {
    expect(isLongSubject('x'.repeat(240))).toBe(false);
    expect(isLongSubject('x'.repeat(241))).toBe(true);
  });
});

describe('leading mentions', () => {
  it('move out of the text, in order', () => {
    const html =
      '<p><span class="h-card"><a class="u-url mention" href="https://a/@x">@x</a></span> <a class="u-url mention" href="https://b/@y">@y</a> hello <a class="mention" href="https://c/@z">@z</a></p>';
    const out = splitLeadingMentions(html);
    expect(out.hrefs).toEqual(['https://a/@x', 'https://b/@y']);
    expect(out.html).toBe('<p>hello <a class="mention" href="https://c/@z">@z</a></p>');
  });
  it('stay when the post is only mentions', () => {
    const html = '<p><a class="mention" href="https://a/@x">@x</a></p>';
    expect(splitLeadingMentions(html)).toEqual({ html, hrefs: [] });
  });
  it('hashtags at the start are text, not addressing', () => {
    const html = '<p><a class="mention hashtag" href="https://a/tags/x">#x</a> hi</p>';
    expect(splitLeadingMentions(html).hrefs).toEqual([]);
  });
});

describe('markdown', () => {
  it('renders marks, links, quotes and code, escaping HTML', () => {
    expect(renderMarkdown('**bold** and *it* ~~gone~~ `<b>`')).toBe(
      '<p><strong>bold</strong> and <em>it</em> <del>gone</del> <code>&lt;b&gt;</code></p>',
    );
    expect(renderMarkdown('[site](https://example.com)')).toBe('<p><a href="https://example.com">site</a></p>');
    expect(renderMarkdown('> quoted\n> more\n\nnext')).toBe('<blockquote><p>quoted<br>more</p></blockquote><p>next</p>');
    expect(renderMarkdown('```\n<script>x</script>\n```')).toBe('<pre><code>&lt;script&gt;x&lt;/script&gt;\n</code></pre>');
  });
  it('never lets markup or unsafe links through', () => {
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href');
  });
});
