// Messages that only a lazy piece shows travel with that piece instead of the first screen (issue 25): each part is
// built from every locale file by the messages loader (webpack.config.ts), and loadMessages.ts fetches a part when
// its piece loads. Ids a part's prefix covers but the first screen shows stay in the core (`keep`).
export const MESSAGE_PARTS = {
  // What pieces opened now and then show: the settings modal and its tabs, the sign-up and password-reset screens,
  // the report form, the hotkeys list. One part, so one more chunk per language rather than one per piece (each
  // part costs the first screen its 32 chunk names).
  extra: {
    prefixes: ['settings.', 'registration.', 'password_reset.', 'user_reporting.', 'hotkeys.'],
    keep: ['settings.interface_language', 'settings.minimize', 'settings.restore'],
  },
} as const satisfies Record<string, { prefixes: readonly string[]; keep: readonly string[] }>;

export type MessagePart = keyof typeof MESSAGE_PARTS;

/** The part an id travels in: one of MESSAGE_PARTS, else 'core' (with the first screen). */
export function partOf(id: string): MessagePart | 'core' {
  for (const [part, { prefixes, keep }] of Object.entries(MESSAGE_PARTS) as [
    MessagePart,
    (typeof MESSAGE_PARTS)[MessagePart],
  ][]) {
    if (prefixes.some((prefix) => id.startsWith(prefix)) && !(keep as readonly string[]).includes(id)) return part;
  }
  return 'core';
}

/** The messages of one part (the build's view of a locale file). */
export function selectPart<T>(messages: Record<string, T>, part: MessagePart | 'core'): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => partOf(id) === part));
}
