import { readFileSync } from 'fs';
import { join } from 'path';
import { INTERFACE_LANGUAGES, toLocaleTag } from '../../../src/i18n/languages';
import { checkLocale, countCategories, type Messages } from '../../../scripts/i18n/checkLocale';

const LOCALES = join(__dirname, '..', '..', '..', 'locales');
const read = (lang: string): Messages => JSON.parse(readFileSync(join(LOCALES, `${lang}.json`), 'utf8')) as Messages;
const english = read('en');

describe('the interface languages', () => {
  it.each(INTERFACE_LANGUAGES.filter((lang) => lang !== 'en'))('%s is complete and well formed', (lang) => {
    expect(checkLocale(english, read(lang), toLocaleTag(lang))).toEqual([]);
  });

  it('a count takes the categories of its language: Arabic six, Ukrainian three (other is for fractions), Japanese one', () => {
    const of = (tag: string) => countCategories(tag).sort();
    expect(of('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(of('uk')).toEqual(['few', 'many', 'one']);
    expect(of('ja')).toEqual(['other']);
    // French 'many' is for millions only: 'other' says it
    expect(of('fr')).toEqual(['one', 'other']);
  });
});

describe('the completeness check', () => {
  const base: Messages = {
    'a.greeting': 'Hello {name}',
    'a.count': '{count, plural, one {# post} other {# posts}}',
    'a.save': 'Save',
    'a.cancel': 'Cancel',
    'a.link': 'Read <link>more</link>',
  };
  const good: Messages = {
    'a.greeting': 'Hallo {name}',
    'a.count': '{count, plural, one {# Beitrag} other {# Beiträge}}',
    'a.save': 'Speichern',
    'a.cancel': 'Abbrechen',
    'a.link': 'Mehr <link>lesen</link>',
  };

  it('passes a good locale', () => {
    expect(checkLocale(base, good, 'de')).toEqual([]);
  });

  it('names the key that is missing, extra, broken, or with other placeholders or tags', () => {
    const { 'a.save': _missing, ...rest } = good;
    const broken = {
      ...rest,
      'a.greeting': 'Hallo {nom}',
      'a.count': '{count, plural, one {# Beitrag}',
      'a.link': 'Mehr <a>lesen</a>',
      'a.gone': 'Alt',
    };
    const problems = checkLocale(base, broken, 'de');
    expect(problems).toEqual(
      expect.arrayContaining([
        'a.save: missing',
        'a.gone: not in en.json',
        expect.stringMatching(/^a\.count: does not parse/),
        'a.greeting: placeholders {nom} instead of {name}',
        'a.link: placeholders {<a>} instead of {<link>}',
      ]),
    );
  });

  it('fails a plural without the categories its language needs', () => {
    const russian = { ...good, 'a.count': '{count, plural, one {# пост} other {# постов}}' };
    expect(checkLocale(base, russian, 'ru')).toContain('a.count: plural count lacks few, many');
  });

  it('fails a locale with English copied in, naming the keys', () => {
    const copied = { ...good, 'a.save': 'Save', 'a.cancel': 'Cancel' };
    const [problem] = checkLocale(base, copied, 'de');
    expect(problem).toMatch(/^2 of 5 messages are the English text/);
    expect(problem).toContain('a.save, a.cancel');
  });
});
