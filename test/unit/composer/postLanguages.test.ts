import {
  instancePostLanguages,
  ISO_POST_LANGUAGES,
  orderedPostLanguages,
} from '../../../src/features/composer/lib/postLanguages';

const names: Record<string, string> = { en: 'English', de: 'German', fr: 'French', ja: 'Japanese', tlh: 'Klingon' };
const nameOf = (code: string) => names[code] ?? `~${code}`;
const codes = (list: { code: string }[]) => list.map((l) => l.code);

describe('post languages', () => {
  it("keeps only the instance's well-formed codes", () => {
    expect(instancePostLanguages(['en', 'de', 'en', 'not a code', 7, 'EN'])).toEqual(['en', 'de']);
    expect(instancePostLanguages(undefined)).toEqual([]);
    expect(instancePostLanguages('en')).toEqual([]);
  });

  it("the member's most used first, then the instance's, then the rest by name; every ISO code stays offered", () => {
    const ordered = codes(orderedPostLanguages(['fr', 'en'], { ja: 3, de: 1 }, 'de', nameOf));
    expect(ordered.slice(0, 4)).toEqual(['ja', 'de', 'en', 'fr']);
    expect(new Set(ordered)).toEqual(new Set(ISO_POST_LANGUAGES));
  });

  it("the draft's own language is offered even when no list has it", () => {
    expect(codes(orderedPostLanguages([], {}, 'tlh', nameOf))).toContain('tlh');
  });
});
