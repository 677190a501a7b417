import { preloadReaderLanguage } from '../../../src/i18n/preloadLanguage';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.getAttribute('href'));

describe('the early preload of the reader’s language', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="locale-chunks" content="de=/static/js/locale-de-json.1.js zh_Hant=/static/js/locale-zh_Hant-json.2.js">';
    document.cookie = 'userLanguage=; max-age=0; path=/';
  });

  it('preloads the chunk of the language in the cookie', () => {
    document.cookie = 'userLanguage=zh_Hant; path=/';
    preloadReaderLanguage();
    expect(preloads()).toEqual(['/static/js/locale-zh_Hant-json.2.js']);
  });

  it('preloads nothing for English (index.html has it) or a language without a chunk', () => {
    document.cookie = 'userLanguage=en; path=/';
    preloadReaderLanguage();
    document.cookie = 'userLanguage=fi; path=/';
    preloadReaderLanguage();
    expect(preloads()).toEqual([]);
  });

  it('survives a page without the list', () => {
    document.head.innerHTML = '';
    document.cookie = 'userLanguage=de; path=/';
    expect(() => preloadReaderLanguage()).not.toThrow();
    expect(preloads()).toEqual([]);
  });
});
