export { Header, type HeaderProps, type NavItem } from './Header';
export { isActivePath } from './isActivePath';
