import { detectLanguage, readLanguageCookie, toInterfaceLanguage, toLocaleTag } from '../../../src/i18n/languages';

describe('toInterfaceLanguage', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['pt', 'pt'],
    ['zh-TW', 'zh_Hant'],
    ['zh-HK', 'zh_Hant'],
    ['zh-Hant', 'zh_Hant'],
    ['zh_Hant', 'zh_Hant'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['ja', 'ja'],
    ['ja_easy', 'ja_easy'],
    ['en-US', 'en'],
    ['de-AT', 'de'],
  ])('%s → %s', (tag, lang) => {
    expect(toInterfaceLanguage(tag)).toBe(lang);
  });

  it.each([['xx'], ['klingon'], [''], [null], [undefined]])('%p → null', (tag) => {
    expect(toInterfaceLanguage(tag)).toBeNull();
  });

  // regression: 'zh-Hant-TW' (Safari) once fell back to Simplified Chinese
  test('zh-Hant-TW → zh_Hant', () => {
    expect(toInterfaceLanguage('zh-Hant-TW')).toBe('zh_Hant');
  });
});

describe('toLocaleTag', () => {
  it('gives BCP 47 tags for Intl', () => {
    expect(toLocaleTag('zh_Hant')).toBe('zh-Hant');
    expect(toLocaleTag('ja_easy')).toBe('ja');
    expect(toLocaleTag('fr')).toBe('fr');
  });
});

describe('detectLanguage', () => {
  it('the userLanguage cookie wins over the browser', () => {
    expect(detectLanguage('theme=dark; userLanguage=de', ['fr-FR', 'en'])).toBe('de');
  });

  it('then the first supported browser language', () => {
    expect(detectLanguage('', ['xx-YY', 'pt-BR', 'fr'])).toBe('pt');
    expect(detectLanguage('userLanguage=xx', ['fr'])).toBe('fr');
  });

  it('then English', () => {
    expect(detectLanguage('', [])).toBe('en');
    expect(detectLanguage('other=1', ['xx'])).toBe('en');
  });

  it('reads an encoded cookie value', () => {
    expect(readLanguageCookie('a=1;userLanguage=zh_Hant')).toBe('zh_Hant');
    expect(readLanguageCookie(`userLanguage=${encodeURIComponent('zh-TW')}`)).toBe('zh_Hant');
    expect(readLanguageCookie('xuserLanguage=de')).toBeNull();
  });
});
