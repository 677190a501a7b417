// The languages a post can be marked with (spec 001 §2 composer): the member's most used first, then the
// instance's own (Mastodon's and Pleroma's `languages`), then the rest of the ISO 639-1 list. The instance's list
// leads rather than replaces: it names the server's languages (often only 'en'), and a member who writes in
// another still needs it (docs/architecture.md, "The composer").
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../../store/rootReducer';

/** Offered when the instance names none. */
export const ISO_POST_LANGUAGES = [
  'ar',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'eo',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sv',
  'te',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
];

const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** The instance's codes (well-formed ones only, none when it publishes none). */
export const instancePostLanguages = (instanceLanguages: unknown): string[] =>
  Array.isArray(instanceLanguages)
    ? [...new Set(instanceLanguages.filter((l): l is string => typeof l === 'string' && LANGUAGE_CODE.test(l)))]
    : [];

/** How often the member's posts held here were written in each language. */
export const selectOwnLanguageCounts = createSelector(
  [(s: RootState) => s.auth.me, (s: RootState) => s.entities.statuses.entities],
  (me, statuses): Record<string, number> => {
    const counts: Record<string, number> = {};
    if (!me) return counts;
    for (const status of Object.values(statuses)) {
      if (status?.account !== me || !status.language) continue;
      counts[status.language] = (counts[status.language] ?? 0) + 1;
    }
    return counts;
  },
);

/** The codes in order: most used by the member, then the instance's, then by name; the draft's own is always there. */
export function orderedPostLanguages(
  instance: string[],
  counts: Record<string, number>,
  current: string,
  nameOf: (code: string) => string,
): { code: string; name: string }[] {
  const codes = [...new Set([...instance, ...ISO_POST_LANGUAGES, ...(current ? [current] : [])])];
  return codes
    .map((code) => ({ code, name: nameOf(code), uses: counts[code] ?? 0, own: instance.includes(code) ? 1 : 0 }))
    .sort((a, b) => b.uses - a.uses || b.own - a.own || a.name.localeCompare(b.name))
    .map(({ code, name }) => ({ code, name }));
}
