import { useLocation, useResolvedPath } from 'react-router';
import { Link, type LinkProps } from './Link';

export type NavLinkProps = LinkProps & {
  /** Active only on the path itself, not on the paths below it. */
  end?: boolean;
};

/** True when `current` is `target` or (unless `end`) a path below it; letter case does not matter, as in the router. */
export function isActivePath(current: string, target: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  if (end) return false;
  const base = there.endsWith('/') && there !== '/' ? there.slice(0, -1) : there;
  return here.startsWith(base) && here.charAt(base.length) === '/';
}

/** A navigation entry: a Link marked `aria-current="page"` and `.active` while its screen is open. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, useResolvedPath(to).pathname, end);
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} to={to} className={classes || undefined} aria-current={active ? 'page' : undefined} />;
}
