import {
  emojiReplacement,
  matchUsers,
  mfmReplacement,
  replaceWord,
  suggestMfm,
  suggestEmoji,
  triggerAt,
  userSearchWanted,
  wordAt,
} from '../../../../src/features/composer/lib/autocomplete';

const at = (text: string) => triggerAt(text, text.length);

describe('autocomplete triggers', () => {
  it('finds the word before the caret', () => {
    expect(wordAt('hello wor', 9)).toEqual({ word: 'wor', start: 6, end: 9 });
    expect(wordAt('hello world', 8)).toEqual({ word: 'world', start: 6, end: 11 });
    expect(wordAt('hello ', 6)).toBeNull();
    expect(wordAt('', 0)).toBeNull();
  });

  it('is not triggered for plain words or a trigger inside a word', () => {
    expect(at('hello')).toBeNull();
    expect(at('mail me at bob@example.com')).toBeNull();
    expect(at('ratio 1:100')).toBeNull();
    expect(at('issue#12')).toBeNull();
  });

  it('suggests users after @, tags after #, emoji after : with two characters', () => {
    expect(at('hi @al')).toMatchObject({ kind: 'user', query: 'al', start: 3, end: 6 });
    expect(at('#fedi')).toMatchObject({ kind: 'tag', query: 'fedi' });
    expect(at('nice :bl')).toMatchObject({ kind: 'emoji', query: 'bl' });
    expect(at('nice :b')).toBeNull();
    expect(at('smile :)')).toBeNull();
    expect(at('@')).toBeNull();
  });

  it('asks the server only when the text after @ has no @', () => {
    expect(at('@alice@remote.example')).toMatchObject({ kind: 'user', query: 'alice@remote.example' });
    expect(userSearchWanted('alice')).toBe(true);
    expect(userSearchWanted('alice@remote.example')).toBe(false);
    expect(userSearchWanted('a@b')).toBe(false);
    expect(userSearchWanted('')).toBe(false);
  });

  it('replaces the whole word and puts the caret after the replacement', () => {
    const word = triggerAt('hi @al there', 6)!;
    expect(replaceWord('hi @al there', word, '@alice ')).toEqual({ text: 'hi @alice  there', caret: 10 });
  });
});

describe('emoji suggestions', () => {
  const all = [
    { name: 'blobcat', imageUrl: '/e/blobcat.png' },
    { name: 'blob', imageUrl: '/e/blob.png' },
    { name: 'cat_blob', imageUrl: '/e/cb.png' },
    { name: 'blue_heart', native: '💙' },
    { name: 'bl', native: 'x' },
    { name: 'heart', native: '❤' },
  ];

  it('scores exact +200, image +100, prefix +10, shorter first', () => {
    expect(suggestEmoji(all, 'blob').map((e) => e.name)).toEqual(['blob', 'blobcat', 'cat_blob']);
    // exact unicode beats custom prefix matches; custom beats unicode otherwise
    expect(suggestEmoji(all, 'bl').map((e) => e.name)).toEqual(['bl', 'blob', 'blobcat', 'cat_blob', 'blue_heart']);
  });

  it('matches case-insensitively and gives at most 5', () => {
    expect(suggestEmoji(all, 'HEART').map((e) => e.name)).toEqual(['heart', 'blue_heart']);
    expect(suggestEmoji(all, 'b')).toHaveLength(5);
  });

  it('inserts custom emoji as :name: and a space, unicode as the character', () => {
    expect(emojiReplacement(all[0])).toBe(':blobcat: ');
    expect(emojiReplacement(all[3])).toBe('💙');
  });
});

describe('user suggestions', () => {
  const users = [
    { id: '1', acct: 'alice', displayName: 'Alice', avatar: '' },
    { id: '2', acct: 'alfred@remote.example', displayName: 'Fred', avatar: '' },
    { id: '1', acct: 'alice', displayName: 'Alice', avatar: '' },
    { id: '3', acct: 'bob', displayName: 'Al Bundy', avatar: '' },
  ];
  it('matches acct or name by prefix, each account once', () => {
    expect(matchUsers(users, 'al').map((u) => u.id)).toEqual(['1', '2', '3']);
    expect(matchUsers(users, 'alfred@rem').map((u) => u.id)).toEqual(['2']);
  });
});

describe('MFM function suggestions', () => {
  const mfm = (text: string) => triggerAt(text, text.length, { mfm: true });

  it("'$', '$[' and '$[name' ask for functions in a Misskey-markdown post only", () => {
    expect(mfm('$')).toMatchObject({ kind: 'mfm', query: '' });
    expect(mfm('a $[')).toMatchObject({ kind: 'mfm', query: '', start: 2 });
    expect(mfm('$[spi')).toMatchObject({ kind: 'mfm', query: 'spi' });
    expect(mfm('$5')).toBeNull();
    expect(mfm('$[spin x]')).toBeNull();
    expect(at('$[spi')).toBeNull();
  });

  it('suggests by prefix, and inserts the function with the caret before its closing bracket', () => {
    expect(suggestMfm('s')).toEqual(['shake', 'spin', 'scale', 'sparkle']);
    expect(suggestMfm('x', 2)).toEqual(['x2', 'x3']);
    const { text, caretBack } = mfmReplacement('x2');
    expect(replaceWord('big $[x', { word: '$[x', start: 4, end: 7 }, text, caretBack)).toEqual({
      text: 'big $[x2 ]',
      caret: 9,
    });
  });
});
