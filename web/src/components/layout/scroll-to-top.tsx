import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top (or at its #anchor). Back and forward (POP) are left to the browser,
 * which restores the previous position; so is a page that replaces its own URL (the blog's filter in
 * ?q=&category=), which keeps the visitor where they are.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useLayoutEffect(() => {
    const samePage = previousPathname.current === pathname;
    previousPathname.current = pathname;
    if (navigationType === NavigationType.Pop) return;
    if (navigationType === NavigationType.Replace && samePage && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
