import { htmlToText } from '../../../src/utils/htmlText';

describe('htmlToText', () => {
  it('parts words at paragraphs and line breaks and joins white space', () => {
    expect(htmlToText('<p>one</p><p>two<br>three</p>  <span>four\n five</span>')).toBe('one two three four five');
  });

  it('keeps paragraphs and line breaks as lines when asked', () => {
    expect(htmlToText('<p>first  line</p><p>second<br/>third</p>', { lines: true })).toBe('first line\nsecond\nthird');
    expect(htmlToText('plain\ncomment', { lines: true })).toBe('plain\ncomment');
  });

  it('decodes entities and runs nothing: handlers and scripts stay text-free and inert', () => {
    const pwned = jest.fn();
    (window as unknown as { pwned: () => void }).pwned = pwned;
    expect(htmlToText('<img src=x onerror="pwned()">a &amp; b<script>pwned()</script>')).toBe('a & b');
    expect(pwned).not.toHaveBeenCalled();
  });
});
