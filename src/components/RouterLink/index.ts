export { Link, type LinkProps } from './Link';
export { NavLink, isActivePath, type NavLinkProps } from './NavLink';
export { ScreenPreloadContext } from './preloadContext';
