import snacMention from '../../fixtures/real/snac2/029-status-with-mention.json';
import snacTagged from '../../fixtures/real/snac2/019-tag-timeline-fediverse-visitor.json';
import holloTagged from '../../fixtures/real/hollo/018-tag-timeline-hollo.json';
import {
  acctPath,
  linkFacts,
  mentionPath,
  mentionResolves,
  profilePath,
  routeForLink,
  tagOfLink,
} from '../../../src/utils/links';
import { renderMarkdown } from '../../../src/utils/markdown';
import {
  isLongSubject,
  isTallContent,
  namesAcct,
  replyToAcct,
  splitLeadingMentions,
} from '../../../src/components/Status/contentShape';
import { cleanMentions } from '../../../src/schemas/clean';
import type { StatusEntity } from '../../../src/schemas';

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

/** The store of the tests below: the accounts it holds, by id, as their acct. */
const store: Record<string, string> = { '1': 'lain', '2': 'bob@remote.example', '3': 'main' };
const acctOf = (id: string) => store[id];

describe('mention routing (issue 17 point 5)', () => {
  it("a mention's id resolves only when the store holds that id as the same acct", () => {
    expect(mentionResolves({ id: '2', acct: 'bob@remote.example', url: '' }, acctOf)).toBe(true);
    expect(mentionResolves({ id: '2', acct: 'Bob@Remote.Example', url: '' }, acctOf)).toBe(true);
    // an id the store holds for someone else, an id it does not hold, snac2's "0"
    expect(mentionResolves({ id: '1', acct: 'bob@remote.example', url: '' }, acctOf)).toBe(false);
    expect(mentionResolves({ id: '77', acct: 'bob@remote.example', url: '' }, acctOf)).toBe(false);
    expect(mentionResolves({ id: '0', acct: 'bob@remote.example', url: '' }, acctOf)).toBe(false);
  });

  it('a mention that does not resolve goes to its acct (looked up), never to its id', () => {
    const bob = { id: '0', acct: 'bob@127.0.0.1:8015', url: 'http://127.0.0.1:8015/bob' };
    expect(mentionPath(bob, false, [])).toBe('/users/bob@127.0.0.1:8015');
    expect(mentionPath({ ...bob, id: '2', acct: 'bob@remote.example' }, true, [])).toBe('/users/2');
    expect(mentionPath({ ...bob, acct: '' }, false, [])).toBeNull();
    expect(acctPath('a b/c@h')).toBe('/users/a%20b%2Fc@h');
  });

  it('snac2\'s recorded mention (id "0") routes by its acct', () => {
    const mentions = cleanMentions(snacMention.response.body.mentions);
    expect(mentions[0]?.id).toBe('0');
    const a = document.createElement('a');
    a.setAttribute('href', 'http://127.0.0.1:8015/bob');
    a.setAttribute('class', 'u-url mention');
    a.textContent = '@bob';
    expect(routeForLink(linkFacts(a), { mentions, restrictedNicknames: [], acctOf })).toBe('/users/bob@127.0.0.1:8015');
    expect(routeForLink(linkFacts(a), { mentions, restrictedNicknames: [] })).not.toContain('/users/0');
  });

  it('a data-user link of no listed mention keeps the id the server put on it, unless it is bogus', () => {
    const ctx = { mentions: [], restrictedNicknames: [], acctOf };
    expect(routeForLink(link('https://x.test/@lain', 'mention', null, '1'), ctx)).toBe('/users/lain');
    expect(routeForLink(link('https://x.test/@zed', 'mention', null, '9'), ctx)).toBe('/users/9');
    expect(routeForLink(link('https://x.test/@zed', 'mention', null, '0'), ctx)).toBeNull();
  });
});

describe('hashtag routing (issue 17 point 12)', () => {
  const anchorOf = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    return div.querySelector('a') as HTMLAnchorElement;
  };

  it("snac2's recorded hashtag (/?t=fediverse) opens the tag timeline by the status's tags", () => {
    const status = snacTagged.response.body[0]!;
    const a = anchorOf(status.content);
    expect(a.getAttribute('href')).toBe('http://127.0.0.1:8015?t=fediverse');
    expect(routeForLink(linkFacts(a), { mentions: [], tags: status.tags, restrictedNicknames: [] })).toBe('/tag/fediverse');
  });

  it("Hollo's recorded hashtag (/tags/hollo) opens the tag timeline", () => {
    const status = holloTagged.response.body.find((s: { content: string }) => s.content.includes('/tags/'))!;
    const a = anchorOf(status.content);
    expect(routeForLink(linkFacts(a), { mentions: [], tags: status.tags, restrictedNicknames: [] })).toBe(
      `/tag/${tagOfLink(a.getAttribute('href')!, null)}`,
    );
  });

  it('a link whose text is #word is that tag when the status has it (any case), or when it is classed hashtag', () => {
    const tags = [{ name: 'Cats', url: '' }];
    const ctx = { mentions: [], tags, restrictedNicknames: [] };
    expect(routeForLink({ ...link('https://s.test/?t=cats'), text: '#cats' }, ctx)).toBe('/tag/Cats');
    expect(routeForLink({ ...link('https://s.test/?t=dogs', 'hashtag'), text: '#dogs' }, ctx)).toBe('/tag/dogs');
    // a link that only reads like a tag stays a link
    expect(routeForLink({ ...link('https://example.com/list'), text: '#1' }, ctx)).toBeNull();
    expect(routeForLink({ ...link('https://example.com/list'), text: '#cats and more' }, ctx)).toBeNull();
  });

  it("a link to one of the status's tag urls is that tag, whatever its text", () => {
    const ctx = { mentions: [], tags: [{ name: 'art', url: 'https://s.test/explore?t=art' }], restrictedNicknames: [] };
    expect(routeForLink({ ...link('https://s.test/explore?t=art'), text: 'art' }, ctx)).toBe('/tag/art');
  });
});

describe('routeForLink', () => {
  const bare = { mentions, restrictedNicknames: [] };
  it('routes a hashtag link to /tag/{tag}', () => {
    expect(routeForLink(link('https://m.example/tags/Art', 'mention hashtag'), bare)).toBe('/tag/Art');
    expect(routeForLink(link('https://p.example/tag/x', 'hashtag', 'fedi'), bare)).toBe('/tag/fedi');
  });
  it('opens a hashtag-classed link with no tag externally', () => {
    expect(routeForLink(link('https://m.example/search?q=x', 'hashtag'), bare)).toBeNull();
  });
  it('routes a mention by the status mentions (url or data-user): by id when it resolves, else by acct', () => {
    const ctx = (restrictedNicknames: string[]) => ({ mentions, restrictedNicknames, acctOf });
    expect(routeForLink(link('https://pleroma.test/users/lain', 'u-url mention'), ctx([]))).toBe('/users/lain');
    expect(routeForLink(link('https://remote.example/@bob', 'u-url mention'), ctx([]))).toBe('/users/2');
    expect(routeForLink(link('https://elsewhere', 'u-url mention', null, '3'), ctx(['main']))).toBe('/users/3');
    // the store does not know them: by acct
    expect(routeForLink(link('https://remote.example/@bob', 'u-url mention'), bare)).toBe('/users/bob@remote.example');
    expect(routeForLink(link('https://elsewhere', 'u-url mention', null, '3'), { mentions, restrictedNicknames: ['main'] })).toBe(
      '/users/main',
    );
  });
  it('opens any other link externally', () => {
    expect(routeForLink(link('https://example.com/article'), bare)).toBeNull();
    expect(routeForLink(link('https://unknown.example/@who', 'u-url mention'), bare)).toBeNull();
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

describe('the replied-to handle the server repeats in the text (issue 17 point 12)', () => {
  it("Hollo's plain '@bob' at the start of a reply to bob is dropped", () => {
    expect(splitLeadingMentions('<p>@bob glad to have you.</p>\n', 'bob').html).toBe('<p>glad to have you.</p>\n');
  });
  it("snac2's '@bob@host' (no <p>, a <br>) is dropped, with or without the host in the reply line's acct", () => {
    const html = '@bob@127.0.0.1:8015 thanks!<br>';
    expect(splitLeadingMentions(html, 'bob@127.0.0.1:8015').html).toBe('thanks!<br>');
    expect(splitLeadingMentions(html, 'bob').html).toBe('thanks!<br>');
    expect(splitLeadingMentions('@bob@127.0.0.1:8015<br>thanks<br>', 'bob').html).toBe('thanks<br>');
  });
  it('only the leading handles of the replied-to account go', () => {
    expect(splitLeadingMentions('<p>@bob @bob@h.test hi @bob</p>', 'bob@h.test').html).toBe('<p>hi @bob</p>');
    // someone else first: the text stays as written
    expect(splitLeadingMentions('<p>@carol @bob hi</p>', 'bob').html).toBe('<p>@carol @bob hi</p>');
    expect(splitLeadingMentions('<p>@bob @carol hi</p>', 'bob').html).toBe('<p>@carol hi</p>');
    // another host, a longer name, a word glued on: not bob
    expect(splitLeadingMentions('<p>@bob@other.test hi</p>', 'bob@h.test').html).toBe('<p>@bob@other.test hi</p>');
    expect(splitLeadingMentions('<p>@bobby hi</p>', 'bob').html).toBe('<p>@bobby hi</p>');
    expect(splitLeadingMentions('<p>@bob, hi</p>', 'bob').html).toBe('<p>@bob, hi</p>');
    // not the first line
    expect(splitLeadingMentions('<p>hi</p><p>@bob there</p>', 'bob').html).toBe('<p>hi</p><p>@bob there</p>');
    // no reply line: nothing is dropped
    expect(splitLeadingMentions('<p>@bob hi</p>').html).toBe('<p>@bob hi</p>');
  });
  it('a reply that is only the handle keeps it', () => {
    expect(splitLeadingMentions('<p>@bob</p>', 'bob').html).toBe('<p>@bob</p>');
    expect(splitLeadingMentions('@bob@h.test<br>', 'bob').html).toBe('@bob@h.test<br>');
  });
  it('linked leading mentions still move to the mentions line around a dropped handle', () => {
    const out = splitLeadingMentions('<p><a class="u-url mention" href="https://c/@carol">@carol</a> @bob hi</p>', 'bob');
    expect(out).toEqual({ html: '<p>hi</p>', hrefs: ['https://c/@carol'] });
  });
  it('namesAcct: same user, and the same host where both have one', () => {
    expect(namesAcct('@Bob', 'bob')).toBe(true);
    expect(namesAcct('@bob@h.test', 'bob')).toBe(true);
    expect(namesAcct('@bob', 'bob@h.test')).toBe(true);
    expect(namesAcct('@bob@h.test', 'bob@H.test')).toBe(true);
    expect(namesAcct('@bob@a.test', 'bob@b.test')).toBe(false);
    expect(namesAcct('@', '')).toBe(false);
  });
  it('replyToAcct: the stored parent author, else the mention by id, else Pleroma’s field', () => {
    const reply = (over: Partial<StatusEntity>) =>
      ({ in_reply_to_id: 'P', in_reply_to_account_id: 'A', mentions: [], ...over }) as unknown as StatusEntity;
    expect(replyToAcct(reply({}), 'parent')).toBe('parent');
    expect(replyToAcct(reply({ mentions: [{ id: 'A', acct: 'm', username: 'm', url: '' }] }), undefined)).toBe('m');
    expect(replyToAcct(reply({ pleroma: { in_reply_to_account_acct: 'p' } } as never), undefined)).toBe('p');
    expect(replyToAcct(reply({}), undefined)).toBeNull();
    // snac2: every mention's id is "0", and the parent's author is not in the store
    const snac = (id: string) => ({ id, acct: 'bob', username: 'bob', url: 'http://s.test/bob' });
    expect(replyToAcct(reply({ mentions: [snac('0'), { ...snac('0'), acct: 'carol' }] }), undefined)).toBe('bob');
    // mentions with real ids, none of them the parent's author: no guess
    expect(replyToAcct(reply({ mentions: [snac('B')] }), undefined)).toBeNull();
    expect(replyToAcct(reply({ in_reply_to_id: null, in_reply_to_account_id: null }), 'x')).toBeNull();
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
