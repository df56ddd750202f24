/**
 * A navigation link is active when the current path starts with its href;
 * Home ('/') is active only when the path is exactly '/'.
 */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname.startsWith(href);
}
