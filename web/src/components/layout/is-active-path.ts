import { stripLocale } from '@/lib/locale';

/**
 * A navigation link (an English href) is active when the current path, in either language, starts with it;
 * Home ('/') is active only on the home page itself ('/' or '/ar').
 */
export function isActivePath(pathname: string, href: string): boolean {
  const page = stripLocale(pathname);
  if (href === '/') return page === '/';
  return page.startsWith(href);
}
