import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectSettings } from '../../../../selectors/settings';
import { settingChanged } from '../../../../slices/settings';
import { NO_HIGHLIGHT, withHighlight, type UserHighlight } from '../../../../settings/userHighlight';

export { HIGHLIGHT_TYPES, type HighlightType, type UserHighlight } from '../../../../settings/userHighlight';

/** A user's highlight as the member chose it (the `highlight` setting), and a setter (disabled removes it). */
export function useUserHighlight(acct: string): [UserHighlight, (next: UserHighlight) => void] {
  const dispatch = useAppDispatch();
  const highlights = useAppSelector(selectSettings).highlight;
  const set = useCallback(
    (next: UserHighlight) => dispatch(settingChanged('highlight', withHighlight(highlights, acct, next))),
    [dispatch, highlights, acct],
  );
  return [highlights[acct] ?? NO_HIGHLIGHT, set];
}
