import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';
import { sanitizePostHtml } from '../../../utils/sanitize';
import { instancePanelRequested } from '../aboutIntents';
import { selectAboutState } from '../aboutSlice';

/**
 * The admin's own panel (/instance/panel.html), sanitized like post HTML. Nothing shows when the server has
 * none, the admin turned it off, or the member hid it (hideISP).
 */
export function InstancePanel({ className = 'panel instance-panel' }: { className?: string }) {
  const dispatch = useAppDispatch();
  const { hideISP } = useAppSelector(selectSettings);
  const { state, html } = useAppSelector(selectAboutState).panel;
  useEffect(() => {
    if (!hideISP && state === 'idle') dispatch(instancePanelRequested());
  }, [dispatch, hideISP, state]);
  const safe = useMemo(() => sanitizePostHtml(html).trim(), [html]);
  if (hideISP || !safe) return null;
  return <section className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
