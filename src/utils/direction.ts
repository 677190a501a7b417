/**
 * 1 in a left-to-right interface, -1 in a right-to-left one (Arabic, Hebrew): a swipe or an arrow key
 * toward the end of a line means "next" in both. Read from `<html dir>`, which the I18nProvider sets.
 */
export const inlineSign = (): 1 | -1 => (document.documentElement.dir === 'rtl' ? -1 : 1);
