import type { CustomEmoji } from '../../../src/api/types';
import { emojifyHtml, splitEmoji } from '../../../src/utils/emoji';
import { soapbox } from '../../support/fixtures';

const blob: CustomEmoji = {
  shortcode: 'blob',
  url: 'https://e.test/blob.gif',
  static_url: 'https://e.test/blob.png',
  visible_in_picker: true,
};
const cat: CustomEmoji = { shortcode: 'cat_2', url: 'https://e.test/cat.png', static_url: '', visible_in_picker: true };

describe('splitEmoji', () => {
  it('splits text into text and emoji parts, using the static image', () => {
    expect(splitEmoji('hi :blob: there', [blob])).toEqual([
      { text: 'hi ' },
      { shortcode: 'blob', url: 'https://e.test/blob.png' },
      { text: ' there' },
    ]);
  });

  it('falls back to url when there is no static_url', () => {
    expect(splitEmoji(':cat_2:', [cat])).toEqual([{ shortcode: 'cat_2', url: 'https://e.test/cat.png' }]);
  });

  it('keeps unknown shortcodes as text', () => {
    expect(splitEmoji(':nope: :blob:', [blob])).toEqual([{ text: ':nope: ' }, { shortcode: 'blob', url: blob.static_url }]);
    expect(splitEmoji(':blob:', undefined)).toEqual([{ text: ':blob:' }]);
  });

  it('handles adjacent emoji and an empty string', () => {
    expect(splitEmoji(':blob::blob:', [blob])).toHaveLength(2);
    expect(splitEmoji('', [blob])).toEqual([]);
  });

  it('splits a real display name with custom emoji', () => {
    const account = soapbox('account-with-emojis');
    const parts = splitEmoji(String(account.display_name), account.emojis as CustomEmoji[]);
    expect(parts.filter((p) => 'shortcode' in p).map((p) => ('shortcode' in p ? p.shortcode : ''))).toEqual([
      'soapbox',
      'ablobcatrainbow',
    ]);
    expect(parts[0]).toEqual({ text: 'Alex Gleason 😂 ' });
  });
});

describe('emojifyHtml', () => {
  it('replaces shortcodes in text with escaped img tags', () => {
    expect(emojifyHtml('<p>hi :blob:</p>', [blob])).toBe(
      '<p>hi <img class="emoji" src="https://e.test/blob.gif" alt=":blob:" title=":blob:"></p>',
    );
  });

  it('never touches shortcodes inside tags (attributes)', () => {
    const html = '<a href="https://x.test/:blob:" title=":blob:">:blob:</a>';
    const out = emojifyHtml(html, [blob]);
    expect(out).toContain('href="https://x.test/:blob:" title=":blob:"');
    expect(out.match(/<img/g)).toHaveLength(1);
  });

  it('keeps unknown shortcodes and returns the html unchanged without emoji', () => {
    expect(emojifyHtml('<p>:nope:</p>', [blob])).toBe('<p>:nope:</p>');
    expect(emojifyHtml('<p>:blob:</p>', [])).toBe('<p>:blob:</p>');
    expect(emojifyHtml('<p>:blob:</p>', undefined)).toBe('<p>:blob:</p>');
  });

  it('escapes an emoji url that would break out of the attribute', () => {
    const evil: CustomEmoji = {
      shortcode: 'x',
      url: 'https://e.test/a.png" onerror="alert(1)',
      static_url: '',
      visible_in_picker: true,
    };
    const out = emojifyHtml(':x:', [evil]);
    expect(out).toContain('&quot; onerror=&quot;');
    expect(out).not.toContain('" onerror="');
  });
});
