import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { selectSettings } from '../../../selectors/settings';
import { composerRequested } from '../index';
import './FloatingPostButton.css';

/** A pencil: drawn here, the shared icon set stays as it is. */
const PENCIL =
  'M3 17.3V21h3.7L17.8 9.9l-3.7-3.7L3 17.3zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7L20.7 7z';

/** Scroll handling runs at most every 100 ms (spec 000 §9 Floating button). */
export const SCROLL_THROTTLE_MS = 100;

/**
 * The floating new-post button for signed-in users on mobile (on desktop too with alwaysShowNewPostButton). With
 * autohideFloatingPostButton it hides while the page scrolls down and returns when scrolling stops or goes up.
 * Very small windows hide it in CSS (spec sizes).
 */
export default function FloatingPostButton({ mobile }: { mobile: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { alwaysShowNewPostButton, autohideFloatingPostButton } = useAppSelector(selectSettings);
  const [hidden, setHidden] = useState(false);
  const shown = loggedIn && (mobile || alwaysShowNewPostButton);
  const autohide = shown && autohideFloatingPostButton && !alwaysShowNewPostButton;

  useEffect(() => {
    if (!autohide) return;
    let last = window.scrollY;
    let lastRun = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const now = Date.now();
      clearTimeout(settle);
      settle = setTimeout(() => setHidden(false), SCROLL_THROTTLE_MS);
      if (now - lastRun < SCROLL_THROTTLE_MS) return;
      lastRun = now;
      setHidden(window.scrollY > last);
      last = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
    };
  }, [autohide]);

  if (!shown) return null;
  const label = intl.formatMessage({ id: 'post_status.new_status' });
  return (
    <button
      type="button"
      className={autohide && hidden ? 'floating-post-button is-hidden' : 'floating-post-button'}
      aria-label={label}
      title={label}
      onClick={() => dispatch(composerRequested({ mode: 'new' }))}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={PENCIL} />
      </svg>
    </button>
  );
}
