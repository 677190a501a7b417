import { allowedScopes, narrowScope } from '../../../../src/features/composer/lib/scopes';
import { replyMentions, replySubject } from '../../../../src/features/composer/lib/prefill';
import { defaultContentType, defaultPostLanguage, languageOf } from '../../../../src/features/composer/lib/defaults';
import { withTagSection } from '../../../../src/features/composer/lib/tagSection';
import { tagSectionLength } from '../../../../src/features/composer/lib/counter';
import { htmlToText } from '../../../../src/features/composer/lib/fromStatus';
import { timelinesOfPost } from '../../../../src/features/composer/lib/postTimelines';

describe('scope rules', () => {
  it('a new post offers every scope', () => {
    expect(allowedScopes(null)).toEqual(['direct', 'private', 'local', 'unlisted', 'public']);
  });

  it('a reply offers no scope wider than the original', () => {
    expect(allowedScopes('public')).toEqual(['direct', 'private', 'local', 'unlisted', 'public']);
    expect(allowedScopes('unlisted')).toEqual(['direct', 'private', 'unlisted']);
    expect(allowedScopes('private')).toEqual(['direct', 'private']);
    expect(allowedScopes('direct')).toEqual(['direct']);
    expect(allowedScopes('local')).toEqual(['direct', 'local']);
    expect(allowedScopes('mystery')).toEqual([]);
  });

  it('the default scope is narrowed to what the reply allows', () => {
    expect(narrowScope('public', 'private')).toBe('private');
    expect(narrowScope('public', 'direct')).toBe('direct');
    expect(narrowScope('unlisted', 'local')).toBe('local');
    expect(narrowScope('private', 'local')).toBe('direct');
    expect(narrowScope('private', 'public')).toBe('private');
    expect(narrowScope('public', null)).toBe('public');
  });
});

describe('reply prefill', () => {
  it('mentions the replied user and its mentions once each, never the user themself', () => {
    const audience = {
      author: 'bob',
      mentions: [{ acct: 'alice' }, { acct: 'Carol@remote.example' }, { acct: 'carol@remote.example' }, { acct: 'bob' }],
    };
    expect(replyMentions(audience, 'alice')).toBe('@bob @Carol@remote.example ');
  });

  it('replying to oneself with nobody else mentioned starts empty', () => {
    expect(replyMentions({ author: 'alice', mentions: [] }, 'alice')).toBe('');
  });

  it.each([
    ['email', 'Cats', 're: Cats'],
    ['email', 'Re: Cats', 'Re: Cats'],
    ['masto', 'Cats', 'Cats'],
    ['noop', 'Cats', ''],
    ['noop', 're: Cats', 're: Cats'],
    ['email', '', ''],
  ] as const)('subject by %s: %j -> %j', (behavior, subject, expected) => {
    expect(replySubject(subject, behavior)).toBe(expected);
  });
});

describe('composer defaults', () => {
  it('the post language is the locale language without region', () => {
    expect(languageOf('pt-BR')).toBe('pt');
    expect(languageOf('zh_Hant')).toBe('zh');
    expect(defaultPostLanguage('', 'de-AT')).toBe('de');
    expect(defaultPostLanguage('fr', 'de')).toBe('fr');
  });

  it('the content type setting is used only when the server accepts it', () => {
    expect(defaultContentType('text/markdown', ['text/plain', 'text/markdown'])).toBe('text/markdown');
    expect(defaultContentType('text/bbcode', ['text/plain', 'text/markdown'])).toBe('text/plain');
    expect(defaultContentType('text/bbcode', ['text/html'])).toBe('text/html');
  });
});

describe('tag section', () => {
  it.each(['text/plain', 'text/bbcode', 'text/markdown', 'text/html', 'text/x.misskeymarkdown'])(
    'adds exactly what the counter counts for %s',
    (type) => {
      const out = withTagSection('hello', '#a #b', type);
      expect(out.startsWith('hello')).toBe(true);
      expect(out.length - 'hello'.length).toBe(tagSectionLength('#a #b', type));
    },
  );

  it('no tags, no footer', () => {
    expect(withTagSection('hello', '  ', 'text/html')).toBe('hello');
  });
});

describe('source text from HTML', () => {
  it('keeps paragraphs and line breaks and decodes entities', () => {
    expect(htmlToText('<p>a &amp; b<br/>c</p><p>d &#39;e&#39; &lt;3</p>')).toBe("a & b\nc\n\nd 'e' <3");
  });
});

describe('timelines of a new post', () => {
  const post = (visibility: string, more = {}) => ({
    visibility,
    in_reply_to_id: null,
    media_attachments: [],
    tags: [{ name: 'Cats', url: '' }],
    ...more,
  });

  it('a public post goes to home, the profile and the public timelines', () => {
    expect(timelinesOfPost(post('public'), 'me')).toEqual(
      expect.arrayContaining([
        'friends',
        'user:me',
        'replies:me',
        'public',
        'publicAndExternal',
        'bubble',
        'tag:Cats',
        'tag:cats',
      ]),
    );
  });

  it('a private reply stays out of public timelines and the main profile tab', () => {
    const keys = timelinesOfPost(post('private', { in_reply_to_id: 'X' }), 'me');
    expect(keys).toEqual(['friends', 'replies:me']);
  });

  it('a direct post goes to direct messages; media to the media tab', () => {
    expect(timelinesOfPost(post('direct', { media_attachments: [{}] as never }), 'me')).toEqual(
      expect.arrayContaining(['dms', 'media:me']),
    );
    expect(timelinesOfPost(post('local'), 'me')).not.toContain('publicAndExternal');
  });
});
