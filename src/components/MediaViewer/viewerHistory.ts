/**
 * The media viewer's history entry: opening pushes one (same URL, the router's state kept) so the browser's Back
 * closes the viewer instead of leaving the page. It is owned by the open and close events, not by the viewer's
 * effects: React takes a shown subtree's effects down and up again when something above it suspends, and an entry
 * popped and pushed again by those effects raced the reader's Back (which then left the conversation).
 */
const VIEWER_STATE = 'mediaViewer';

export function onViewerEntry(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[VIEWER_STATE] === true;
}

/** pushes the viewer's entry unless the page is already on one */
export function pushViewerEntry(): void {
  if (onViewerEntry()) return;
  window.history.pushState({ ...(window.history.state as object | null), [VIEWER_STATE]: true }, '');
}

/** leaves the viewer's entry (its popstate closes the viewer); false when the page is not on one */
export function leaveViewerEntry(): boolean {
  if (!onViewerEntry()) return false;
  window.history.back();
  return true;
}
