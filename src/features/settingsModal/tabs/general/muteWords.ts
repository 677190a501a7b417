// The mute-words editor's text and the muteWords setting, each from the other. Pure.

/** One word or phrase a line; blank lines and surrounding spaces are left out, each entry once. */
export const wordsFromText = (text: string): string[] => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

export const textFromWords = (words: readonly unknown[]): string =>
  words.filter((w): w is string => typeof w === 'string').join('\n');

export const sameWords = (a: readonly string[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((w, k) => w === b[k]);
