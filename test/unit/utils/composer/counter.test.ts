import { charCount, remainingCharacters, tagSectionLength, usedCharacters } from '../../../../src/features/composer/lib/counter';

const draft = (over: Partial<Parameters<typeof usedCharacters>[0]> = {}) => ({
  status: '',
  spoilerText: '',
  tags: '',
  contentType: 'text/plain',
  ...over,
});

describe('remaining-characters counter', () => {
  it('counts text plus subject against the text limit', () => {
    expect(remainingCharacters(draft({ status: 'hello', spoilerText: 'cw' }), 10)).toBe(3);
  });

  it('goes negative when over the limit', () => {
    expect(remainingCharacters(draft({ status: 'x'.repeat(12) }), 10)).toBe(-2);
  });

  it('shows nothing when the server sets no limit', () => {
    expect(remainingCharacters(draft({ status: 'hello' }), 0)).toBeNull();
    expect(remainingCharacters(draft({ status: 'hello' }), -1)).toBeNull();
  });

  it('counts an emoji or astral character once', () => {
    expect(charCount('👍🏽a')).toBe(3);
    expect(charCount('𝒜')).toBe(1);
    expect(remainingCharacters(draft({ status: '🎉' }), 5)).toBe(4);
  });

  it.each([
    ['text/plain', 4],
    ['text/bbcode', 4],
    ['text/markdown', 24],
    ['text/html', 30],
  ])('adds the %s footer overhead (%i) to a non-empty tag section', (contentType, overhead) => {
    expect(tagSectionLength('#a #b', contentType)).toBe(5 + overhead);
    expect(usedCharacters(draft({ status: 'hi', tags: '#a #b', contentType }))).toBe(2 + 5 + overhead);
  });

  it('costs nothing for an empty or blank tag section', () => {
    expect(tagSectionLength('', 'text/html')).toBe(0);
    expect(tagSectionLength('   ', 'text/markdown')).toBe(0);
  });

  it('counts the tag section trimmed, as it is sent', () => {
    expect(tagSectionLength('  #a  ', 'text/plain')).toBe(2 + 4);
  });

  it('treats an unknown content type like plain text', () => {
    expect(tagSectionLength('#a', 'text/x-unknown')).toBe(2 + 4);
  });
});
