// The page hidden or left: what is kept (the home cache, the read markers) is written at once, since the browser may
// discard the page next. Shared by both writers of the warm-start chunk.

/** Calls `leaving` when the page is hidden or left; returns what stops listening. */
export function onPageLeaving(leaving: () => void): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') leaving();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', leaving);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', leaving);
  };
}
