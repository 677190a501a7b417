import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy, screen readers) that navigates in place on a plain
 * click. react-router's own Link carries its framework-mode prefetching, which this client never uses, onto the
 * first screen (issue 25); this one is built from the router's own hooks and nothing else.
 */
export function Link({ to, replace, state, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
