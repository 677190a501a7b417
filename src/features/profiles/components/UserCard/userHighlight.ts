import { useCallback, useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../../../utils/storage';

// The viewer's highlight of a user (spec 000 §3 User.highlight). The settings have no highlight key yet,
// so this is a small local setting in browser storage, keyed by acct, until it moves into the settings.
export type HighlightType = 'disabled' | 'solid' | 'striped' | 'side';
export interface UserHighlight {
  type: HighlightType;
  color: string;
}
type Highlights = Record<string, UserHighlight>;

export const HIGHLIGHT_STORAGE_KEY = 'userHighlight';
export const HIGHLIGHT_TYPES: readonly HighlightType[] = ['disabled', 'solid', 'striped', 'side'];
const DEFAULT_COLOR = '#d8a070';
const DISABLED: UserHighlight = { type: 'disabled', color: DEFAULT_COLOR };

const listeners = new Set<() => void>();
let cache: Highlights | null = null;
const read = (): Highlights => (cache ??= readJson<Highlights>(HIGHLIGHT_STORAGE_KEY) ?? {});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A user's highlight as the viewer chose it, and a setter (disabled removes it). */
export function useUserHighlight(acct: string): [UserHighlight, (next: UserHighlight) => void] {
  const highlight = useSyncExternalStore(subscribe, () => read()[acct] ?? DISABLED);
  const set = useCallback(
    (next: UserHighlight) => {
      const all = { ...read() };
      if (next.type === 'disabled') delete all[acct];
      else all[acct] = next;
      cache = all;
      writeJson(HIGHLIGHT_STORAGE_KEY, all);
      listeners.forEach((l) => l());
    },
    [acct],
  );
  return [highlight, set];
}
