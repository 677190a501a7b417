import { useContext, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { ScreenPreloadContext } from './preloadContext';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy, screen readers) that navigates in place on a plain
 * click. react-router's own Link carries its framework-mode prefetching, which this client never uses, onto the
 * first screen (issue 25); this one is built from the router's own hooks and nothing else. When the pointer (a
 * touch included) or the focus reaches it, the code of the screen it opens starts loading (ScreenPreloadContext).
 */
export function Link({ to, replace, state, target, onClick, onPointerEnter, onFocus, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const preload = useContext(ScreenPreloadContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  const handlePointerEnter = (event: PointerEvent<HTMLAnchorElement>) => {
    onPointerEnter?.(event);
    preload(event.currentTarget.pathname);
  };
  const handleFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    onFocus?.(event);
    preload(event.currentTarget.pathname);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick} onPointerEnter={handlePointerEnter} onFocus={handleFocus}>
      {children}
    </a>
  );
}
