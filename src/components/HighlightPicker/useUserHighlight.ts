import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSettings } from '../../selectors/settings';
import { settingChanged } from '../../slices/settings';
import { NO_HIGHLIGHT, withHighlight, type Highlights, type UserHighlight } from '../../settings/userHighlight';

/** Every highlight the member chose (the `highlight` setting), and a setter per user (disabled removes it). */
export function useHighlights(): [Highlights, (acct: string, next: UserHighlight) => void] {
  const dispatch = useAppDispatch();
  const highlights = useAppSelector(selectSettings).highlight;
  const set = useCallback(
    (acct: string, next: UserHighlight) => dispatch(settingChanged('highlight', withHighlight(highlights, acct, next))),
    [dispatch, highlights],
  );
  return [highlights, set];
}

/** One user's highlight, and its setter. */
export function useUserHighlight(acct: string): [UserHighlight, (next: UserHighlight) => void] {
  const [highlights, setFor] = useHighlights();
  const set = useCallback((next: UserHighlight) => setFor(acct, next), [setFor, acct]);
  return [highlights[acct] ?? NO_HIGHLIGHT, set];
}
