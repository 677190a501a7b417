// Emoji names and keywords in the interface language (emojibase-data), and English beside them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import en from 'emojibase-data/en/compact.json';
import de from 'emojibase-data/de/compact.json';
import { INTERFACE_LANGUAGES } from '../../../src/i18n/languages';
import { emojibaseLocaleFor, ENGLISH_EMOJI_LANGUAGES } from '../../../src/features/emoji/components/emojibaseLocale';
import { buildUnicodeSet, qualifiedEmoji } from '../../../src/features/emoji/components/localizedSet';
import { searchEmoji } from '../../../src/features/emoji/components/search';
import { parseStaticEmoji } from '../../../src/features/emoji/components/unicodeSet';
import shipped from '../../../static/emoji.json';

describe('the emojibase locale of an interface language', () => {
  it('maps regional and special spellings, and falls back to English where emojibase has none', () => {
    expect(emojibaseLocaleFor('de')).toBe('de');
    expect(emojibaseLocaleFor('zh_Hant')).toBe('zh-hant');
    expect(emojibaseLocaleFor('ja_easy')).toBe('ja');
    expect(emojibaseLocaleFor('pt')).toBe('pt');
    expect(emojibaseLocaleFor('ca')).toBe('en');
    expect([...ENGLISH_EMOJI_LANGUAGES].sort()).toEqual(['ar', 'ca', 'cs', 'eo', 'eu', 'ga', 'he', 'id', 'oc', 'ro', 'sk', 'te']);
  });

  it('every locale it names is in the installed emojibase-data', () => {
    for (const language of INTERFACE_LANGUAGES) {
      const file = path.join(__dirname, '../../../node_modules/emojibase-data', emojibaseLocaleFor(language), 'compact.json');
      expect(existsSync(file)).toBe(true);
    }
  });
});

describe('the unicode set from emojibase and the server file', () => {
  const server = parseStaticEmoji(shipped);
  const german = buildUnicodeSet({ english: en, local: de }, server);
  const top = (query: string) => searchEmoji(german, query)[0];

  it('names an emoji in German, keeps the server’s shortcode, and adds what emojibase lacks', () => {
    expect(german.find((e) => e.native === '👍')).toMatchObject({ name: 'thumbs_up_sign', label: 'Daumen hoch' });
    // the server's file has 🖒, emojibase has not
    expect(german.find((e) => e.native === '🖒')).toEqual({ name: 'reversed_thumbs_up_sign', native: '🖒' });
    // skin-tone components are not emoji to pick
    expect(german.some((e) => e.native === '🏻')).toBe(false);
    expect(new Set(german.map((e) => e.name)).size).toBe(german.length);
  });

  it('finds by a German keyword, the German name, an English keyword and the shortcode', () => {
    expect(top('daumen')?.native).toBe('👍');
    expect(top('Deutschland')?.native).toBe('🇩🇪');
    expect(top('thumbs up')?.native).toBe('👍');
    expect(top('thumbs_up_sign')?.native).toBe('👍');
    expect(searchEmoji(german, 'popper').map((e) => e.native)).toContain('🎉');
  });

  it('with only English data, names are English and German words find nothing', () => {
    const english = buildUnicodeSet({ english: en, local: null }, server);
    expect(english.find((e) => e.native === '👍')?.label).toBe('thumbs up');
    expect(searchEmoji(english, 'daumen')).toEqual([]);
  });

  it('without any emojibase data, the server’s file as it is', () => {
    expect(buildUnicodeSet({ english: null, local: null }, server)).toEqual(server);
  });

  it('spells emoji fully qualified, as reactions by others are', () => {
    expect(qualifiedEmoji('👍️')).toBe('👍');
    expect(qualifiedEmoji('❤️')).toBe('❤️');
    expect(qualifiedEmoji('1️⃣')).toBe('1️⃣');
    expect(german.find((e) => e.name === 'thumbs_up_sign')?.native).toBe('👍');
  });
});
