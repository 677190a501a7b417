// The completeness check of the interface languages (issue 19): every locale has exactly English's
// keys, each message parses as ICU MessageFormat with the same placeholders as English, every plural
// covers the categories its language has, and a locale is not English copied in.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type Messages = Record<string, string>;

/** Above this share of values equal to English, a locale counts as untranslated. */
export const MAX_ENGLISH_SHARE = 0.05;

/**
 * Keys whose English text is right in every language: names and symbols, not words. A value that is
 * only placeholders and punctuation is never counted either.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set(['nav.tag_timeline', 'status.acct', 'about.mrf.pattern_replacement']);

function walk(elements: MessageFormatElement[], found: { args: Set<string>; plurals: { name: string; options: string[] }[] }) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      found.args.add(`<${el.value}>`);
      walk(el.children, found);
      continue;
    }
    found.args.add(el.value);
    if (el.type === TYPE.plural) found.plurals.push({ name: el.value, options: Object.keys(el.options) });
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) walk(option.value, found);
  }
  return found;
}

/** The placeholders (and rich-text tags) a message uses, and its plurals with their categories. */
export function shapeOf(message: string) {
  return walk(parse(message, { requiresOtherClause: true }), { args: new Set<string>(), plurals: [] });
}

/**
 * The plural categories a count (a whole number) can fall in, in this language: Arabic's six,
 * Slavic one/few/many… ('many' of Spanish or French is only for millions, and falls back to 'other').
 */
export function countCategories(tag: string): string[] {
  const rules = new Intl.PluralRules(tag);
  const seen = new Set<string>();
  for (let n = 0; n <= 1000; n += 1) seen.add(rules.select(n));
  return rules.resolvedOptions().pluralCategories.filter((c) => seen.has(c));
}

/** The words of a message: its literal text, inside plurals, selects and tags too. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.tag) return literalText(el.children);
      if (el.type === TYPE.plural || el.type === TYPE.select)
        return Object.values(el.options)
          .map((option) => literalText(option.value))
          .join(' ');
      return '';
    })
    .join('');
}

const onlyPlaceholders = (message: string) => {
  try {
    return !/\p{L}/u.test(literalText(parse(message)));
  } catch {
    return false;
  }
};

/**
 * What is wrong with one locale, each problem naming its key. `tag` is the BCP 47 tag whose plural
 * rules apply ('ja' for ja_easy, 'zh-Hant' for zh_Hant).
 */
export function checkLocale(english: Messages, locale: Messages, tag: string): string[] {
  const problems: string[] = [];
  const categories = countCategories(tag);
  for (const key of Object.keys(english)) if (!(key in locale)) problems.push(`${key}: missing`);
  for (const key of Object.keys(locale)) if (!(key in english)) problems.push(`${key}: not in en.json`);
  let sameAsEnglish = 0;
  let counted = 0;
  for (const [key, message] of Object.entries(locale)) {
    const source = english[key];
    if (source === undefined) continue;
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${key}: empty`);
      continue;
    }
    let shape;
    try {
      shape = shapeOf(message);
    } catch (error) {
      problems.push(`${key}: does not parse (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const want = [...shapeOf(source).args].sort().join(', ');
    const have = [...shape.args].sort().join(', ');
    if (want !== have) problems.push(`${key}: placeholders {${have}} instead of {${want}}`);
    for (const plural of shape.plurals) {
      const missing = categories.filter((c) => !plural.options.includes(c));
      if (missing.length > 0) problems.push(`${key}: plural ${plural.name} lacks ${missing.join(', ')}`);
    }
    if (SAME_IN_EVERY_LANGUAGE.has(key) || onlyPlaceholders(source)) continue;
    counted += 1;
    if (message === source) sameAsEnglish += 1;
  }
  if (counted > 0 && sameAsEnglish / counted > MAX_ENGLISH_SHARE)
    problems.push(
      `${sameAsEnglish} of ${counted} messages are the English text (${Math.round((100 * sameAsEnglish) / counted)}% > ${
        MAX_ENGLISH_SHARE * 100
      }%): ${Object.keys(locale)
        .filter((k) => locale[k] === english[k] && !SAME_IN_EVERY_LANGUAGE.has(k) && !onlyPlaceholders(english[k] ?? ''))
        .slice(0, 10)
        .join(', ')}…`,
    );
  return problems;
}
